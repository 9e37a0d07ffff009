import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from './tables';

/** How the shop reaches a user: what orders, exports and e-mails name them by. */
export type UserContact = { name: string; email: string; phoneNumber: string | null };

/**
 * The name, e-mail and phone of each of `userIds`, in one query: a page of orders or a batch of alerts
 * asks once and merges in memory. A deleted account answers with the emptied row's name and e-mail.
 */
export async function contactsOf(
  db: Database,
  userIds: readonly number[],
): Promise<Map<number, UserContact>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, phoneNumber: users.phoneNumber })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map(({ id, ...contact }) => [id, contact]));
}

/**
 * A condition for another module's query: the user `userId` (a column of that query) has a name
 * (accents ignored) or e-mail matching the ILIKE `pattern`. The order list filters and counts its page
 * by it in one statement, however many users match.
 */
export const userMatchesSql = (userId: SQL, pattern: string): SQL =>
  sql`EXISTS (SELECT 1 FROM ${users} mu WHERE mu.id = ${userId}
         AND (unaccent(mu.name) ILIKE unaccent(${pattern}) OR mu.email ILIKE ${pattern}))`;

/**
 * Holds the user's row until the transaction ends, so that two requests of one shopper counting against
 * a per-shopper limit (stock alerts' cap) wait for each other instead of both passing it.
 */
export async function lockUser(tx: Database, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/**
 * Every user as a derived table (`user_id`, `name`, `email`, `phone_number`, `created_at`, `deleted_at`),
 * for the back-office's 'Clientes', which searches and sorts them beside what orders adds up per user.
 */
export const customersSql = (): SQL =>
  sql`(SELECT id AS user_id, name, email, phone_number, created_at, deleted_at FROM ${users})`;
