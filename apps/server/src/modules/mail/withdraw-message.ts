import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxMessages } from './tables';

/**
 * Takes back, in the caller's transaction, a message whose news stopped being true before it went out:
 * answers true when it was still waiting (or had failed for good) and no sender held it, so it will never
 * be sent; false when it was sent or a sender is sending it now, so the caller must tell the recipient
 * otherwise. A sender's claim locks the row, so of the two only one wins.
 */
export async function withdrawMessage(tx: Database, key: string): Promise<boolean> {
  const withdrawn = await tx
    .delete(outboxMessages)
    .where(
      and(
        eq(outboxMessages.key, key),
        inArray(outboxMessages.status, ['pending', 'failed']),
        or(isNull(outboxMessages.claimedUntil), lte(outboxMessages.claimedUntil, sql`now()`)),
      ),
    )
    .returning({ id: outboxMessages.id });
  return withdrawn.length > 0;
}
