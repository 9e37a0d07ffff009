import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { AccountHold } from '@store/contract/my-data';
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
 * Why the user's account cannot be emptied yet, if it cannot: an order not paid yet (or a checkout being
 * paid), paid and not shipped, on its way, or waiting at the counter, each of which still needs the
 * shopper's name and address. The earliest step answers, so the shopper reads what waits on the shop first.
 */
export async function accountHeldBy(tx: Database, userId: number): Promise<AccountHold | null> {
  const orders = await tx
    .select({ status: bills.shippingStatus })
    .from(bills)
    .where(and(eq(bills.userId, userId), inArray(bills.shippingStatus, [...STILL_ON_THEIR_WAY])))
    .for('update');
  const statuses = new Set(orders.map((order) => order.status));
  const [checkout] = await tx
    .select({ id: paymentSessions.id })
    .from(paymentSessions)
    .where(and(eq(paymentSessions.userId, userId), eq(paymentSessions.status, 'open')))
    .limit(1)
    .for('update');
  if (statuses.has('Pendiente de pago') || checkout) return 'awaiting-payment';
  if (statuses.has('En proceso')) return 'not-shipped';
  if (statuses.has('enviado')) return 'on-the-way';
  if (statuses.has('Listo para recoger')) return 'ready-for-pickup';
  return null;
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
