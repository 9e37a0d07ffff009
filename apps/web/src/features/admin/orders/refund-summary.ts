import type { AdminOrderDetail } from '@store/contract/admin';
import { formatMoney } from '../../../lib/format';
import { formatDateTime } from '../../../lib/dates';

type Payment = AdminOrderDetail['payment'];

/** "a la CLABE terminada en 0004 (clave de rastreo 2026030612345)": the transfer staff made and recorded. */
const transferTo = (refund: NonNullable<Payment['refund']>) =>
  `a la CLABE terminada en ${refund.clabe_last4 ?? '—'}` +
  (refund.transfer_reference ? ` (clave de rastreo ${refund.transfer_reference})` : '');

const STATES = { requested: 'en proceso', succeeded: 'hecho', failed: 'falló: no se devolvió' } as const;

/** One refund of the ledger as staff read it: a return's, or a cancel's that is not told above. */
function movementSummary(refund: AdminOrderDetail['money']['refunds'][number]): string {
  const where =
    refund.destination === 'transfer'
      ? `por transferencia a la CLABE terminada en ${refund.clabe_last4 ?? '—'}`
      : refund.destination === 'spei'
        ? 'a la cuenta SPEI del cliente'
        : `a la tarjeta${refund.card_last4 ? ` •••• ${refund.card_last4}` : ''}`;
  const why = refund.return_id === null ? 'cancelación' : `devolución ${refund.return_id}`;
  const when = refund.settled_at ? ` el ${formatDateTime(refund.settled_at)}` : '';
  return `${formatMoney(refund.amount)} ${where} (${why}), ${STATES[refund.state]}${refund.state === 'failed' ? '' : when}`;
}

/**
 * The payment panel's 'Reembolso', from the ledger: a cancel's refund as before (how much, when, and
 * through the provider, its id, or by transfer), then every other refund (a return's; a failed one
 * says so); 'Sin reembolso' only when no money went back or is going back.
 */
export function refundSummary(order: Pick<AdminOrderDetail, 'payment' | 'money'>): string {
  const { payment } = order;
  const others = order.money.refunds
    .filter((refund) => refund.return_id !== null || !payment.refund)
    .map(movementSummary);
  const cancel = payment.refund ? cancelRefundSummary(payment) : null;
  const all = [...(cancel ? [cancel] : []), ...others];
  return all.length === 0 ? 'Sin reembolso' : all.join('; ');
}

function cancelRefundSummary(payment: Payment): string {
  const { refund } = payment;
  if (!refund) return 'Sin reembolso';
  if (refund.refunded_at === null) {
    return `${formatMoney(refund.amount)} por transferencia, pendiente: aún no se anota la transferencia`;
  }
  const when = `${formatMoney(refund.amount)} el ${formatDateTime(refund.refunded_at)}`;
  return refund.method === 'transfer'
    ? `${when} por transferencia ${transferTo(refund)}`
    : `${when}${payment.refund_id ? ` (${payment.refund_id})` : ''}`;
}

/** The shipping panel's last word on a cancelled order. */
export function cancelledSummary(payment: Payment): string {
  const { refund } = payment;
  if (!refund) return 'Pedido cancelado.';
  if (refund.refunded_at === null) {
    return `Pedido cancelado; falta transferir ${formatMoney(refund.amount)} al cliente (pagó en efectivo en OXXO).`;
  }
  const when = formatDateTime(refund.refunded_at);
  return refund.method === 'transfer'
    ? `Pedido cancelado; se transfirieron ${formatMoney(refund.amount)} ${transferTo(refund)} el ${when}.`
    : `Pedido cancelado y reembolsado (${formatMoney(refund.amount)}) el ${when}.`;
}
