import { normalizeCouponCode } from '@store/contract';
import { useId, useState, type FormEvent } from 'react';
import { reasonOr } from '../api';
import { FieldError, invalidProps } from '../form/FieldError';
import { appliedCoupon, useAppliedCoupon } from './applied-coupon';
import './coupon-field.css';

/**
 * '¿Tienes un cupón?': the shopper types a code and applies it; the shop says at once whether it exists,
 * runs and has a use left, and the totals show its saving as a line. Why a code gives nothing is said
 * under the field: the shop's refusal, the cart's (`refusal`: minimum not reached, products not covered),
 * or the checkout's at 'Pagar' (`checkoutError`: the last use taken meanwhile).
 */
export function CouponField({
  refusal = null,
  checkoutError = null,
}: {
  refusal?: string | null;
  checkoutError?: string | null;
}) {
  const id = useId();
  const fieldId = `cupon-${id.replace(/:/g, '')}`;
  const applied = useAppliedCoupon();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = error ?? checkoutError ?? (applied ? refusal : null) ?? undefined;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const code = normalizeCouponCode(typed);
    if (code === '') {
      setError('Escribe el código de tu cupón.');
      return;
    }
    setBusy(true);
    setError(null);
    appliedCoupon
      .apply(code)
      .then(() => setTyped(''))
      .catch((failure: unknown) =>
        setError(reasonOr(failure, 'No se pudo revisar el cupón. Vuelve a intentarlo.')),
      )
      .finally(() => setBusy(false));
  };

  const remove = () => {
    setError(null);
    appliedCoupon.remove();
  };

  return (
    <form className="coupon-field" onSubmit={apply} noValidate>
      <label htmlFor={fieldId}>¿Tienes un cupón?</label>
      <div className="coupon-field-row">
        <input
          {...invalidProps(fieldId, shown)}
          type="text"
          name="cupon"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={30}
          placeholder="Código"
          value={applied ? applied.code : typed}
          readOnly={applied !== null}
          onChange={(event) => {
            setTyped(event.target.value);
            if (error) setError(null);
          }}
        />
        {applied ? (
          <button
            type="button"
            className="button button-secondary"
            aria-label={`Quitar el cupón ${applied.code}`}
            onClick={remove}
          >
            Quitar
          </button>
        ) : (
          <button type="submit" className="button button-secondary" disabled={busy} aria-busy={busy}>
            {busy ? 'Revisando…' : 'Aplicar'}
          </button>
        )}
      </div>
      <FieldError fieldId={fieldId} error={shown} />
      {applied && !shown ? (
        <span className="coupon-field-applied" role="status">
          Cupón {applied.code} aplicado
        </span>
      ) : null}
    </form>
  );
}
