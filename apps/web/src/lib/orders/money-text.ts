import type { OrderOverpayment, OrderRefundMovement } from '@store/contract';
import { formatMoney } from '../format';
import { formatDate } from '../dates';

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' };

/** Where a refund's money went, as the shopper recognises it. */
export function refundDestination(refund: OrderRefundMovement): string {
  if (refund.destination === 'transfer') {
    return refund.clabe_last4
      ? `por transferencia a tu CLABE terminada en ${refund.clabe_last4}`
      : 'por transferencia a tu cuenta';
  }
  if (refund.destination === 'spei') return 'a la cuenta desde la que transferiste';
  if (refund.card_last4) {
    const brand = refund.card_brand ? `${BRANDS[refund.card_brand] ?? 'Tarjeta'} ` : 'tarjeta ';
    return `a tu ${brand}•••• ${refund.card_last4}`;
  }
  return 'por el mismo medio con el que pagaste';
}

/** Why a refund was made, as the shopper knows it. */
const WHY: Record<OrderRefundMovement['cause'], string> = {
  'order-cancelled': 'por la cancelación',
  'return-refunded': 'por tu devolución',
  'order-refunded': 'reembolso parcial',
};

/**
 * "$2,349.00 a tu Visa •••• 4242: hecho el 6 de marzo de 2026 (por tu devolución)." One refund, where it
 * went, where it stands and why, so that an order refunded in part and then cancelled reads as two.
 */
export function refundMovementText(refund: OrderRefundMovement): string {
  const what = `${formatMoney(refund.amount)} ${refundDestination(refund)}`;
  const state =
    refund.state === 'failed'
      ? 'no se pudo hacer; te escribiremos'
      : refund.state === 'requested'
        ? 'en proceso'
        : `hecho el ${formatDate(refund.settled_at ?? refund.requested_at)}`;
  return `${what}: ${state} (${WHY[refund.cause]}).`;
}

/**
 * "Recibimos $1,500.00; te sobran $202.00, que te devolveremos." What the shopper sent by SPEI beyond
 * the order, and whether it is still theirs to get back, on its way, or back already.
 */
export function overpaymentText(overpayment: OrderOverpayment): string {
  const received = `Recibimos ${formatMoney(overpayment.received)}`;
  if (overpayment.held > 0) {
    return `${received}; te sobran ${formatMoney(overpayment.held)}, que te devolveremos.`;
  }
  if (overpayment.returning > 0) {
    return `${received}; te estamos devolviendo los ${formatMoney(overpayment.returning)} que te sobraron.`;
  }
  return `${received}; te devolvimos los ${formatMoney(overpayment.returned)} que te sobraron.`;
}
