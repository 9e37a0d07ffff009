import type { AdminOrderMessage } from '@store/contract/admin';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxMessages } from './tables';
import { isMessageKind, messageSubject } from './templates';
import type { MessagePayloads } from './messages';

const STATE = { sent: 'enviado', pending: 'pendiente', failed: 'fallido' } as const;
export const STAFF_RECIPIENT = 'Personal de la tienda';

type Row = typeof outboxMessages.$inferSelect;

export const subjectOf = (row: Row) =>
  row.subject ??
  (isMessageKind(row.kind)
    ? messageSubject(row.kind, row.payload as MessagePayloads[typeof row.kind])
    : row.kind);

/** The messages the shop wrote about an order, oldest first, as the back-office lists them. */
export async function messagesOfOrder(db: Database, orderId: number): Promise<AdminOrderMessage[]> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.orderId, orderId))
    .orderBy(asc(outboxMessages.createdAt), asc(outboxMessages.id));
  return rows.map((row) => ({
    id: row.id,
    subject: subjectOf(row),
    recipient: row.recipient ?? STAFF_RECIPIENT,
    state: STATE[row.status],
    attempts: row.attempts,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    last_error: row.lastError,
  }));
}

/**
 * Puts an order's message back in the queue to go out again at once, as it was written (a shopper who
 * lost it, a failed one after the server was fixed). Answers its subject and recipient for the audit log,
 * or undefined when the order has no such message (or only its emptied shell, after its shopper deleted
 * their account).
 */
export async function queueAgain(
  tx: Database,
  orderId: number,
  messageId: number,
): Promise<{ subject: string; recipient: string } | undefined> {
  const [row] = await tx
    .update(outboxMessages)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lastError: null })
    .where(
      and(
        eq(outboxMessages.id, messageId),
        eq(outboxMessages.orderId, orderId),
        // A message emptied for a deleted account has nothing left to send.
        sql`${outboxMessages.payload} <> '{}'::jsonb`,
      ),
    )
    .returning();
  return row ? { subject: subjectOf(row), recipient: row.recipient ?? STAFF_RECIPIENT } : undefined;
}
