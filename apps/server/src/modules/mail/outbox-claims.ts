import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { col, rowShape, selectRows } from '../../db/rows';
import { outboxMessages, type OutboxChannel } from './tables';

/** After the first try fails, each next one waits this long: a down server gets hours to come back. */
export const RETRY_DELAYS_MS = [
  60_000,
  5 * 60_000,
  15 * 60_000,
  60 * 60_000,
  3 * 60 * 60_000,
  6 * 60 * 60_000,
];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
// Longer than the transports' own timeouts: a claim never lapses while its sender is still trying.
const CLAIM_MS = 2 * 60_000;
const BATCH = 20;

const claimedMessage = rowShape({
  id: col.integer,
  kind: col.text,
  recipient: col.nullable(col.text),
  payload: col.json,
  attempts: col.integer,
});
export type ClaimedMessage = ReturnType<typeof claimedMessage>;

/**
 * A failure that trying again cannot mend (WhatsApp's "outside the 24-hour window", a template Meta
 * does not know): the message is given up at once instead of retried.
 */
export class PermanentFailure extends Error {}

/**
 * Claims up to a batch of the channel's messages due at `now`. Each sender claims with `FOR UPDATE SKIP
 * LOCKED`, so senders in several processes never take the same message; the claim is committed before
 * sending, so a slow server holds no database transaction (nor PGlite's only connection). A message whose
 * sender died mid-way is taken again once its claim lapses. `now` has milliseconds and the database's
 * stamps microseconds, so "due" means due within `now`'s millisecond: a message queued at .123456 is
 * sent by a round at .123, not left for the next one.
 */
export async function claimDue(db: Database, channel: OutboxChannel, now: Date): Promise<ClaimedMessage[]> {
  const at = now.toISOString();
  const dueBefore = new Date(now.getTime() + 1).toISOString();
  const claimed = await selectRows(
    db,
    sql`UPDATE ${outboxMessages}
        SET claimed_until = ${new Date(now.getTime() + CLAIM_MS).toISOString()}, attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM ${outboxMessages}
          WHERE status = 'pending' AND channel = ${channel} AND next_attempt_at < ${dueBefore}
            AND (claimed_until IS NULL OR claimed_until <= ${at})
          ORDER BY next_attempt_at, id
          LIMIT ${BATCH}
          FOR UPDATE SKIP LOCKED)
        RETURNING id, kind, recipient, payload, attempts`,
    claimedMessage,
  );
  // UPDATE … RETURNING answers in no set order: a shopper reads 'received' before 'ready to pick up'.
  return claimed.sort((a, b) => a.id - b.id);
}

/** The claimed message went out: what it said, and the provider's id of it when there is one. */
export async function markSent(
  db: Database,
  id: number,
  subject: string | null,
  providerMessageId: string | null = null,
): Promise<void> {
  await db
    .update(outboxMessages)
    .set({
      status: 'sent',
      sentAt: sql`now()`,
      // A WhatsApp message keeps the subject it was queued with.
      ...(subject === null ? {} : { subject }),
      claimedUntil: null,
      lastError: null,
      ...(providerMessageId ? { providerMessageId } : {}),
    })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'pending')));
}

/**
 * The claimed message did not go out: tried again later, or given up after its last try or for good.
 * Says whether it was given up.
 */
export async function recordFailure(
  db: Database,
  log: FastifyBaseLogger,
  message: ClaimedMessage,
  subject: string | null,
  error: unknown,
  now: Date,
  retryAfterMs?: number,
): Promise<boolean> {
  const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  const planned = error instanceof PermanentFailure ? undefined : RETRY_DELAYS_MS[message.attempts - 1];
  // A provider that says when to come back (a rate limit) is waited for at least that long.
  const delay = planned === undefined ? undefined : Math.max(planned, retryAfterMs ?? 0);
  const givenUp = delay === undefined;
  log.warn(
    { messageId: message.id, kind: message.kind, attempts: message.attempts, reason, givenUp },
    'mensaje no enviado',
  );
  await db
    .update(outboxMessages)
    .set({
      ...(subject === null ? {} : { subject }),
      lastError: reason,
      claimedUntil: null,
      ...(delay === undefined
        ? { status: 'failed' as const }
        : { nextAttemptAt: new Date(now.getTime() + delay) }),
    })
    .where(and(eq(outboxMessages.id, message.id), eq(outboxMessages.status, 'pending')));
  return givenUp;
}
