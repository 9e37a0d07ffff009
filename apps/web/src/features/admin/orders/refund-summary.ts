import type { AdminOrderDetail } from '@store/contract/admin';
import { formatMoney } from '../../../lib/format';
import { endSentence, formatDateTime } from '../../../lib/dates';

type Payment = AdminOrderDetail['payment'];

/** "a la CLABE terminada en 0004 (clave de rastreo 2026030612345)": the transfer staff made and recorded. */
const transferTo = (refund: Pick<NonNullable<Payment['refund']>, 'clabe_last4' | 'transfer_reference'>) =>
  `a la CLABE terminada en ${refund.clabe_last4 ?? '—'}` +
  (refund.transfer_reference ? ` (clave de rastreo ${refund.transfer_reference})` : '');

type LedgerRefund = AdminOrderDetail['money']['refunds'][number];

const WHY: Record<LedgerRefund['cause'], string> = {
  'order-cancelled': 'Cancelación',
  'return-refunded': 'Devolución',
  'order-refunded': 'Reembolso parcial',
};

/** Where a refund stands; a transfer still owed says what is missing. */
function stateOf(refund: LedgerRefund): string {
  if (refund.state === 'failed') return 'falló: no se devolvió';
  if (refund.state === 'requested') {
    return refund.destination === 'transfer' ? 'pendiente: aún no se anota la transferencia' : 'en proceso';
  }
  return `hecho${refund.settled_at ? ` el ${formatDateTime(refund.settled_at)}` : ''}`;
}

/**
 * One refund of the ledger as staff read it in the payment panel's 'Reembolso', where every refund of the
 * order is listed in the order it was made (partial ones, returns', the cancel's): why (the cancel's with
 * the provider's refund id, a return's with its number), how much, where it went and where it stands.
 * "Devolución 3: $2,249.10 a la tarjeta •••• 4242, hecho el 12/03/2026, 12:00".
 */
export function refundSummary(refund: LedgerRefund, payment: Payment): string {
  const where =
    refund.destination === 'transfer'
      ? refund.clabe_last4
        ? `por transferencia ${transferTo(refund)}`
        : 'por transferencia'
      : refund.destination === 'spei'
        ? 'a la cuenta SPEI del cliente'
        : `a la tarjeta${refund.card_last4 ? ` •••• ${refund.card_last4}` : ''}`;
  const why =
    refund.cause === 'return-refunded' && refund.return_id !== null
      ? `Devolución ${refund.return_id}`
      : refund.cause === 'order-cancelled' && payment.refund_id
        ? `Cancelación (${payment.refund_id})`
        : WHY[refund.cause];
  return `${why}: ${formatMoney(refund.amount)} ${where}, ${stateOf(refund)}`;
}

/** The shipping panel's last word on a cancelled order. */
export function cancelledSummary(payment: Payment): string {
  const { refund } = payment;
  if (!refund) return 'Pedido cancelado.';
  if (refund.refunded_at === null) {
    return `Pedido cancelado; falta transferir ${formatMoney(refund.amount)} al cliente (pagó en efectivo en OXXO).`;
  }
  const when = formatDateTime(refund.refunded_at);
  return endSentence(
    refund.method === 'transfer'
      ? `Pedido cancelado; se transfirieron ${formatMoney(refund.amount)} ${transferTo(refund)} el ${when}`
      : `Pedido cancelado y reembolsado (${formatMoney(refund.amount)}) el ${when}`,
  );
}
