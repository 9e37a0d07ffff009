import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../server/src/db/columns';

/**
 * The local mailbox (demo and tests only): every message the local SMTP server accepted, as received.
 * Production never writes here; it sends through the shop's own SMTP server.
 */
export const localMailbox = pgTable(
  'local_mailbox',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    fromAddress: text().notNull(),
    toAddresses: text().notNull(),
    subject: text().notNull(),
    html: text(),
    text: text(),
    raw: text().notNull(),
    receivedAt: createdAt(),
  },
  (t) => [index('local_mailbox_received_idx').on(t.receivedAt)],
);
