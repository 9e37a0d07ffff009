import { useState } from 'react';
import { Dialog } from '../../../lib/dialog/Dialog';
import { formatMoney } from '../../../lib/format';
import { useCancelOrder } from './api/cancel-order';
import { messageOf, type StepProps } from './order-steps';
import { TransferRefundForm, type RefundTransfer } from './TransferRefundForm';

/**
 * 'Cancelar y reembolsar', confirmed in a dialog. A card or SPEI payment goes back through the payment
 * provider; cash paid at OXXO cannot, so staff transfer it themselves and the dialog asks for that
 * transfer's details, which the server requires.
 */
export function CancelButton({ order, onError, onDone }: StepProps) {
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const cancel = useCancelOrder(order.bill_id);
  const byTransfer = order.payment.method === 'oxxo';

  const close = () => {
    setConfirming(false);
    setFailure(null);
  };
  const confirm = async (refundTransfer?: RefundTransfer) => {
    onError(null);
    setFailure(null);
    try {
      await cancel.mutateAsync(refundTransfer ? { refund_transfer: refundTransfer } : {});
      // The dialog goes with this button once the order shows as cancelled.
      onDone(byTransfer ? 'Pedido cancelado y transferencia registrada.' : 'Pedido cancelado y reembolsado.');
    } catch (error) {
      // The transfer's details stay in the dialog to be corrected; a refused refund closes it.
      if (byTransfer) {
        setFailure(messageOf(error));
      } else {
        setConfirming(false);
        onError(messageOf(error));
      }
    }
  };

  return (
    <div className="admin-order-actions">
      <button type="button" className="button button-secondary" onClick={() => setConfirming(true)}>
        Cancelar y reembolsar
      </button>
      {confirming ? (
        <Dialog title={`¿Cancelar el pedido ${order.bill_id}?`} onClose={close}>
          {byTransfer ? (
            <TransferRefundForm
              amount={formatMoney(order.payment.amount)}
              pending={cancel.isPending}
              failure={failure}
              onConfirm={(transfer) => void confirm(transfer)}
              onKeep={close}
            />
          ) : (
            <>
              <p>
                Se devolverán {formatMoney(order.payment.amount)} al cliente
                {order.payment.card_last4 ? ` en su tarjeta •••• ${order.payment.card_last4}` : ''} y las
                piezas regresarán al inventario. Esto no se puede deshacer.
              </p>
              <div className="admin-order-actions">
                <button
                  type="button"
                  className="button admin-button-danger"
                  disabled={cancel.isPending}
                  onClick={() => void confirm()}
                >
                  Sí, cancelar y reembolsar
                </button>
                <button type="button" className="button button-secondary" onClick={close}>
                  No, conservar el pedido
                </button>
              </div>
            </>
          )}
        </Dialog>
      ) : null}
    </div>
  );
}
