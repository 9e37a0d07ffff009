import { adminOrderCancelBody, type AdminOrderCancelBody } from '@store/contract/admin';
import { useId, useRef, useState, type FormEvent } from 'react';

export type RefundTransfer = NonNullable<AdminOrderCancelBody['refund_transfer']>;

type Invalid = { clabe?: string; reference?: string };

/**
 * The cancel dialog of an order paid in cash at OXXO: the payment provider cannot give cash back, so
 * staff transfer the money to the customer's CLABE from the shop's account and write down where it went
 * and its clave de rastreo, checked as the server checks them (the CLABE's check digit included).
 */
export function TransferRefundForm({
  amount,
  pending,
  failure,
  onConfirm,
  onKeep,
  recording = false,
}: {
  /** What to transfer, written as money. */
  amount: string;
  /**
   * The order is already cancelled (by the shopper) with its refund owed: the form only records the
   * transfer. Otherwise it cancels the order with it.
   */
  recording?: boolean;
  pending: boolean;
  /** The server's refusal, shown here so the details can be corrected without typing them again. */
  failure: string | null;
  onConfirm: (transfer: RefundTransfer) => void;
  onKeep: () => void;
}) {
  const [clabe, setClabe] = useState('');
  const [reference, setReference] = useState('');
  const [invalid, setInvalid] = useState<Invalid>({});
  const clabeInput = useRef<HTMLInputElement>(null);
  const referenceInput = useRef<HTMLInputElement>(null);
  const ids = { clabe: useId(), reference: useId() };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = adminOrderCancelBody.safeParse({ refund_transfer: { clabe, reference } });
    const transfer = body.success ? body.data.refund_transfer : undefined;
    if (!transfer) {
      const issues = body.success ? [] : body.error.issues;
      const next: Invalid = {
        clabe: issues.find((issue) => issue.path[1] === 'clabe')?.message,
        reference: issues.find((issue) => issue.path[1] === 'reference')?.message,
      };
      setInvalid(next);
      (next.clabe ? clabeInput : referenceInput).current?.focus();
      return;
    }
    setInvalid({});
    onConfirm(transfer);
  };

  return (
    <form className="admin-shipping-form" noValidate onSubmit={submit}>
      {recording ? (
        <p>
          El cliente canceló este pedido pagado en efectivo en OXXO: transfiere {amount} a su CLABE desde la
          cuenta de la tienda y anota aquí los datos. El cliente verá la transferencia en su pedido.
        </p>
      ) : (
        <p>
          Los pagos en efectivo en OXXO no se pueden reembolsar por la pasarela: transfiere {amount} a la
          CLABE del cliente desde la cuenta de la tienda y anota aquí los datos. Las piezas regresarán al
          inventario. Esto no se puede deshacer.
        </p>
      )}
      <div className="admin-field">
        <label htmlFor={ids.clabe}>CLABE del cliente</label>
        <input
          ref={clabeInput}
          id={ids.clabe}
          value={clabe}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          maxLength={30}
          required
          aria-invalid={invalid.clabe ? true : undefined}
          aria-describedby={invalid.clabe ? `${ids.clabe}-error` : undefined}
          onChange={(event) => setClabe(event.currentTarget.value)}
        />
        {invalid.clabe ? (
          <p id={`${ids.clabe}-error`} className="admin-error">
            {invalid.clabe}
          </p>
        ) : null}
      </div>
      <div className="admin-field">
        <label htmlFor={ids.reference}>Clave de rastreo o referencia</label>
        <input
          ref={referenceInput}
          id={ids.reference}
          value={reference}
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          required
          aria-invalid={invalid.reference ? true : undefined}
          aria-describedby={invalid.reference ? `${ids.reference}-error` : undefined}
          onChange={(event) => setReference(event.currentTarget.value)}
        />
        {invalid.reference ? (
          <p id={`${ids.reference}-error`} className="admin-error">
            {invalid.reference}
          </p>
        ) : null}
      </div>
      {failure ? (
        <p className="admin-error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="admin-order-actions">
        <button type="submit" className="button admin-button-danger" disabled={pending}>
          {recording ? 'Registrar la transferencia' : 'Sí, cancelar y registrar la transferencia'}
        </button>
        <button type="button" className="button button-secondary" onClick={onKeep}>
          {recording ? 'Todavía no' : 'No, conservar el pedido'}
        </button>
      </div>
    </form>
  );
}
