import { PROMOTION_KIND_NAMES, PROMOTION_KINDS, type PromotionKindCode } from '@store/contract';
import type { AdminPromotion, PromotionField } from '@store/contract/admin';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { reasonOr } from '../../../lib/api';
import { shopDayKey } from '../../../lib/dates';
import { notifySuccess } from '../../../lib/toast';
import { useCatalogOptions } from '../catalog-options';
import { useProductSearch } from '../product-search';
import { useSavePromotion } from './api';
import {
  checkDraft,
  draftOf,
  emptyDraft,
  fieldErrorOf,
  type PromotionDraft,
  type PromotionErrors,
} from './promotion-form';

const toggled = (ids: number[], id: number) =>
  ids.includes(id) ? ids.filter((item) => item !== id) : [...ids, id];

/** Creating or editing one promotion; each problem shows under its field, and the first gets the focus. */
export function PromotionForm({
  promotion,
  onDone,
}: {
  promotion: AdminPromotion | null;
  onDone: () => void;
}) {
  const base = useId();
  const [draft, setDraft] = useState<PromotionDraft>(() =>
    promotion ? draftOf(promotion) : emptyDraft(shopDayKey()),
  );
  const [errors, setErrors] = useState<PromotionErrors>({});
  const [formError, setFormError] = useState('');
  const [focusTarget, setFocusTarget] = useState<{ field: PromotionField } | null>(null);
  const [search, setSearch] = useState('');
  const options = useCatalogOptions();
  const found = useProductSearch(search);
  const save = useSavePromotion();
  const nameRef = useRef<HTMLInputElement>(null);

  useEffect(() => nameRef.current?.focus(), []);
  useEffect(() => {
    if (focusTarget) document.getElementById(`${base}-${focusTarget.field}`)?.focus();
  }, [base, focusTarget]);

  const set = <Key extends keyof PromotionDraft>(key: Key, value: PromotionDraft[Key]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const idOf = (field: PromotionField) => `${base}-${field}`;
  const errorOf = (field: PromotionField) =>
    errors[field] ? (
      <span id={`${idOf(field)}-error`} className="admin-error">
        {errors[field]}
      </span>
    ) : null;
  const described = (field: PromotionField) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${idOf(field)}-error` } : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    const checked = checkDraft(draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      const first = Object.keys(checked.errors)[0] as PromotionField | undefined;
      if (first) setFocusTarget({ field: first });
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync({ id: promotion?.id ?? null, input: checked.body });
      notifySuccess(saved.message);
      onDone();
    } catch (error) {
      const refused = fieldErrorOf(error);
      if (refused) {
        setErrors({ [refused.field]: refused.message });
        setFocusTarget({ field: refused.field });
      } else {
        setFormError(reasonOr(error, 'No pudimos guardar la promoción. Intenta de nuevo.'));
      }
    }
  };

  const chosenProducts = new Set(draft.products.map((product) => product.product_id));
  const matches = search.trim()
    ? (found.data?.products ?? []).filter((row) => !chosenProducts.has(row.product_id))
    : [];

  return (
    <form className="admin-form admin-promotion-form" onSubmit={(event) => void submit(event)} noValidate>
      <h2>{promotion ? `Editar «${promotion.name}»` : 'Nueva promoción'}</h2>
      <label htmlFor={idOf('name')}>
        Nombre (así lo ve el cliente)
        <input
          ref={nameRef}
          id={idOf('name')}
          value={draft.name}
          maxLength={80}
          onChange={(event) => set('name', event.currentTarget.value)}
          {...described('name')}
        />
      </label>
      {errorOf('name')}
      <label htmlFor={idOf('kind')}>
        Tipo
        <select
          id={idOf('kind')}
          value={draft.kind}
          onChange={(event) => set('kind', event.currentTarget.value as PromotionKindCode)}
          {...described('kind')}
        >
          {PROMOTION_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {PROMOTION_KIND_NAMES[kind]}
            </option>
          ))}
        </select>
      </label>
      {errorOf('kind')}
      {draft.kind === 'percent' ? (
        <div className="admin-promotion-field">
          <label htmlFor={idOf('percent_off')}>
            Porcentaje de descuento (1 a 90)
            <input
              id={idOf('percent_off')}
              inputMode="numeric"
              value={draft.percentOff}
              onChange={(event) => set('percentOff', event.currentTarget.value)}
              {...described('percent_off')}
            />
          </label>
          {errorOf('percent_off')}
        </div>
      ) : (
        <p className="admin-hint">
          En cada grupo de {draft.kind === 'three_for_two' ? 'tres' : 'dos'} piezas, ordenadas de la más cara
          a la más barata, la más barata {draft.kind === 'second_half' ? 'va al 50 %' : 'es gratis'}.
        </p>
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
            Hasta (incluido)
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
      <label htmlFor={idOf('minimum_purchase')}>
        Compra mínima en pesos (opcional; después de descuentos de producto)
        <input
          id={idOf('minimum_purchase')}
          inputMode="decimal"
          value={draft.minimum}
          onChange={(event) => set('minimum', event.currentTarget.value)}
          {...described('minimum_purchase')}
        />
      </label>
      {errorOf('minimum_purchase')}
      <p className="admin-hint">Sin departamentos, marcas ni productos elegidos, aplica a toda la tienda.</p>
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
      <fieldset className="admin-promotion-choices" id={idOf('brand_ids')} tabIndex={-1}>
        <legend>Marcas</legend>
        {(options.data?.brands ?? []).map((brand) => (
          <label key={brand.brand_id} className="admin-check">
            <input
              type="checkbox"
              checked={draft.brandIds.includes(brand.brand_id)}
              onChange={() => set('brandIds', toggled(draft.brandIds, brand.brand_id))}
            />
            {brand.name}
          </label>
        ))}
        {errorOf('brand_ids')}
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
      <label className="admin-check">
        <input
          type="checkbox"
          checked={draft.stackable}
          onChange={(event) => set('stackable', event.currentTarget.checked)}
        />
        Se suma a otras promociones que también lo permitan (si no, cada pieza recibe solo la mejor)
      </label>
      {formError ? (
        <p className="admin-error" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="admin-promotion-actions">
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? 'Guardando...' : 'Guardar promoción'}
        </button>
        <button type="button" className="button button-secondary" onClick={onDone}>
          Cancelar
        </button>
      </div>
    </form>
  );
}
