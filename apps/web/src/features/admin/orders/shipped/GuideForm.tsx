import { CARRIERS } from '@store/contract/admin';
import { useId, useState, type FormEvent } from 'react';

/** A check of the two fields by one of the contract's schemas: its data, or its issues by field. */
type Parsed<T> =
  | { success: true; data: T }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

/**
 * The carrier and the tracking number, checked by the contract's own schema (the server's Spanish
 * messages under each field) before `send` is called: to ship an order by hand, or to correct its guide.
 */
export function GuideForm<T>({
  label,
  initial = { carrier: '', trackingNumber: '' },
  submitText,
  pending,
  parse,
  send,
  onCancel,
}: {
  label: string;
  initial?: { carrier: string; trackingNumber: string };
  submitText: string;
  pending: boolean;
  parse: (carrier: string, trackingNumber: string) => Parsed<T>;
  send: (data: T) => Promise<void>;
  onCancel?: () => void;
}) {
  const [carrier, setCarrier] = useState(initial.carrier);
  const [trackingNumber, setTrackingNumber] = useState(initial.trackingNumber);
  const [invalid, setInvalid] = useState<{ carrier?: string; tracking?: string }>({});
  const carrierId = useId();
  const trackingId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = parse(carrier, trackingNumber);
    if (!body.success) {
      const issues = body.error.issues;
      setInvalid({
        carrier: issues.find((issue) => issue.path[0] === 'carrier')?.message,
        tracking: issues.find((issue) => issue.path[0] === 'tracking_number')?.message,
      });
      return;
    }
    setInvalid({});
    await send(body.data);
  };

  return (
    <form
      className="admin-shipping-form"
      aria-label={label}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <div className="admin-field">
        <label htmlFor={carrierId}>Paquetería</label>
        <select
          id={carrierId}
          value={carrier}
          required
          aria-invalid={invalid.carrier ? true : undefined}
          aria-describedby={invalid.carrier ? `${carrierId}-error` : undefined}
          onChange={(event) => setCarrier(event.currentTarget.value)}
        >
          <option value="">Elige una paquetería</option>
          {CARRIERS.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        {invalid.carrier ? (
          <p id={`${carrierId}-error`} className="admin-error">
            {invalid.carrier}
          </p>
        ) : null}
      </div>
      <div className="admin-field">
        <label htmlFor={trackingId}>Número de guía</label>
        <input
          id={trackingId}
          value={trackingNumber}
          required
          autoComplete="off"
          spellCheck={false}
          maxLength={60}
          aria-invalid={invalid.tracking ? true : undefined}
          aria-describedby={invalid.tracking ? `${trackingId}-error` : undefined}
          onChange={(event) => setTrackingNumber(event.currentTarget.value)}
        />
        {invalid.tracking ? (
          <p id={`${trackingId}-error`} className="admin-error">
            {invalid.tracking}
          </p>
        ) : null}
      </div>
      <div className="admin-order-actions">
        <button type="submit" className="button button-primary" disabled={pending}>
          {submitText}
        </button>
        {onCancel ? (
          <button type="button" className="button button-secondary" onClick={onCancel}>
            Cancelar
          </button>
        ) : null}
      </div>
    </form>
  );
}
