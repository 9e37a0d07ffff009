import type { Database } from '../../db/client';
import type { OutgoingMessage } from './messages';
import { outboxMessages } from './tables';

/**
 * Queues a message in the caller's transaction: it is sent if and only if the change that caused it
 * commits, and a second queueing under the same key (a replayed webhook, a parallel one) adds nothing.
 * Says whether this call queued it.
 */
export async function queueMessage(tx: Database, message: OutgoingMessage): Promise<boolean> {
  const queued = await tx
    .insert(outboxMessages)
    .values({
      key: message.key,
      kind: message.kind,
      recipient: message.to === 'staff' ? null : message.to.email,
      orderId: message.orderId ?? null,
      payload: message.data,
    })
    .onConflictDoNothing({ target: outboxMessages.key })
    .returning({ id: outboxMessages.id });
  return queued.length > 0;
}
