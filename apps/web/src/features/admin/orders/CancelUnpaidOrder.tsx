import { useId, useState, type ReactNode } from 'react';
import { Dialog } from '../../../lib/dialog/Dialog';
import { useCancelUnpaidOrder } from './api/cancel-unpaid-order';
import { messageOf } from './order-steps';

const pieces = (units: number) =>
  units === 1 ? '1 pieza apartada regresará' : `${units} piezas apartadas regresarán`;

/**
 * 'Cancelar' for an order still waiting for its money, confirmed in a dialog first: its voucher or
 * transfer details stop working and the units it holds go back to stock. Open to all staff (an unpaid
 * order has no money to refund); the server has the last word if the money arrived meanwhile.
 */
export function CancelUnpaidButton({
  orderId,
  units,
  label = 'Cancelar',
  onDone,
}: {
  orderId: number;
  units: number;
  /** The button's words; in a row of the list, 'Cancelar' with the order's number for screen readers. */
  label?: ReactNode;
  onDone: (message: string) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const cancel = useCancelUnpaidOrder(orderId);
  const reasonId = useId();

  const close = () => {
    setConfirming(false);
    setFailure(null);
  };
  const confirm = async () => {
    setFailure(null);
    try {
      await cancel.mutateAsync(reason.trim() ? { reason: reason.trim() } : {});
      setConfirming(false);
      onDone(`Pedido ${orderId} cancelado; sus piezas regresaron al inventario.`);
    } catch (error) {
      setFailure(messageOf(error));
    }
  };

  return (
    <>
      <button type="button" className="button button-secondary" onClick={() => setConfirming(true)}>
        {label}
      </button>
      {confirming ? (
        <Dialog title={`¿Cancelar el pedido ${orderId}?`} onClose={close}>
          <p>
            El cliente aún no paga este pedido. Su ficha o sus datos de transferencia dejarán de servir y{' '}
            {pieces(units)} al inventario. No hay dinero que devolver. Esto no se puede deshacer.
          </p>
          <div className="admin-field">
            <label htmlFor={reasonId}>Motivo (opcional)</label>
            <input
              id={reasonId}
              value={reason}
              maxLength={300}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
          </div>
          {failure ? (
            <p className="admin-error" role="alert">
              {failure}
            </p>
          ) : null}
          <div className="admin-order-actions">
            <button
              type="button"
              className="button admin-button-danger"
              disabled={cancel.isPending}
              onClick={() => void confirm()}
            >
              Sí, cancelar el pedido
            </button>
            <button type="button" className="button button-secondary" onClick={close}>
              No, conservarlo
            </button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
