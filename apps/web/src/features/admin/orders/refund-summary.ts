import type { AdminOrderDetail } from '@store/contract/admin';
import { formatMoney } from '../../../lib/format';
import { formatDateTime } from '../../../lib/dates';

type Payment = AdminOrderDetail['payment'];

/** "a la CLABE terminada en 0004 (clave de rastreo 2026030612345)": the transfer staff made and recorded. */
const transferTo = (refund: NonNullable<Payment['refund']>) =>
  `a la CLABE terminada en ${refund.clabe_last4 ?? '—'}` +
  (refund.transfer_reference ? ` (clave de rastreo ${refund.transfer_reference})` : '');

/** The payment panel's 'Reembolso': how much, when, and through the provider (its id) or by transfer. */
export function refundSummary(payment: Payment): string {
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
