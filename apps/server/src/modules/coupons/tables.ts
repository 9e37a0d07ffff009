import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../auth/tables';
import { paymentSessions } from '../orders/tables';

/**
 * A discount code the owner gives away: what it gives (`kind`), when (Mexico City days stored as instants;
 * no end: until archived), how many times in all and per customer, and on what (departments, products;
 * both empty: the whole shop). The code is kept in upper case and is unique.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    code: text().notNull(),
    /** percent: `percentOff` on every covered unit; amount: `amountCents` shared; free_shipping. */
    kind: text().notNull(),
    percentOff: smallint(),
    amountCents: integer(),
    minimumPurchaseCents: integer(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }),
    maxUses: integer(),
    maxUsesPerCustomer: integer(),
    categoryIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    productIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Filed away by the owner: kept, because orders name the code they used. */
    archivedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_unique').on(t.code),
    check('coupons_code', sql`${t.code} ~ '^[A-Z0-9_-]{3,30}$'`),
    check('coupons_kind', sql`${t.kind} IN ('percent', 'amount', 'free_shipping')`),
    check(
      'coupons_percent',
      sql`(${t.kind} = 'percent') = (${t.percentOff} IS NOT NULL) AND coalesce(${t.percentOff}, 1) BETWEEN 1 AND 100`,
    ),
    check(
      'coupons_amount',
      sql`(${t.kind} = 'amount') = (${t.amountCents} IS NOT NULL) AND coalesce(${t.amountCents}, 1) > 0`,
    ),
    check('coupons_minimum', sql`coalesce(${t.minimumPurchaseCents}, 0) >= 0`),
    check('coupons_dates', sql`${t.endsAt} IS NULL OR ${t.startsAt} < ${t.endsAt}`),
    check('coupons_uses', sql`coalesce(${t.maxUses}, 1) >= 1 AND coalesce(${t.maxUsesPerCustomer}, 1) >= 1`),
  ],
);

/**
 * One use of a code by one checkout: `reserved` when the checkout opens (so two shoppers racing for the
 * last use cannot both pay with it), `used` when its order is paid, `released` when the checkout expires or
 * fails. A checkout holds at most one. `discountCents` is what the code took off (goods, or the shipping).
 */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    couponId: integer()
      .notNull()
      .references(() => coupons.id),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    paymentSessionId: integer()
      .notNull()
      .references(() => paymentSessions.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    discountCents: integer().notNull(),
    state: text().notNull().default('reserved'),
    createdAt: createdAt(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('coupon_uses_session_unique').on(t.paymentSessionId),
    index('coupon_uses_coupon_idx').on(t.couponId, t.state),
    check('coupon_uses_state', sql`${t.state} IN ('reserved', 'used', 'released')`),
    check('coupon_uses_discount', sql`${t.discountCents} >= 0`),
  ],
);
