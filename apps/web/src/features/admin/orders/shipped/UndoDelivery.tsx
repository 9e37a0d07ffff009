import { endSentence, formatDateTime } from '../../../../lib/dates';
import { useConfirm } from '../../../../lib/dialog/confirm';
import { messageOf, type StepProps } from '../order-steps';
import { useUndoDelivery } from './shipped-api';

/**
 * 'Deshacer entregado': for the ten minutes after staff marked a delivery by hand (the server says until
 * when), a mistaken click is taken back, after a question that says what the shopper will hear.
 */
export function UndoDeliveryButton({ order, onError, onDone }: StepProps) {
  const undo = useUndoDelivery(order.bill_id);
  const confirmation = useConfirm();
  const until = order.shipping.undo_delivery_until;
  if (!until) return null;
  const run = async () => {
    onError(null);
    const yes = await confirmation.ask({
      title: `¿Deshacer la entrega del pedido ${order.bill_id}?`,
      body: (
        <p>
          El pedido vuelve a quedar enviado, con su guía. Si el correo de entregado aún no sale, ya no se
          envía; si ya salió, el cliente recibe otro que le aclara que su pedido sigue en camino.
        </p>
      ),
      confirm: 'Sí, deshacer la entrega',
    });
    if (!yes) return;
    try {
      await undo.mutateAsync();
      onDone('Entrega deshecha: el pedido vuelve a estar enviado.');
    } catch (error) {
      onError(messageOf(error));
    }
  };
  return (
    <div className="admin-order-actions">
      <p className="admin-hint">
        {endSentence(`¿Fue un error? Puedes deshacerlo hasta el ${formatDateTime(until)}`)}
      </p>
      <button
        type="button"
        className="button button-secondary"
        disabled={undo.isPending}
        onClick={() => void run()}
      >
        Deshacer entregado
      </button>
      {confirmation.dialog}
    </div>
  );
}
