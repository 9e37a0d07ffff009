import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One counter per rule and client (`search:ip:…`, `checkout:user:…`) for the current fixed window.
 * It lives in the database so that every app server counts against the same number; the migration makes
 * it UNLOGGED because a counter lost in a crash only forgives a few requests.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    bucket: text().primaryKey(),
    windowStartedAt: timestamp({ withTimezone: true }).notNull(),
    hits: integer().notNull(),
  },
  (t) => [index('rate_limit_windows_started_idx').on(t.windowStartedAt)],
);
