import { COUPON_KIND_NAMES, COUPON_KINDS, type CouponKindCode } from '@store/contract';
import type { AdminCoupon, CouponField } from '@store/contract/admin';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { reasonOr } from '../../../lib/api';
import { shopDayKey } from '../../../lib/dates';
import { notifySuccess } from '../../../lib/toast';
import { useCatalogOptions } from '../catalog-options';
import { useProductSearch } from '../product-search';
import '../offers.css';
import { useSaveCoupon } from './api';
import {
  checkCouponDraft,
  couponDraftOf,
  couponFieldErrorOf,
  emptyCouponDraft,
  type CouponDraft,
  type CouponErrors,
} from './coupon-form';

const toggled = (ids: number[], id: number) =>
  ids.includes(id) ? ids.filter((item) => item !== id) : [...ids, id];

/** Creating or editing one code; each problem shows under its field, and the first gets the focus. */
export function CouponForm({ coupon, onDone }: { coupon: AdminCoupon | null; onDone: () => void }) {
  const base = useId();
  const [draft, setDraft] = useState<CouponDraft>(() =>
    coupon ? couponDraftOf(coupon) : emptyCouponDraft(shopDayKey()),
  );
  const [errors, setErrors] = useState<CouponErrors>({});
  const [formError, setFormError] = useState('');
  const [focusTarget, setFocusTarget] = useState<{ field: CouponField } | null>(null);
  const [search, setSearch] = useState('');
  const options = useCatalogOptions();
  const found = useProductSearch(search);
  const save = useSaveCoupon();
  const codeRef = useRef<HTMLInputElement>(null);

  useEffect(() => codeRef.current?.focus(), []);
  useEffect(() => {
    if (focusTarget) document.getElementById(`${base}-${focusTarget.field}`)?.focus();
  }, [base, focusTarget]);

  const set = <Key extends keyof CouponDraft>(key: Key, value: CouponDraft[Key]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const idOf = (field: CouponField) => `${base}-${field}`;
  const errorOf = (field: CouponField) =>
    errors[field] ? (
      <span id={`${idOf(field)}-error`} className="admin-error">
        {errors[field]}
      </span>
    ) : null;
  const described = (field: CouponField) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${idOf(field)}-error` } : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    const checked = checkCouponDraft(draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      const first = Object.keys(checked.errors)[0] as CouponField | undefined;
      if (first) setFocusTarget({ field: first });
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync({ id: coupon?.id ?? null, input: checked.body });
      notifySuccess(saved.message);
      onDone();
    } catch (error) {
      const refused = couponFieldErrorOf(error);
      if (refused) {
        setErrors({ [refused.field]: refused.message });
        setFocusTarget({ field: refused.field });
      } else {
        setFormError(reasonOr(error, 'No pudimos guardar el cupón. Intenta de nuevo.'));
      }
    }
  };

  const chosenProducts = new Set(draft.products.map((product) => product.product_id));
  const matches = search.trim()
    ? (found.data?.products ?? []).filter((row) => !chosenProducts.has(row.product_id))
    : [];
  const textField = (
    field: CouponField,
    key: 'percentOff' | 'amountOff' | 'minimum' | 'maxUses' | 'maxUsesPerCustomer',
    label: string,
    inputMode: 'numeric' | 'decimal',
  ) => (
    <div className="admin-promotion-field">
      <label htmlFor={idOf(field)}>
        {label}
        <input
          id={idOf(field)}
          inputMode={inputMode}
          value={draft[key]}
          onChange={(event) => set(key, event.currentTarget.value)}
          {...described(field)}
        />
      </label>
      {errorOf(field)}
    </div>
  );

  return (
    <form className="admin-form admin-promotion-form" onSubmit={(event) => void submit(event)} noValidate>
      <h2>{coupon ? `Editar ${coupon.code}` : 'Nuevo cupón'}</h2>
      <label htmlFor={idOf('code')}>
        Código (el cliente lo escribe en mayúsculas o minúsculas)
        <input
          ref={codeRef}
          id={idOf('code')}
          value={draft.code}
          maxLength={30}
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(event) => set('code', event.currentTarget.value.toUpperCase())}
          {...described('code')}
        />
      </label>
      {errorOf('code')}
      <label htmlFor={idOf('kind')}>
        Qué da
        <select
          id={idOf('kind')}
          value={draft.kind}
          onChange={(event) => set('kind', event.currentTarget.value as CouponKindCode)}
          {...described('kind')}
        >
          {COUPON_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {COUPON_KIND_NAMES[kind]}
            </option>
          ))}
        </select>
      </label>
      {errorOf('kind')}
      {draft.kind === 'percent'
        ? textField('percent_off', 'percentOff', 'Porcentaje de descuento (1 a 100)', 'numeric')
        : null}
      {draft.kind === 'amount' ? textField('amount_off', 'amountOff', 'Descuento en pesos', 'decimal') : null}
      <p className="admin-hint">
        Se aplica después de la promoción que esté corriendo, sobre lo que ella dejó.
      </p>
      {textField(
        'minimum_purchase',
        'minimum',
        'Compra mínima en pesos (opcional; después de descuentos y promociones)',
        'decimal',
      )}
      <div className="admin-promotion-dates">
        <div className="admin-promotion-field">
          <label htmlFor={idOf('starts_on')}>
            Desde (hora de la Ciudad de México)
            <input
              id={idOf('starts_on')}
              type="date"
              value={draft.startsOn}
              onChange={(event) => set('startsOn', event.currentTarget.value)}
              {...described('starts_on')}
            />
          </label>
          {errorOf('starts_on')}
        </div>
        <div className="admin-promotion-field">
          <label htmlFor={idOf('ends_on')}>
            Hasta (incluido; vacío: hasta archivarlo)
            <input
              id={idOf('ends_on')}
              type="date"
              value={draft.endsOn}
              onChange={(event) => set('endsOn', event.currentTarget.value)}
              {...described('ends_on')}
            />
          </label>
          {errorOf('ends_on')}
        </div>
      </div>
      <div className="admin-promotion-dates">
        {textField('max_uses', 'maxUses', 'Usos en total (vacío: sin límite)', 'numeric')}
        {textField(
          'max_uses_per_customer',
          'maxUsesPerCustomer',
          'Usos por cliente (vacío: sin límite)',
          'numeric',
        )}
      </div>
      <p className="admin-hint">Sin departamentos ni productos elegidos, aplica a toda la tienda.</p>
      <fieldset className="admin-promotion-choices" id={idOf('category_ids')} tabIndex={-1}>
        <legend>Departamentos</legend>
        {(options.data?.categories ?? []).map((category) => (
          <label key={category.category_id} className="admin-check">
            <input
              type="checkbox"
              checked={draft.categoryIds.includes(category.category_id)}
              onChange={() => set('categoryIds', toggled(draft.categoryIds, category.category_id))}
            />
            {category.name}
          </label>
        ))}
        {errorOf('category_ids')}
      </fieldset>
      <fieldset className="admin-promotion-products" id={idOf('product_ids')} tabIndex={-1}>
        <legend>Productos</legend>
        {draft.products.length > 0 ? (
          <ul>
            {draft.products.map((product) => (
              <li key={product.product_id}>
                {product.name}{' '}
                <button
                  type="button"
                  className="button button-secondary"
                  aria-label={`Quitar ${product.name}`}
                  onClick={() =>
                    set(
                      'products',
                      draft.products.filter((item) => item.product_id !== product.product_id),
                    )
                  }
                >
                  Quitar
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <label htmlFor={`${base}-search`}>
          Buscar un producto para agregarlo
          <input
            id={`${base}-search`}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
        </label>
        {matches.length > 0 ? (
          <ul aria-label="Productos encontrados">
            {matches.slice(0, 8).map((row) => (
              <li key={row.product_id}>
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() =>
                    set('products', [...draft.products, { product_id: row.product_id, name: row.name }])
                  }
                >
                  Agregar {row.name}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {errorOf('product_ids')}
      </fieldset>
      {formError ? (
        <p className="admin-error" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="admin-promotion-actions">
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? 'Guardando...' : 'Guardar cupón'}
        </button>
        <button type="button" className="button button-secondary" onClick={onDone}>
          Cancelar
        </button>
      </div>
    </form>
  );
}
