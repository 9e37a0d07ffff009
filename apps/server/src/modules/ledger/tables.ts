import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { bills } from '../orders/tables';

/**
 * A charge takes money in; a refund gives some of it back. An overpayment is money a shopper sent by SPEI
 * beyond the order's total: it stays theirs, in their cash balance at the provider, and is never part of
 * the order's charged or net; its return is a refund whose cause is 'overpayment' (decision 035).
 */
export type MovementKind = 'charge' | 'refund' | 'overpayment';
/** Card (brand and last four), OXXO cash, SPEI, or a bank transfer staff made and recorded. */
export type MovementMethod = 'card' | 'oxxo' | 'spei' | 'transfer';
/** A refund waits at the provider (or for staff's transfer) before it succeeds or fails; a charge is recorded succeeded. */
export type MovementState = 'requested' | 'succeeded' | 'failed';
/** Who asked for the movement: the shopper (a cancel), staff (a cancel, a return's refund, a transfer) or the system (a payment). */
export type MovementRequester = 'shopper' | 'staff' | 'system';
/**
 * Why the money moved, so that a reader can tell a cancel's refund from a return's, from staff's partial
 * refund from the order page ('order-refunded'), and from a SPEI overpayment and its return ('overpayment').
 */
export type MovementCause =
  'payment' | 'order-cancelled' | 'return-refunded' | 'order-refunded' | 'overpayment';

/** The units of one order line a movement covers, and the centavos it gives for them. */
export type MovementLine = { order_line_id: number; units: number; cents: number };

/**
 * Every peso that moved for an order, one row per charge or refund (decision 035). Nothing else stores
 * money paid or given back: the order's financial status, the pages, the CSV and the dashboard add these
 * rows up. The lines are jsonb, not a child table: they are written once with the movement, read with
 * it, and summed in SQL only for the dashboard's returned units.
 */
export const moneyMovements = pgTable(
  'money_movements',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    kind: text().$type<MovementKind>().notNull(),
    method: text().$type<MovementMethod>().notNull(),
    cardBrand: text(),
    cardLast4: text(),
    /** A bank transfer's destination and tracking key; the CLABE may be unknown while the transfer is owed. */
    clabe: text(),
    transferReference: text(),
    amountCents: integer().notNull(),
    /** Of `amountCents`, what is shipping (all of it for a charge, what a refund gives back of it). */
    shippingCents: integer().notNull().default(0),
    lines: jsonb().$type<MovementLine[]>().notNull().default([]),
    cause: text().$type<MovementCause>().notNull(),
    /** The return a return's refund belongs to. */
    returnId: integer(),
    requestedBy: text().$type<MovementRequester>().notNull(),
    /** Staff's e-mail, when staff asked. */
    requestedByEmail: text(),
    /** The provider's payment (a charge) or refund id; null for cash and staff's transfers. */
    providerId: text(),
    /** Unique: the same key also goes to the provider, so a retry never moves money twice. */
    idempotencyKey: text().notNull().unique(),
    state: text().$type<MovementState>().notNull(),
    failureReason: text(),
    createdAt: createdAt(),
    /** When it succeeded or failed. */
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('money_movements_kind', sql`${t.kind} IN ('charge', 'refund', 'overpayment')`),
    check('money_movements_method', sql`${t.method} IN ('card', 'oxxo', 'spei', 'transfer')`),
    check('money_movements_state', sql`${t.state} IN ('requested', 'succeeded', 'failed')`),
    check('money_movements_requested_by', sql`${t.requestedBy} IN ('shopper', 'staff', 'system')`),
    check(
      'money_movements_cause',
      sql`${t.cause} IN ('payment', 'order-cancelled', 'return-refunded', 'order-refunded', 'overpayment')`,
    ),
    // An overpayment and its return go together, and nothing else has that cause.
    check(
      'money_movements_overpayment',
      sql`(${t.kind} = 'overpayment') = (${t.cause} = 'overpayment' AND ${t.kind} <> 'refund')`,
    ),
    check('money_movements_amounts', sql`${t.amountCents} > 0 AND ${t.shippingCents} >= 0`),
    check('money_movements_shipping', sql`${t.shippingCents} <= ${t.amountCents}`),
    check('money_movements_card_last4', sql`${t.cardLast4} IS NULL OR ${t.cardLast4} ~ '^[0-9]{4}$'`),
    check('money_movements_clabe', sql`${t.clabe} IS NULL OR ${t.clabe} ~ '^[0-9]{18}$'`),
    index('money_movements_bill_idx').on(t.orderId),
    index('money_movements_provider_idx').on(t.providerId),
    // The dashboard sums each day's charges and refunds.
    index('money_movements_created_idx').on(t.kind, t.createdAt),
  ],
);
