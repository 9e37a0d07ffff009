import { bill as billSchema, billCancelBody, type Bill, type BillCancelBody } from '@store/contract';
import { useId, useState, type FormEvent } from 'react';
import { request, reasonOr } from '../../lib/api';
import { Dialog } from '../../lib/dialog/Dialog';
import { formatMoney } from '../../lib/format';
import { invoiceKeys } from '../../lib/invoices/keys';
import { queryKeys, useQueryClient } from '../../lib/query';
import { useMutation } from '../../lib/query/use-mutation';

/** POST /api/bills/:bill_id/cancel: the shopper's own order, cancelled before it ships. */
const cancelMyOrder = (orderId: number, body: BillCancelBody) =>
  request(`/bills/${orderId}/cancel`, billSchema, { method: 'POST', json: body });

function useCancelMyOrder(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BillCancelBody) => cancelMyOrder(orderId, body),
    onSuccess: (order) => client.setQueryData(queryKeys.order(orderId), order),
    // The Compras list and the profile's statistics show the order's status too, and a cancelled order
    // can no longer ask for its invoice.
    invalidates: [['orders'], invoiceKeys.order(orderId)],
  });
}

/**
 * Orders the shopper may still cancel: not shipped yet (or waiting at the store's counter), paid or
 * waiting for the money.
 */
export const cancellable = (status: Bill['shipping_status']): boolean =>
  status === 'En proceso' || status === 'Listo para recoger' || status === 'Pendiente de pago';

const FAILED = 'No pudimos cancelar tu pedido. Intenta de nuevo en un momento.';

/** What cancelling does with the money and the units, said before the shopper confirms. */
function consequence(bill: Bill): string {
  const amount = formatMoney(bill.total_amount);
  if (bill.shipping_status === 'Pendiente de pago') {
    return bill.payment.method === 'spei'
      ? 'Los datos de tu transferencia dejarán de ser válidos y liberaremos los productos. Como aún no pagas, no hay nada que reembolsar: no hagas la transferencia.'
      : 'Tu ficha de OXXO dejará de ser válida y liberaremos los productos. Como aún no pagas, no hay nada que reembolsar: no pagues la ficha.';
  }
  if (bill.payment.method === 'oxxo') {
    return `Pagaste en efectivo en OXXO, así que te devolveremos ${amount} por transferencia. Si quieres, escribe tu CLABE para hacerla más rápido; si no, te escribiremos para pedírtela.`;
  }
  if (bill.payment.method === 'spei') {
    return `Te reembolsaremos ${amount} a la cuenta desde la que transferiste. Puede tardar unos días en verse.`;
  }
  const card = bill.shipping_last4 ? ` terminada en ${bill.shipping_last4}` : '';
  return `Te reembolsaremos ${amount} a tu tarjeta${card}. Tu banco lo refleja en 5 a 10 días hábiles.`;
}

/**
 * 'Cancelar pedido', confirmed in a dialog that says what happens: the refund and where it goes, or, for
 * an order not paid yet, that its voucher or transfer details stop being valid. Cash paid at OXXO goes
 * back by transfer, so the dialog takes the shopper's CLABE if they want to give it.
 */
export function CancelOrder({ bill }: { bill: Bill }) {
  const [confirming, setConfirming] = useState(false);
  const [clabe, setClabe] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const cancel = useCancelMyOrder(bill.bill_id);
  const ids = { clabe: useId(), error: useId() };
  const asksClabe = bill.shipping_status !== 'Pendiente de pago' && bill.payment.method === 'oxxo';

  const close = () => {
    setConfirming(false);
    setInvalid(null);
    setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const body = billCancelBody.safeParse(asksClabe && clabe.trim() ? { refund_clabe: clabe } : {});
    if (!body.success) {
      setInvalid(body.error.issues[0]?.message ?? 'Revisa tu CLABE.');
      return;
    }
    setInvalid(null);
    try {
      await cancel.mutateAsync(body.data);
      setConfirming(false);
    } catch (error) {
      setFailure(reasonOr(error, FAILED));
    }
  };

  return (
    <>
      <button type="button" className="button button-secondary" onClick={() => setConfirming(true)}>
        Cancelar pedido
      </button>
      {confirming ? (
        <Dialog title={`¿Cancelar tu pedido #${bill.bill_id}?`} onClose={close}>
          <form className="order-cancel" noValidate onSubmit={(event) => void submit(event)}>
            <p>{consequence(bill)}</p>
            {asksClabe ? (
              <div className="form-field">
                <label htmlFor={ids.clabe}>Tu CLABE (opcional)</label>
                <input
                  id={ids.clabe}
                  value={clabe}
                  inputMode="numeric"
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={30}
                  aria-invalid={invalid ? true : undefined}
                  aria-describedby={invalid ? ids.error : undefined}
                  onChange={(event) => setClabe(event.currentTarget.value)}
                />
                {invalid ? (
                  <p id={ids.error} className="order-cancel-error">
                    {invalid}
                  </p>
                ) : null}
              </div>
            ) : null}
            <p>Esto no se puede deshacer.</p>
            {failure ? (
              <p className="order-cancel-error" role="alert">
                {failure}
              </p>
            ) : null}
            <div className="order-cancel-actions">
              <button type="submit" className="button button-primary" disabled={cancel.isPending}>
                Sí, cancelar pedido
              </button>
              <button type="button" className="button button-secondary" onClick={close}>
                No, conservarlo
              </button>
            </div>
          </form>
        </Dialog>
      ) : null}
    </>
  );
}
