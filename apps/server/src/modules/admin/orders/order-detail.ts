import { SHIPPING_STATUSES, type ShippingStatus } from '@store/contract';
import type { AdminOrderDetail } from '@store/contract/admin';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { billLines, bills, billStatusChanges, paymentSessions, users } from '../../../db/schema';
import { HttpError } from '../../../http/errors';
import { pesos } from '../../../lib/money';
import { BILL_NOT_FOUND, toBillDetail } from '../../bills/bills';
import { trackingUrl } from '../../bills/tracking-url';

const isShippingStatus = (value: string): value is ShippingStatus =>
  (SHIPPING_STATUSES as readonly string[]).includes(value);

/** An order as staff see it: lines, address, payment, customer and every step of its shipping. */
export async function orderDetail(db: Database, billId: number): Promise<AdminOrderDetail> {
  const [row] = await db
    .select({ bill: bills, reference: paymentSessions.reference, customer: users })
    .from(bills)
    .innerJoin(paymentSessions, eq(paymentSessions.id, bills.paymentSessionId))
    .innerJoin(users, eq(users.id, bills.userId))
    .where(eq(bills.id, billId));
  if (!row) throw new HttpError(404, BILL_NOT_FOUND);
  const [lines, history] = await Promise.all([
    db.select().from(billLines).where(eq(billLines.billId, billId)).orderBy(asc(billLines.id)),
    db
      .select()
      .from(billStatusChanges)
      .where(eq(billStatusChanges.billId, billId))
      .orderBy(asc(billStatusChanges.changedAt), asc(billStatusChanges.id)),
  ]);
  const { bill, customer } = row;
  return {
    bill_id: bill.id,
    reference: row.reference,
    created_at: bill.createdAt.toISOString(),
    shipping_status: bill.shippingStatus,
    customer: { name: customer.name, email: customer.email, phone_number: customer.phoneNumber },
    shipping_address: bill.shippingAddress,
    lines: lines.map(toBillDetail),
    summary: {
      subtotal: pesos(bill.subtotalCents),
      total_discount: pesos(bill.discountCents),
      shipping_cost: pesos(bill.shippingCents),
      total_amount: pesos(bill.totalCents),
    },
    payment: {
      card_last4: bill.cardLast4,
      amount: pesos(bill.totalCents),
      refunded_at: bill.refundedAt?.toISOString() ?? null,
      refund_id: bill.refundId,
    },
    shipping: {
      carrier: bill.carrier,
      tracking_number: bill.trackingNumber,
      tracking_url: trackingUrl(bill.carrier, bill.trackingNumber),
    },
    // Only this module writes the history, always with one of the statuses.
    history: history.flatMap((change) =>
      isShippingStatus(change.status)
        ? [
            {
              status: change.status,
              carrier: change.carrier,
              tracking_number: change.trackingNumber,
              changed_by: change.changedBy,
              changed_at: change.changedAt.toISOString(),
            },
          ]
        : [],
    ),
  };
}
