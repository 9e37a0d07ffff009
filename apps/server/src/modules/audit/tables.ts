import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every change the owner or staff make to prices, stock, products, orders or the home page: who, when,
 * what and on what. Written in the same transaction as the change, never updated or deleted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorEmail: text().notNull(),
    /** A short Spanish verb phrase the owner reads: 'cambió el precio', 'marcó el pedido enviado'. */
    action: text().notNull(),
    /** What it was done to, as the owner names it: 'Pedido 12', 'Variante BOT-001-CAF-27'. */
    subject: text().notNull(),
    /** Before and after, or whatever else tells the change apart. */
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);
