import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

/**
 * Each time a shopper said yes to order news on WhatsApp (decision 063): the number, the exact sentence
 * agreed to, where and when; and when and how it ended ('perfil', or 'baja': they answered BAJA or STOP).
 * Rows are kept after the end, as proof of what was agreed, until the account is deleted (decision 066);
 * one at most is in force per shopper.
 */
export const whatsappConsents = pgTable(
  'whatsapp_consents',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer().notNull(),
    /** The Mexican mobile's 10 digits. */
    phone: text().notNull(),
    text: text().notNull(),
    givenWhere: text({ enum: ['pago', 'perfil'] }).notNull(),
    givenAt: createdAt(),
    endedAt: timestamp({ withTimezone: true }),
    endedBy: text({ enum: ['perfil', 'baja', 'cuenta'] }),
  },
  (t) => [
    uniqueIndex('whatsapp_consents_in_force_idx')
      .on(t.userId)
      .where(sql`${t.endedAt} IS NULL`),
    index('whatsapp_consents_phone_idx').on(t.phone),
  ],
);
