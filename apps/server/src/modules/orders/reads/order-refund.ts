import type { OrderRefund } from '@store/contract';
import { toPesos } from '@store/money';
import type { bills } from '../tables';

/**
 * A cancelled order's refund as the shopper and staff read it: made, or owed (an amount without a date:
 * a transfer staff have yet to make); null when there is none.
 */
export function refundOf(order: typeof bills.$inferSelect): OrderRefund | null {
  if (!order.refundedAt && order.refundCents === null) return null;
  return {
    amount: toPesos(order.refundCents ?? order.totalCents),
    refunded_at: order.refundedAt?.toISOString() ?? null,
    method: order.refundClabe ? 'transfer' : 'payment',
    clabe_last4: order.refundClabe?.slice(-4) ?? null,
    transfer_reference: order.refundTransferReference,
  };
}
