import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ordersSeen } from './tables';

/**
 * When this member last looked at the orders. The first time anyone asks, that is now: a member who never
 * looked has nothing "new" yet, rather than every order the shop ever took.
 */
export async function ordersSeenAt(db: Database, userId: number, now: Date = new Date()): Promise<Date> {
  const [row] = await db
    .insert(ordersSeen)
    .values({ userId, seenAt: now })
    // A no-op update, so that RETURNING answers the stored moment when there is one.
    .onConflictDoUpdate({ target: ordersSeen.userId, set: { seenAt: sql`${ordersSeen.seenAt}` } })
    .returning({ seenAt: ordersSeen.seenAt });
  return row!.seenAt;
}

/** The member looked at the orders now: the count of new ones starts again from zero. */
export async function markOrdersSeen(db: Database, userId: number, now: Date = new Date()): Promise<void> {
  await db
    .insert(ordersSeen)
    .values({ userId, seenAt: now })
    .onConflictDoUpdate({ target: ordersSeen.userId, set: { seenAt: now } });
}
