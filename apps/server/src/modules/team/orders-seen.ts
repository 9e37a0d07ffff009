import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ordersSeen } from './tables';

/**
 * When this member last looked at the orders. The first time anyone asks, that is now: a member who never
 * looked has nothing "new" yet, rather than every order the shop ever took.
 */
export async function ordersSeenAt(db: Database, userId: number, now: Date = new Date()): Promise<Date> {
  // Asked every 30 seconds by each open back-office: a read, and a write only the first time. (An upsert
  // with RETURNING would rewrite the row on every ask.)
  const [stored] = await db
    .select({ seenAt: ordersSeen.seenAt })
    .from(ordersSeen)
    .where(eq(ordersSeen.userId, userId));
  if (stored) return stored.seenAt;
  await db.insert(ordersSeen).values({ userId, seenAt: now }).onConflictDoNothing();
  // Two first asks at once: whichever stored its moment first is the one both answer.
  const [first] = await db
    .select({ seenAt: ordersSeen.seenAt })
    .from(ordersSeen)
    .where(eq(ordersSeen.userId, userId));
  return first!.seenAt;
}

/** The member looked at the orders now: the count of new ones starts again from zero. */
export async function markOrdersSeen(db: Database, userId: number, now: Date = new Date()): Promise<void> {
  await db
    .insert(ordersSeen)
    .values({ userId, seenAt: now })
    .onConflictDoUpdate({ target: ordersSeen.userId, set: { seenAt: now } });
}
