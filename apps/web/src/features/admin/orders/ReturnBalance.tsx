import type { AdminOrderDetail } from '@store/contract/admin';
import { useState } from 'react';
import { Dialog } from '../../../lib/dialog/Dialog';
import { formatMoney } from '../../../lib/format';
import { overpaymentText } from '../../../lib/orders/money-text';
import { useIsOwner } from '../role';
import { useReturnBalance } from './api/return-balance';
import { messageOf } from './order-steps';

/**
 * What the shopper sent by SPEI beyond the order, and for owners 'Devolver saldo': confirmed in the
 * shop's dialog, it gives all of it back from the shopper's balance at the payment provider. The server
 * has the last word: a second press finds nothing left to give (409) and says so.
 */
export function OrderOverpayment({ order }: { order: AdminOrderDetail }) {
  const overpayment = order.money.overpayment;
  const owner = useIsOwner();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const give = useReturnBalance(order.bill_id);
  if (!overpayment) return null;
  const held = formatMoney(overpayment.held);

  const close = () => {
    setConfirming(false);
    setFailure(null);
  };
  const confirm = async () => {
    setFailure(null);
    try {
      await give.mutateAsync();
      setConfirming(false);
      setDone(`Pediste devolver ${held} al cliente; le llegará un correo cuando esté en su cuenta.`);
    } catch (error) {
      setFailure(messageOf(error));
    }
  };

  return (
    <div className="admin-overpayment">
      <dl className="admin-facts">
        <dt>Saldo a favor</dt>
        <dd>{held}</dd>
      </dl>
      <p>{overpaymentText(overpayment)}</p>
      {done ? <p role="status">{done}</p> : null}
      {owner && overpayment.held > 0 ? (
        <button type="button" className="button button-secondary" onClick={() => setConfirming(true)}>
          Devolver saldo
        </button>
      ) : null}
      {confirming ? (
        <Dialog title={`¿Devolver ${held} al cliente?`} onClose={close}>
          <p>
            El cliente transfirió {held} de más por el pedido {order.bill_id}. Se los devolvemos desde su
            saldo en la pasarela de pago a la cuenta de la que transfirió; si hace falta, la pasarela le pide
            sus datos bancarios por correo. Esto no cambia lo cobrado del pedido y no se puede deshacer.
          </p>
          {failure ? (
            <p className="admin-error" role="alert">
              {failure}
            </p>
          ) : null}
          <div className="admin-order-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={give.isPending}
              onClick={() => void confirm()}
            >
              Sí, devolver {held}
            </button>
            <button type="button" className="button button-secondary" onClick={close}>
              No, todavía no
            </button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
