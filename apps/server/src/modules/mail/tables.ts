import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

export const outboxStatus = pgEnum('outbox_status', ['pending', 'sent', 'failed']);

/** The ways a message goes out: e-mail, or a WhatsApp template (decision 063). */
export const OUTBOX_CHANNELS = ['email', 'whatsapp'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/** What WhatsApp reports of a message after it accepted it, in the order it can happen. */
export const DELIVERY_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * The transactional outbox: each message the shop owes someone, written in the same transaction as the
 * change that causes it. `key` names the message's subject and kind (`order:42:received`), unique, so a
 * replayed or parallel cause writes it once. The sender renders `payload` with the kind's template when
 * it sends, so a broken template never undoes the change that queued it.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    key: text().notNull().unique(),
    /** Each channel has its sender; a WhatsApp message failing never holds back an e-mail. */
    channel: text({ enum: OUTBOX_CHANNELS }).notNull().default('email'),
    kind: text().notNull(),
    /**
     * A shopper's address (or, on WhatsApp, their 10-digit number), or null for the shop's staff
     * (whoever they are when it is sent).
     */
    recipient: text(),
    /** The order the message is about, for the back-office's list of an order's messages. */
    orderId: integer(),
    payload: jsonb().$type<unknown>().notNull(),
    /**
     * 'Reenviar' writes a new message, a copy of this one (the first stays in the history as it went):
     * the id of the message it copies, or null for a first sending.
     */
    resentFrom: integer(),
    status: outboxStatus().notNull().default('pending'),
    /** Tries so far; the next one waits longer each time. */
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** While a sender holds the message; another sender leaves it alone until then. */
    claimedUntil: timestamp({ withTimezone: true }),
    subject: text(),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    /** The provider's id of what went out (WhatsApp's `wamid.…`): its status webhooks name it. */
    providerMessageId: text().unique(),
    /** The latest status the provider reported, and when it happened there. */
    deliveryStatus: text({ enum: DELIVERY_STATUSES }),
    deliveryStatusAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('outbox_messages_attempts', sql`${t.attempts} >= 0`),
    check('outbox_messages_channel', sql`${t.channel} IN ('email', 'whatsapp')`),
    index('outbox_messages_due_idx')
      .on(t.channel, t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('outbox_messages_order_idx').on(t.orderId),
  ],
);
