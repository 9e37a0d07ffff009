import { formatMexicanMobile } from '@store/contract';
import type { AdminOrderMessage } from '@store/contract/admin';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxMessages } from './tables';
import { isMessageKind, messageSubject } from './templates';
import type { MessagePayloads } from './messages';

export const STATE = { sent: 'enviado', pending: 'pendiente', failed: 'fallido' } as const;
export const STAFF_RECIPIENT = 'Personal de la tienda';
const DELIVERY = { sent: 'enviado', delivered: 'entregado', read: 'leído', failed: 'fallido' } as const;

type Row = typeof outboxMessages.$inferSelect;

export const subjectOf = (row: Row) =>
  row.subject ??
  (isMessageKind(row.kind)
    ? messageSubject(row.kind, row.payload as MessagePayloads[typeof row.kind])
    : row.kind);

/** To whom a message went, as the back-office says it: an address, a WhatsApp number, or the staff. */
export const recipientOf = (row: Row): string =>
  row.channel === 'whatsapp' && row.recipient
    ? formatMexicanMobile(row.recipient)
    : (row.recipient ?? STAFF_RECIPIENT);

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
    recipient: recipientOf(row),
    state: STATE[row.status],
    attempts: row.attempts,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    last_error: row.lastError,
    channel: row.channel === 'whatsapp' ? ('whatsapp' as const) : ('correo' as const),
    delivery: row.deliveryStatus ? DELIVERY[row.deliveryStatus] : null,
  }));
}
