import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

/**
 * A promotion the owner sets: what it gives (`kind`), when (Mexico City dates stored as instants), and on
 * what (departments, brands, products; all three empty means the whole shop).
 */
export const promotions = pgTable(
  'promotions',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull(),
    /** percent: `percentOff` on every eligible unit; second_half: every 2nd unit at 50 %; 2x1; 3x2. */
    kind: text().notNull(),
    percentOff: smallint(),
    minimumPurchaseCents: integer(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    categoryIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    brandIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    productIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Whether its discount may add to another promotion's on the same unit (off unless the owner allows it). */
    stackable: boolean().notNull().default(false),
    /** Ended by the owner: kept, because orders name the promotion they got. */
    archivedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('promotions_kind', sql`${t.kind} IN ('percent', 'second_half', 'two_for_one', 'three_for_two')`),
    check(
      'promotions_percent',
      sql`(${t.kind} = 'percent') = (${t.percentOff} IS NOT NULL) AND coalesce(${t.percentOff}, 1) BETWEEN 1 AND 90`,
    ),
    check('promotions_minimum', sql`coalesce(${t.minimumPurchaseCents}, 0) >= 0`),
    check('promotions_dates', sql`${t.startsAt} < ${t.endsAt}`),
    check('promotions_name', sql`length(${t.name}) BETWEEN 1 AND 80`),
    index('promotions_active_idx').on(t.endsAt, t.startsAt),
  ],
);
