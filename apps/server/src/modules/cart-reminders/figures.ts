import { gte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { firstPaidOrdersAfter } from '../orders';
import { cartReminders } from './tables';

/** A cart counts as recovered when its shopper paid an order within this many days of the reminder. */
export const RECOVERY_DAYS = 7;

export type CartReminderFigures = { sent: number; recovered: number; recoveredCents: number };

/**
 * The dashboard's reminders of the last `days`: how many went, how many carts came back (the shopper's
 * first order after the reminder, paid within a week), and that money net of refunds (the ledger's).
 */
export async function cartReminderFigures(db: Database, since: Date): Promise<CartReminderFigures> {
  const sent = await db
    .select({ userId: cartReminders.userId, sentAt: cartReminders.sentAt })
    .from(cartReminders)
    .where(gte(cartReminders.sentAt, since));
  const orders = await firstPaidOrdersAfter(
    db,
    sent.map((reminder) => ({ userId: reminder.userId, after: reminder.sentAt })),
    RECOVERY_DAYS,
  );
  // Two reminders followed by the same order recover one cart.
  const recovered = new Map(
    orders.flatMap((order) => (order ? [[order.orderId, order.netCents] as const] : [])),
  );
  return {
    sent: sent.length,
    recovered: recovered.size,
    recoveredCents: [...recovered.values()].reduce((total, cents) => total + cents, 0),
  };
}
