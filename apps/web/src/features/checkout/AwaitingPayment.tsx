import { orderPagePath } from '@store/contract';
import { Link } from 'wouter';
import { useOrder } from '../../lib/orders/get-order';
import { overpaymentText } from '../../lib/orders/money-text';
import { PaymentInstructions } from '../../lib/orders/PaymentInstructions';

/**
 * /Success for a checkout that ended with an OXXO voucher or SPEI details: the order holds its units
 * until the deadline, and this is where the shopper first learns how to pay it (the e-mail follows).
 */
export function AwaitingPayment({ billId }: { billId: number }) {
  const order = useOrder(billId);
  const instructions = order.data?.payment_instructions ?? null;
  const overpayment = order.data?.money.overpayment ?? null;
  return (
    <>
      <h1>¡Listo! Tu pedido #{billId} está apartado</h1>
      <div role="status" aria-busy={order.isPending}>
        {instructions ? (
          <p>También te enviamos estas instrucciones por correo.</p>
        ) : order.isError ? (
          <p>No pudimos cargar cómo pagarlo: lo encuentras en tu pedido y en tu correo.</p>
        ) : order.data ? (
          // Paid already (a transfer can arrive within minutes): the order's page says where it is, and
          // what the shopper sent beyond it is told here too.
          <>
            {overpayment ? <p>{overpaymentText(overpayment)}</p> : null}
            <p>Consulta el estado de tu pedido en sus detalles.</p>
          </>
        ) : (
          <p>Cargando cómo pagarlo...</p>
        )}
      </div>
      {instructions ? (
        <PaymentInstructions
          instructions={instructions}
          lead={
            instructions.method === 'oxxo'
              ? 'Págalo en OXXO antes del'
              : 'Págalo con tu transferencia antes del'
          }
        />
      ) : null}
      <div className="checkout-result-actions">
        <Link className="button button-primary" to={orderPagePath(billId)}>
          Ver mi pedido
        </Link>
        <Link className="button button-secondary" to="/">
          CONTINUAR
        </Link>
      </div>
    </>
  );
}
