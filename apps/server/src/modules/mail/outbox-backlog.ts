import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxMessages } from './tables';

export type OutboxBacklog = {
  /** Messages waiting to go out, now or at their next retry. */
  pending: number;
  /** How long the oldest of them has waited, by the database's clock; null when none waits. */
  oldestPendingSeconds: number | null;
};

/**
 * The e-mails not sent yet, for the metrics. Only e-mails: a WhatsApp message may wait a day on purpose
 * (a voucher's reminder), and one given up (a number out of reach) is not staff's to send again
 * (decision 063). Only pending ones: the outbox keeps every sent message,
 * and the partial index on pending rows keeps this read small however long the shop has run. (Failed
 * ones, given up after every retry, are counted apart by `failedMessageCount`.)
 */
export async function outboxBacklog(db: Database): Promise<OutboxBacklog> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*)`.mapWith(Number),
      oldestPendingSeconds: sql<string | null>`extract(epoch FROM now() - min(${outboxMessages.createdAt}))`,
    })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.status, 'pending'), eq(outboxMessages.channel, 'email')));
  const oldest = row?.oldestPendingSeconds;
  return {
    pending: row?.pending ?? 0,
    oldestPendingSeconds: oldest === null || oldest === undefined ? null : Number(oldest),
  };
}

/**
 * E-mails the sender gave up on after every retry: nobody got them until staff queue them again from
 * the order's page. The back-office home counts them under 'Por atender'.
 */
export async function failedMessageCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ failed: sql<number>`count(*)`.mapWith(Number) })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.status, 'failed'), eq(outboxMessages.channel, 'email')));
  return row?.failed ?? 0;
}
