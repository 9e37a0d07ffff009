import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from '../../../server/src/db/columns';

/**
 * What the local stand-in for Facturapi (never in production) remembers: each invoice as Facturapi's API
 * answers it, with the XML and PDF it wrote. The shop's own code never reads this table.
 */
export const devInvoices = pgTable('dev_invoices', {
  id: text().primaryKey(),
  data: jsonb().$type<unknown>().notNull(),
  xml: text().notNull(),
  pdf: bytea().notNull(),
  idempotencyKey: text().unique(),
  folioNumber: integer().notNull(),
  createdAt: createdAt(),
});
