import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../../server/src/db/client';
import { devWhatsappMessages } from './tables';

/** The local WhatsApp's chats in `dev_whatsapp_messages`, on the shop's database. */

export type ChatMessage = typeof devWhatsappMessages.$inferSelect;

/** A message id shaped like WhatsApp's (`wamid.` and base64), unique. */
export const newWamid = (): string => `wamid.${randomBytes(24).toString('base64url')}`;

export async function addMessage(
  db: Database,
  message: { phone: string; direction: 'out' | 'in'; body: string; template?: string },
): Promise<ChatMessage> {
  const [row] = await db
    .insert(devWhatsappMessages)
    .values({
      wamid: newWamid(),
      phone: message.phone,
      direction: message.direction,
      body: message.body,
      template: message.template ?? null,
      status: message.direction === 'out' ? 'accepted' : 'received',
    })
    .returning();
  if (!row) throw new Error('dev-whatsapp: no se guardó el mensaje');
  return row;
}

export const chatOf = (db: Database, phone: string): Promise<ChatMessage[]> =>
  db
    .select()
    .from(devWhatsappMessages)
    .where(eq(devWhatsappMessages.phone, phone))
    .orderBy(asc(devWhatsappMessages.id));

/** Every number with messages, the latest chat first. */
export async function chatList(db: Database): Promise<{ phone: string; count: number }[]> {
  return db
    .select({ phone: devWhatsappMessages.phone, count: sql<number>`count(*)::int` })
    .from(devWhatsappMessages)
    .groupBy(devWhatsappMessages.phone)
    .orderBy(desc(sql`max(${devWhatsappMessages.id})`));
}

/** Whether the shopper wrote in the last 24 hours: only then may the shop send a free-form text. */
export async function serviceWindowOpen(db: Database, phone: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: devWhatsappMessages.id })
    .from(devWhatsappMessages)
    .where(
      and(
        eq(devWhatsappMessages.phone, phone),
        eq(devWhatsappMessages.direction, 'in'),
        gte(devWhatsappMessages.createdAt, new Date(now.getTime() - 24 * 60 * 60_000)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Moves the shop's message to `status`; answers the message when it moved. */
export async function setStatus(db: Database, wamid: string, status: 'sent' | 'delivered' | 'read') {
  const [row] = await db
    .update(devWhatsappMessages)
    .set({ status, statusAt: sql`now()` })
    .where(eq(devWhatsappMessages.wamid, wamid))
    .returning();
  return row;
}
