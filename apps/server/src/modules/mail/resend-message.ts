import { randomUUID } from 'node:crypto';
import type { AdminMessage } from '@store/contract/admin';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recordAudit } from '../audit';
import { messageForStaff } from './list-messages';
import { outboxMessages } from './tables';

/**
 * 'Reenviar': queues a NEW message, a copy of `messageId` as it was written, to go out at once, to its
 * recipient or to `to`. The first stays as it went (sent, failed, its tries and error), so the history
 * shows both. With `orderId`, only a message of that order is copied. Undefined when there is no such
 * message, or only its emptied shell after its shopper deleted their account.
 */
export async function queueCopy(
  tx: Database,
  messageId: number,
  { orderId, to }: { orderId?: number; to?: string },
): Promise<AdminMessage | undefined> {
  const [first] = await tx
    .select()
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.id, messageId),
        orderId === undefined ? undefined : eq(outboxMessages.orderId, orderId),
        // A message emptied for a deleted account has nothing left to send.
        sql`${outboxMessages.payload} <> '{}'::jsonb`,
      ),
    );
  if (!first) return undefined;
  const [copy] = await tx
    .insert(outboxMessages)
    .values({
      // Its own key: a copy is never taken for its first, and each 'Reenviar' queues one more.
      key: `${first.key}:reenvio:${randomUUID()}`,
      kind: first.kind,
      channel: first.channel,
      // A WhatsApp message goes again to the number the shopper agreed to, never to an address typed.
      ...(first.channel === 'whatsapp'
        ? { recipient: first.recipient, subject: first.subject }
        : { recipient: to?.toLowerCase() ?? first.recipient }),
      orderId: first.orderId,
      payload: first.payload,
      resentFrom: first.id,
    })
    .returning();
  if (!copy) throw new Error('No se guardó el reenvío');
  return messageForStaff(copy);
}

/**
 * 'Reenviar' from 'Mensajes': the copy and its line in the Bitácora, in one transaction. Undefined when
 * there is no such message to send.
 */
export async function resendMessage(
  db: Database,
  messageId: number,
  staffEmail: string,
  to?: string,
): Promise<AdminMessage | undefined> {
  return db.transaction(async (tx) => {
    const copy = await queueCopy(tx, messageId, { to });
    if (!copy) return undefined;
    await recordAudit(tx, staffEmail, {
      action: 'message.resent',
      ...(copy.order_id === null ? {} : { order: copy.order_id }),
      subject: copy.subject,
      recipient: copy.recipient,
    });
    return copy;
  });
}
