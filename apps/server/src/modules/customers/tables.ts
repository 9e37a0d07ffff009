import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables';

/**
 * The team's internal note on a customer ('Clientes'): one per customer, rewritten whole, with who wrote it
 * last. The customer never sees it; it goes with the rest of their data when they delete their account.
 */
export const customerNotes = pgTable('customer_notes', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  note: text().notNull(),
  updatedBy: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
