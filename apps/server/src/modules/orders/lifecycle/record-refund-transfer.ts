import type { AdminRefundTransferBody } from '@store/contract/admin';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { recordAudit } from '../../audit';
import type { RefundListener } from './cancel-order';
import { ORDER_NOT_FOUND } from './order-status';
import { bills } from '../tables';

export const NO_REFUND_OWED =
  'Este pedido no tiene un reembolso por transferencia pendiente; no hay nada que anotar.';

/**
 * Staff record the bank transfer that gives back the cash of an order the shopper cancelled after paying
 * at OXXO: the customer's CLABE and the transfer's tracking key, once. The order's status does not change
 * (it is already 'cancelado'); the refund stops being owed, in one conditional UPDATE with its audit entry
 * and the refund told to `onRefund` (the money went back now), so two staff recording it at once write it
 * once.
 */
export async function recordRefundTransfer(
  db: Database,
  orderId: number,
  staffEmail: string,
  { clabe, reference }: AdminRefundTransferBody,
  onRefund: RefundListener,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [owed] = await tx
      .update(bills)
      .set({ refundedAt: sql`now()`, refundClabe: clabe, refundTransferReference: reference })
      .where(
        and(
          eq(bills.id, orderId),
          eq(bills.shippingStatus, 'cancelado'),
          isNull(bills.refundedAt),
          isNotNull(bills.refundCents),
        ),
      )
      .returning({ refundCents: bills.refundCents, satPaymentForm: bills.satPaymentForm });
    if (!owed) {
      const [exists] = await tx.select({ id: bills.id }).from(bills).where(eq(bills.id, orderId));
      throw exists ? new HttpError(409, NO_REFUND_OWED) : new HttpError(404, ORDER_NOT_FOUND);
    }
    await recordAudit(tx, staffEmail, {
      action: 'order.refund_transferred',
      order: orderId,
      refundedCents: owed.refundCents ?? 0,
      refundClabeLast4: clabe.slice(-4),
      refundTransferReference: reference,
    });
    await onRefund(tx, {
      orderId,
      cause: 'order-cancelled',
      refundKey: `cancel-${orderId}`,
      refundedCents: owed.refundCents ?? 0,
      paymentForm: owed.satPaymentForm,
    });
  });
}
