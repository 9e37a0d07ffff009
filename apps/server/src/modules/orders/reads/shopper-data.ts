import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { billStatusChanges, bills, paymentCustomers, paymentSessions } from '../tables';

/** What an order's kept shipping address reads once its shopper deleted their account. */
export const ADDRESS_ERASED = 'Dirección eliminada a petición del cliente';

/** Orders that still need the shopper's name and address: not paid yet, or paid and not delivered. */
const STILL_ON_THEIR_WAY = ['Pendiente de pago', 'En proceso', 'enviado', 'Listo para recoger'] as const;

/** The steps each of the user's orders went through, oldest first, by order id. */
export async function statusHistoriesOf(
  db: Database,
  orderIds: number[],
): Promise<Map<number, { status: string; changed_at: string }[]>> {
  const histories = new Map<number, { status: string; changed_at: string }[]>();
  if (orderIds.length === 0) return histories;
  const rows = await db
    .select()
    .from(billStatusChanges)
    .where(inArray(billStatusChanges.orderId, orderIds))
    .orderBy(asc(billStatusChanges.changedAt), asc(billStatusChanges.id));
  for (const row of rows) {
    const steps = histories.get(row.orderId) ?? [];
    steps.push({ status: row.status, changed_at: row.changedAt.toISOString() });
    histories.set(row.orderId, steps);
  }
  return histories;
}

/**
 * Whether the user has an order still on its way (or a checkout being paid): their account cannot be
 * emptied then, or the parcel would lose the name and address it travels to.
 */
export async function hasOrdersOnTheirWay(tx: Database, userId: number): Promise<boolean> {
  const [order] = await tx
    .select({ id: bills.id })
    .from(bills)
    .where(and(eq(bills.userId, userId), inArray(bills.shippingStatus, [...STILL_ON_THEIR_WAY])))
    .limit(1)
    .for('update');
  if (order) return true;
  const [checkout] = await tx
    .select({ id: paymentSessions.id })
    .from(paymentSessions)
    .where(and(eq(paymentSessions.userId, userId), eq(paymentSessions.status, 'open')))
    .limit(1)
    .for('update');
  return checkout !== undefined;
}

/**
 * Empties what the user's orders keep about them, for a deleted account: the sale stays (the law asks
 * for it) but its address text reads ADDRESS_ERASED, checkouts included, and the payment provider's
 * customer link is forgotten. Answers the ids of the user's orders.
 */
export async function forgetOrdersPersonalData(tx: Database, userId: number): Promise<number[]> {
  const orders = await tx
    .update(bills)
    .set({ shippingAddress: ADDRESS_ERASED })
    .where(eq(bills.userId, userId))
    .returning({ id: bills.id });
  await tx
    .update(paymentSessions)
    .set({ shippingAddressText: ADDRESS_ERASED, shippingAddressId: null })
    .where(eq(paymentSessions.userId, userId));
  await tx.delete(paymentCustomers).where(eq(paymentCustomers.userId, userId));
  return orders.map((order) => order.id);
}
