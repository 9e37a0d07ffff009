import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../server/src/db/columns';

/**
 * The local WhatsApp's chats (never in production): every message the shop's client sent through the
 * stand-in's Cloud API and every answer a tester typed as the shopper, by the shopper's 10 digits. The
 * shop's own code never reads it.
 */
export const devWhatsappMessages = pgTable(
  'dev_whatsapp_messages',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** `wamid.…`, as WhatsApp names each message. */
    wamid: text().notNull().unique(),
    phone: text().notNull(),
    /** 'out': from the shop; 'in': from the shopper. */
    direction: text({ enum: ['out', 'in'] }).notNull(),
    /** What the phone shows: the template with its values written in, or the text. */
    body: text().notNull(),
    /** The template's name, for a template message. */
    template: text(),
    /** The shop's message's latest status: accepted, sent, delivered, read. */
    status: text().notNull(),
    statusAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('dev_whatsapp_messages_phone_idx').on(t.phone, t.id)],
);
