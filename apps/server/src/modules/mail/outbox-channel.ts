import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { DELIVERY_STATUSES, outboxMessages, type DeliveryStatus, type OutboxChannel } from './tables';

/**
 * Queues a message of another channel than e-mail (a WhatsApp template) in the caller's transaction, as
 * `queueMessage` does for e-mail: sent if and only if the change commits, once per key. `sendAt` holds it
 * back until then (a reminder before a voucher expires). Says whether this call queued it.
 */
export async function queueOutboxMessage(
  tx: Database,
  message: {
    channel: Exclude<OutboxChannel, 'email'>;
    key: string;
    kind: string;
    recipient: string;
    /** What the back-office lists it as ('WhatsApp · Pedido recibido'). */
    subject: string;
    orderId?: number;
    payload: unknown;
    sendAt?: Date;
  },
): Promise<boolean> {
  const queued = await tx
    .insert(outboxMessages)
    .values({
      key: message.key,
      channel: message.channel,
      kind: message.kind,
      recipient: message.recipient,
      subject: message.subject,
      orderId: message.orderId ?? null,
      payload: message.payload,
      ...(message.sendAt ? { nextAttemptAt: message.sendAt } : {}),
    })
    .onConflictDoNothing({ target: outboxMessages.key })
    .returning({ id: outboxMessages.id });
  return queued.length > 0;
}

/**
 * Takes back every message of the channel still waiting for this recipient (they said stop): none of
 * them will go out. A message a sender holds right now is left to it.
 */
export async function withdrawPendingTo(
  tx: Database,
  channel: OutboxChannel,
  recipient: string,
): Promise<number> {
  const withdrawn = await tx
    .delete(outboxMessages)
    .where(
      and(
        eq(outboxMessages.channel, channel),
        eq(outboxMessages.recipient, recipient),
        inArray(outboxMessages.status, ['pending', 'failed']),
        or(isNull(outboxMessages.claimedUntil), lte(outboxMessages.claimedUntil, sql`now()`)),
      ),
    )
    .returning({ id: outboxMessages.id });
  return withdrawn.length;
}

/**
 * What the provider said of a message that went out, by its id there. Statuses only move forward (a late
 * 'delivered' after 'read' changes nothing; 'failed' can come after any), so webhooks arriving out of
 * order or twice leave the latest truth. Answers whether the message is one of ours.
 */
export async function recordDeliveryStatus(
  db: Database,
  providerMessageId: string,
  status: DeliveryStatus,
  at: Date,
  error: string | null,
): Promise<boolean> {
  const earlier = DELIVERY_STATUSES.slice(0, DELIVERY_STATUSES.indexOf(status));
  const moved = await db
    .update(outboxMessages)
    .set({
      deliveryStatus: status,
      deliveryStatusAt: at,
      ...(status === 'failed' && error ? { lastError: error.slice(0, 500) } : {}),
    })
    .where(
      and(
        eq(outboxMessages.providerMessageId, providerMessageId),
        status === 'failed'
          ? sql`${outboxMessages.deliveryStatus} IS DISTINCT FROM 'failed'`
          : or(
              isNull(outboxMessages.deliveryStatus),
              earlier.length > 0 ? inArray(outboxMessages.deliveryStatus, earlier) : sql`false`,
            ),
      ),
    )
    .returning({ id: outboxMessages.id });
  if (moved.length > 0) return true;
  const [known] = await db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(eq(outboxMessages.providerMessageId, providerMessageId));
  return known !== undefined;
}
