import { eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxMessages } from './tables';
import { subjectOf } from './order-messages-staff';

/** What a message to a deleted account that was never sent says about why. */
export const CANCELLED_FOR_DELETED_ACCOUNT = 'Cancelado: el cliente eliminó su cuenta';

/**
 * Empties the shop's messages to or about a deleted account: each keeps its subject (worked out now, so
 * the back-office's list still reads) but loses its facts (names, addresses, fiscal data), and one sent
 * to the shopper names `replacement` instead of their address. Messages not sent yet are cancelled for
 * good. What was already delivered is in the recipients' mailboxes, out of the shop's reach.
 */
export async function forgetRecipient(
  tx: Database,
  { email, orderIds, replacement }: { email: string; orderIds: number[]; replacement: string },
): Promise<void> {
  const about = orderIds.length > 0 ? inArray(outboxMessages.orderId, orderIds) : undefined;
  const rows = await tx
    .select()
    .from(outboxMessages)
    .where(or(eq(outboxMessages.recipient, email), about));
  for (const row of rows) {
    const pending = row.status === 'pending';
    await tx
      .update(outboxMessages)
      .set({
        subject: subjectOf(row),
        payload: {},
        recipient: row.recipient === null ? null : replacement,
        status: pending ? 'failed' : row.status,
        lastError: pending ? CANCELLED_FOR_DELETED_ACCOUNT : null,
        claimedUntil: null,
      })
      .where(eq(outboxMessages.id, row.id));
  }
}
