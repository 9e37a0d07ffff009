import { adminPickupHandoverBody } from '@store/contract/admin';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../../../lib/api';
import { useChangeOrderStatus } from '../api/change-order-status';
import { messageOf, type StepProps } from '../order-steps';
import { useHandOverPickup } from './hand-over-pickup';

/** 'Listo para recoger': the order is at the counter; the shopper gets its code by e-mail. */
export function ReadyForPickupButton({ order, onError, onDone }: StepProps) {
  const change = useChangeOrderStatus(order.bill_id);
  const ready = async () => {
    onError(null);
    try {
      await change.mutateAsync({ status: 'Listo para recoger' });
      onDone('Pedido listo para recoger. Le enviamos al cliente su código de recogida.');
    } catch (error) {
      onError(messageOf(error));
    }
  };
  return (
    <div className="admin-order-actions">
      <p className="admin-hint">
        Cuando el pedido esté en el mostrador, márcalo: el cliente recibe por correo su código de recogida.
      </p>
      <button
        type="button"
        className="button button-primary"
        disabled={change.isPending}
        onClick={() => void ready()}
      >
        Listo para recoger
      </button>
    </div>
  );
}

/** Whether the server refused the code itself (wrong, or too many wrong ones), to say so under its field. */
const refusesTheCode = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.cause as { field?: unknown } | undefined)?.field === 'pickup_code';

/**
 * 'Entregado en tienda': staff type the code the shopper shows, or scan its QR code with a reader that
 * types it and presses Enter. A wrong code is said under the field, which keeps the focus for the next try.
 */
export function HandOverForm({ order, onError, onDone }: StepProps) {
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const handOver = useHandOverPickup(order.bill_id);
  const field = useRef<HTMLInputElement>(null);
  const codeId = useId();

  const refuse = (message: string) => {
    setInvalid(message);
    field.current?.focus();
    field.current?.select();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    onError(null);
    // The contract's own schema checks the code, with the server's Spanish message.
    const body = adminPickupHandoverBody.safeParse({ pickup_code: code });
    if (!body.success) {
      refuse(body.error.issues[0]?.message ?? 'Revisa el código.');
      return;
    }
    setInvalid(null);
    try {
      await handOver.mutateAsync(body.data);
      onDone('Pedido entregado en tienda.');
    } catch (error) {
      if (refusesTheCode(error)) refuse(error.message);
      else onError(messageOf(error));
    }
  };

  return (
    <form className="admin-shipping-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="admin-field">
        <label htmlFor={codeId}>Código de recogida</label>
        <input
          id={codeId}
          ref={field}
          value={code}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${codeId}-error` : `${codeId}-hint`}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        {invalid ? (
          <p id={`${codeId}-error`} className="admin-error" role="alert">
            {invalid}
          </p>
        ) : (
          <p id={`${codeId}-hint`} className="admin-hint">
            Los 6 dígitos que el cliente trae en su correo o en su pedido; también puedes escanear su código
            QR.
          </p>
        )}
      </div>
      <div>
        <button type="submit" className="button button-primary" disabled={handOver.isPending}>
          Entregado en tienda
        </button>
      </div>
    </form>
  );
}
