import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../server/src/db/columns';

/**
 * What the local stand-in for Stripe (dev-pay, never in production) remembers, in the shop's database so
 * that a demo's restart loses no pending OXXO voucher and no refundable payment, and so that several
 * server processes on one PostgreSQL see the same payments. Each object is kept as Stripe's API answers
 * it; the shop's own modules never read these tables.
 */
export const devPayObjects = pgTable(
  'dev_pay_objects',
  {
    /** Stripe's id: `cs_test_…`, `pi_…`, `ch_…`, `re_…`, `cus_…`, `ccsbtxn_…`. */
    id: text().primaryKey(),
    /** Stripe's `object`: `checkout.session`, `payment_intent`, `charge`, `refund`, `customer`… */
    type: text().notNull(),
    /** The object exactly as the API answers it. */
    data: jsonb().$type<unknown>().notNull(),
    /** What dev-pay keeps beside it that Stripe's answer does not show (the page's lines, a CLABE). */
    local: jsonb().$type<unknown>().notNull().default({}),
    /** The customer a payment or a cash balance movement belongs to: a SPEI transfer looks them up. */
    customer: text(),
    /**
     * When the object next changes on its own (an open session expires, a voucher lapses or a test
     * e-mail's payment arrives); the sweeper reads only these.
     */
    dueAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('dev_pay_objects_due_idx')
      .on(t.dueAt)
      .where(sql`${t.dueAt} IS NOT NULL`),
    index('dev_pay_objects_customer_idx')
      .on(t.customer, t.createdAt)
      .where(sql`${t.customer} IS NOT NULL`),
  ],
);

/** Every event dev-pay sent, in order, as `GET /v1/events` lists them. */
export const devPayEvents = pgTable('dev_pay_events', {
  seq: integer().primaryKey().generatedAlwaysAsIdentity(),
  id: text().notNull().unique(),
  type: text().notNull(),
  /** The whole event, as delivered to the webhook. */
  data: jsonb().$type<unknown>().notNull(),
  createdAt: createdAt(),
});

/**
 * The objects created under an `Idempotency-Key`, per endpoint: a retried request is answered with the
 * object the first one made.
 */
export const devPayIdempotencyKeys = pgTable(
  'dev_pay_idempotency_keys',
  {
    endpoint: text().notNull(),
    key: text().notNull(),
    objectId: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.endpoint, t.key] })],
);
