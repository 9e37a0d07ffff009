import type { AdminRefundTransferBody } from '@store/contract/admin';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { recordAudit } from '../../audit';
import { NO_TRANSFER_OWED, recordTransferMade } from '../../ledger';
import { refundFollowUps, type RefundListener } from './give-back';
import { orderStatus } from './order-status';
import { bills } from '../tables';

export const NO_REFUND_OWED = NO_TRANSFER_OWED;

/**
 * Staff record the bank transfer that gives back the cash of an order the shopper cancelled after paying
 * at OXXO: the customer's CLABE and the transfer's tracking key, once. The order's status does not change
 * (it is already 'cancelado'); the ledger's refund that was owed succeeds, under the order's row lock and
 * conditional on its state, so two staff recording it at once record it once (the second gets 409), and
 * the ledger tells `onRefund` (the money went back now: the invoice's cancellation or credit note).
 */
export async function recordRefundTransfer(
  db: Database,
  orderId: number,
  staffEmail: string,
  { clabe, reference }: AdminRefundTransferBody,
  onRefund: RefundListener,
): Promise<void> {
  await db.transaction(async (tx) => {
    await orderStatus(tx, orderId, { forUpdate: true });
    const refundedCents = await recordTransferMade(
      tx,
      orderId,
      { clabe, reference },
      refundFollowUps(onRefund),
    );
    // Kept beside the ledger for older readers of the order's row; money is read from the ledger only.
    await tx
      .update(bills)
      .set({ refundedAt: sql`now()`, refundClabe: clabe, refundTransferReference: reference })
      .where(eq(bills.id, orderId));
    await recordAudit(tx, staffEmail, {
      action: 'order.refund_transferred',
      order: orderId,
      refundedCents,
      refundClabeLast4: clabe.slice(-4),
      refundTransferReference: reference,
    });
  });
}
