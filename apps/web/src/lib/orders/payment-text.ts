import {
  paymentDeadlineText,
  type OrderRefund,
  type PaymentInstructions,
  type PaymentMethod,
} from '@store/contract';
import { toCentavos } from '@store/money';
import { formatCentavos, formatMoney } from '../format';
import { formatDate } from '../dates';

type SpeiInstructions = Extract<PaymentInstructions, { method: 'spei' }>;

/**
 * What is left to transfer, and what already came when the shopper sent part of it: a bank app lets a
 * shopper type any amount, and SPEI accepts it.
 */
export function speiAmounts(spei: SpeiInstructions): { toSend: string; received: string | null } {
  const receivedCents = toCentavos(spei.amount) - toCentavos(spei.amount_remaining);
  return {
    toSend: formatMoney(spei.amount_remaining),
    received: receivedCents > 0 ? formatCentavos(receivedCents) : null,
  };
}

/** "Paga $2,698.00 en OXXO antes del sábado, …": one line for the Compras list. */
export function payBeforeText(instructions: PaymentInstructions): string {
  const deadline = paymentDeadlineText(instructions.expires_at);
  return instructions.method === 'oxxo'
    ? `Paga ${formatMoney(instructions.amount)} en OXXO antes del ${deadline}.`
    : `Transfiere ${speiAmounts(instructions).toSend} antes del ${deadline}.`;
}

/** Why an order 'Pago no recibido' will not ship, in one sentence. */
export const unpaidText = (method: PaymentMethod): string =>
  method === 'oxxo'
    ? 'Tu ficha venció sin pago; liberamos los productos.'
    : method === 'spei'
      ? 'Tu transferencia no llegó a tiempo; liberamos los productos.'
      : 'No recibimos tu pago; liberamos los productos.';

/**
 * "Reembolso de $2,698.00 a tu tarjeta terminada en 4242 el 6 de marzo de 2026." Cash paid at OXXO cannot
 * go back the way it came, so staff transfer it to the shopper's CLABE and the shopper sees that
 * transfer's reference; until they make it, the refund is owed.
 */
export function refundText(
  refund: OrderRefund,
  method: PaymentMethod,
  cardLast4: string | null = null,
): string {
  if (refund.refunded_at === null) {
    return refund.clabe_last4
      ? `Te devolveremos ${formatMoney(refund.amount)} por transferencia a tu CLABE terminada en ${refund.clabe_last4}; te avisaremos cuando la hagamos.`
      : `Te devolveremos ${formatMoney(refund.amount)} por transferencia: te escribiremos para pedirte tu CLABE.`;
  }
  const where =
    refund.method === 'transfer'
      ? `por transferencia a tu CLABE terminada en ${refund.clabe_last4 ?? '—'}` +
        (refund.transfer_reference ? ` (referencia ${refund.transfer_reference})` : '')
      : method === 'card'
        ? cardLast4
          ? `a tu tarjeta terminada en ${cardLast4}`
          : 'a tu tarjeta'
        : method === 'spei'
          ? 'a la cuenta desde la que transferiste'
          : 'por el mismo medio con el que pagaste';
  return `Reembolso de ${formatMoney(refund.amount)} ${where} el ${formatDate(refund.refunded_at)}.`;
}
