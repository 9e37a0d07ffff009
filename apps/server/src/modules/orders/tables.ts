import { FULFILMENTS, SHIPPING_STATUSES, type Fulfilment, type ShippingStatus } from '@store/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { shippingAddresses } from '../addresses/tables';
import { users } from '../auth/tables';
import { variants } from '../catalog/tables';
import type { PendingPayment } from '../payments';
import { DELAYED_PAYMENT_DAYS } from './settlement/delayed-payments';
import type { PaymentMethod, SatPaymentForm } from './settlement/payment-form';

/** `fulfilment IN ('delivery', 'pickup')`, for each table that keeps how an order reaches its shopper. */
/**
 * A carrier's option as the shopper chose it at checkout (decision 040): Envia's codes to buy the label
 * with (null for the shop's flat rate standing in when no carrier answered), the names the shopper read
 * and the days it was promised to arrive (YYYY-MM-DD, the shop's calendar). Its price is `shippingCents`.
 * One value, written once and copied whole from the checkout to its order.
 */
export type ChosenShipping = {
  carrier: string | null;
  service: string | null;
  carrierName: string;
  serviceName: string;
  arrivesFrom: string;
  arrivesTo: string;
};

const knownFulfilment = (column: unknown) =>
  sql`${column} IN (${sql.raw(FULFILMENTS.map((kind) => `'${kind}'`).join(', '))})`;

export const paymentSessionStatus = pgEnum('payment_session_status', ['open', 'paid', 'expired', 'failed']);
export const reservationStatus = pgEnum('reservation_status', ['held', 'sold', 'released']);

/**
 * One checkout attempt. Created with its reservations before the shopper is sent to the hosted
 * checkout; the payment provider's events move it to paid, expired or failed exactly once.
 */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** Our order reference, sent to the payment provider and shown to the shopper. */
    reference: text().notNull().unique(),
    providerSessionId: text().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    shippingAddressId: integer().references(() => shippingAddresses.id, { onDelete: 'set null' }),
    /**
     * The address as text at the moment of purchase: later edits to the saved address do not change it.
     * A pick-up's says 'Recoger en tienda' and the store's address.
     */
    shippingAddressText: text().notNull(),
    /** How the order will reach the shopper, as they chose it at checkout; its order keeps it. */
    fulfilment: text().$type<Fulfilment>().notNull().default('delivery'),
    /** The carrier's option the shopper chose and was charged for; null for the flat rate and pick-up. */
    chosenShipping: jsonb().$type<ChosenShipping>(),
    status: paymentSessionStatus().notNull().default('open'),
    subtotalCents: integer().notNull(),
    discountCents: integer().notNull(),
    shippingCents: integer().notNull(),
    totalCents: integer().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    settledAt: timestamp({ withTimezone: true }),
    /**
     * Days a SPEI transfer for this checkout is given (ending 23:59 shop time), decided from its total
     * when it was priced: a large one waits less (`SPEI_SHORT_WAIT_ABOVE`).
     */
    transferDays: integer().notNull().default(DELAYED_PAYMENT_DAYS),
    /**
     * The shopper's order already 'Pendiente de pago' when this checkout was completed with a voucher or
     * transfer details: a shopper waits on one order at a time, so this one's payment was withdrawn.
     */
    refusedForOrderId: integer(),
  },
  (t) => [
    check(
      'payment_sessions_amounts',
      sql`${t.subtotalCents} >= 0 AND ${t.discountCents} >= 0 AND ${t.shippingCents} >= 0 AND ${t.totalCents} >= 0`,
    ),
    index('payment_sessions_open_idx').on(t.status, t.expiresAt),
    check('payment_sessions_fulfilment', knownFulfilment(t.fulfilment)),
  ],
);

/** Units taken out of stock for a checkout; `held` until the payment ends one way or the other. */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    paymentSessionId: integer()
      .notNull()
      .references(() => paymentSessions.id, { onDelete: 'cascade' }),
    variantId: integer()
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    unitPriceCents: integer().notNull(),
    unitDiscountCents: integer().notNull(),
    /**
     * What promotions take off the line, computed when the checkout opened: the order copies it, so the
     * order charges what the shopper was shown even if the owner changes the promotion meanwhile.
     */
    promotionDiscountCents: integer().notNull().default(0),
    promotionName: text(),
    status: reservationStatus().notNull().default('held'),
  },
  (t) => [
    check('stock_reservations_quantity', sql`${t.quantity} > 0`),
    unique('stock_reservations_session_variant_unique').on(t.paymentSessionId, t.variantId),
    index('stock_reservations_variant_idx').on(t.variantId),
  ],
);

/** Each payment-provider event id once, so a redelivered webhook changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text().primaryKey(),
  type: text().notNull(),
  receivedAt: createdAt(),
});

/** A paid order. Its lines keep what was sold as it was sold, whatever the catalogue becomes. */
export const bills = pgTable(
  'bills',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    paymentSessionId: integer()
      .notNull()
      .references(() => paymentSessions.id),
    shippingAddress: text().notNull(),
    /** How it was paid: by card, in cash at OXXO, or by SPEI transfer. */
    paymentMethod: text().$type<PaymentMethod>().notNull().default('card'),
    cardBrand: text(),
    cardLast4: text(),
    /** The plan of meses sin intereses of a card payment; null for a single payment. */
    installmentMonths: integer(),
    /** The SAT's "forma de pago" of the payment (c_FormaPago), for the order's invoice. */
    satPaymentForm: text().$type<SatPaymentForm>().notNull().default('04'),
    subtotalCents: integer().notNull(),
    discountCents: integer().notNull(),
    shippingCents: integer().notNull(),
    totalCents: integer().notNull(),
    shippingStatus: text().$type<ShippingStatus>().notNull().default('En proceso'),
    /**
     * How it reaches the shopper: 'delivery' (shipped with a carrier) or 'pickup' (handed over at the
     * store's counter for its pick-up code). Orders own it; copied from the checkout.
     */
    fulfilment: text().$type<Fulfilment>().notNull().default('delivery'),
    /** A pick-up order's six digits, drawn when it became 'Listo para recoger'; the shopper shows them. */
    pickupCode: text(),
    /** The carrier's option the shopper chose, copied from the checkout; null for the flat rate and pick-up. */
    chosenShipping: jsonb().$type<ChosenShipping>(),
    carrier: text(),
    trackingNumber: text(),
    /**
     * The carrier's own tracking page for this parcel, when the label was bought through the shop
     * ('Generar guía'); null for a tracking number typed by staff, whose page the carrier's name gives.
     */
    trackingUrl: text(),
    /** While 'Pendiente de pago': the voucher or transfer details the shopper was given. */
    paymentInstructions: jsonb().$type<PendingPayment>(),
    /** When the money arrived: at once for a card, later for a voucher or a transfer; null until then. */
    paidAt: timestamp({ withTimezone: true }),
    /** While 'Pendiente de pago': when its units go back if the money has not arrived. */
    paymentDueAt: timestamp({ withTimezone: true }),
    /** Set once, when the payment was refunded (a cancelled order). */
    refundedAt: timestamp({ withTimezone: true }),
    /** The provider's refund; null for a refund staff made by bank transfer (OXXO cash cannot go back). */
    refundId: text(),
    refundCents: integer(),
    /** A refund by bank transfer: the shopper's CLABE and the transfer's reference (tracking key). */
    refundClabe: text(),
    refundTransferReference: text(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('bills_payment_session_unique').on(t.paymentSessionId),
    check(
      'bills_shipping_status',
      sql`${t.shippingStatus} IN (${sql.raw(SHIPPING_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
    check('bills_card_last4', sql`${t.cardLast4} IS NULL OR ${t.cardLast4} ~ '^[0-9]{4}$'`),
    check('bills_payment_method', sql`${t.paymentMethod} IN ('card', 'oxxo', 'spei')`),
    check(
      'bills_installment_months',
      sql`${t.installmentMonths} IS NULL OR ${t.installmentMonths} IN (3, 6, 9, 12, 18, 24)`,
    ),
    check('bills_refund_clabe', sql`${t.refundClabe} IS NULL OR ${t.refundClabe} ~ '^[0-9]{18}$'`),
    check('bills_sat_payment_form', sql`${t.satPaymentForm} IN ('01', '03', '04', '28')`),
    check('bills_fulfilment', knownFulfilment(t.fulfilment)),
    // A pick-up is never shipped and a delivery never waits at the counter; only a pick-up has a code.
    check(
      'bills_fulfilment_status',
      sql`NOT (${t.fulfilment} = 'pickup' AND ${t.shippingStatus} = 'enviado') AND NOT (${t.fulfilment} = 'delivery' AND ${t.shippingStatus} = 'Listo para recoger')`,
    ),
    check(
      'bills_pickup_code',
      sql`${t.pickupCode} IS NULL OR (${t.fulfilment} = 'pickup' AND ${t.pickupCode} ~ '^[0-9]{6}$')`,
    ),
    index('bills_user_created_idx').on(t.userId, t.createdAt),
    // The back-office lists orders newest first, by date range and by status.
    index('bills_created_idx').on(t.createdAt),
    index('bills_status_created_idx').on(t.shippingStatus, t.createdAt),
    // A month's global invoice covers the orders paid in it.
    index('bills_paid_idx').on(t.paidAt),
  ],
);

export const billLines = pgTable(
  'bill_lines',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    // The column keeps the table's older word; the code says order.
    orderId: integer('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    /** Kept even if the variant is later removed from the catalogue (then null). */
    variantId: integer().references(() => variants.id, { onDelete: 'set null' }),
    productId: integer().notNull(),
    productName: text().notNull(),
    colorName: text().notNull(),
    sizeName: text().notNull(),
    imageName: text(),
    quantity: integer().notNull(),
    unitPriceCents: integer().notNull(),
    unitDiscountCents: integer().notNull(),
    /** What promotions took off the whole line (not per unit: 'Segundo par al 50 %' halves some units only). */
    promotionDiscountCents: integer().notNull().default(0),
    /** The promotion's name as the shopper saw it, kept even if the owner renames or archives it. */
    promotionName: text(),
  },
  (t) => [check('bill_lines_quantity', sql`${t.quantity} > 0`), index('bill_lines_bill_idx').on(t.orderId)],
);

/**
 * Staff's internal notes on an order ('Notas internas'): never shown to the shopper, kept in the order's
 * history with who wrote them and when, and never edited (a correction is a new note).
 */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    body: text().notNull(),
    writtenBy: text().notNull(),
    writtenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_notes_bill_idx').on(t.orderId, t.writtenAt)],
);

/**
 * Each step of an order's shipping ('En proceso' → 'enviado' or 'Listo para recoger' → 'entregado', or
 * 'cancelado'), with who and when.
 */
export const billStatusChanges = pgTable(
  'bill_status_changes',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    status: text().notNull(),
    carrier: text(),
    trackingNumber: text(),
    changedBy: text().notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bill_status_changes_bill_idx').on(t.orderId, t.changedAt)],
);

/**
 * The payment provider's customer of each shopper, created the first time one is needed (a SPEI
 * transfer is reconciled against the shopper's own account number there) and kept for good.
 */
export const paymentCustomers = pgTable('payment_customers', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  providerCustomerId: text().notNull().unique(),
  createdAt: createdAt(),
});

/**
 * A SPEI transfer the shop could not place: it reached a customer's cash balance at the provider without
 * a known reference while no order of theirs waited for money (decision 037). It stays in that balance,
 * no order's; the owner sees it on the back-office home until the balance no longer holds it (given back
 * or applied at the provider), when `settledAt` is written. Only the provider's customer id is kept: the
 * shopper, if any, is found through `payment_customers`, so a deleted account leaves no name here.
 */
export const unplacedTransfers = pgTable(
  'unplaced_transfers',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    providerCustomerId: text().notNull(),
    amountCents: integer().notNull(),
    /** The provider's event that told of it: a redelivered event records it once. */
    eventId: text().notNull().unique(),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
    settledAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('unplaced_transfers_amount', sql`${t.amountCents} > 0`),
    index('unplaced_transfers_customer_idx').on(t.providerCustomerId),
  ],
);

/**
 * A shopper's request to return some units of a delivered order, and where it stands: solicitada →
 * aprobada or rechazada; aprobada → recibida (the package came back, its units restocked) → reembolsada.
 * At most one request per order is open at a time.
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('bill_id')
      .notNull()
      .references(() => bills.id),
    status: text().notNull().default('solicitada'),
    /** The reason as the shopper chose and wrote it (the choice, how it fitted, their words). */
    reason: text().notNull(),
    /** The choice of the form (the contract's RETURN_REASON_KINDS); requests before it: 'otro'. */
    reasonKind: text().notNull().default('otro'),
    /** With 'talla': 'chica' or 'grande', which also counts as the product's fit answer. */
    fit: text(),
    /** Staff's words when they refuse it. */
    rejectionReason: text(),
    /** What went back to the shopper: the lines' amounts and, per the returns policy, the shipping. */
    refundCents: integer(),
    shippingRefundCents: integer(),
    /** The provider's refund; null when staff refunded by bank transfer (cash paid at OXXO). */
    refundId: text(),
    refundClabe: text(),
    refundTransferReference: text(),
    createdAt: createdAt(),
    decidedAt: timestamp({ withTimezone: true }),
    decidedBy: text(),
    receivedAt: timestamp({ withTimezone: true }),
    receivedBy: text(),
    refundedAt: timestamp({ withTimezone: true }),
    refundedBy: text(),
  },
  (t) => [
    check(
      'return_requests_status',
      sql`${t.status} IN ('solicitada', 'aprobada', 'rechazada', 'recibida', 'reembolsada')`,
    ),
    check(
      'return_requests_reason_kind',
      sql`${t.reasonKind} IN ('talla', 'defecto', 'no-esperado', 'otro') AND (${t.fit} IS NULL OR (${t.reasonKind} = 'talla' AND ${t.fit} IN ('chica', 'grande')))`,
    ),
    check(
      'return_requests_amounts',
      sql`coalesce(${t.refundCents}, 0) >= 0 AND coalesce(${t.shippingRefundCents}, 0) >= 0`,
    ),
    uniqueIndex('return_requests_open_unique')
      .on(t.orderId)
      .where(sql`${t.status} IN ('solicitada', 'aprobada', 'recibida')`),
    index('return_requests_status_created_idx').on(t.status, t.createdAt),
  ],
);

/** The units of each order line a return request gives back. */
export const returnLines = pgTable(
  'return_lines',
  {
    returnId: integer()
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    orderLineId: integer()
      .notNull()
      .references(() => billLines.id),
    quantity: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.returnId, t.orderLineId] }),
    check('return_lines_quantity', sql`${t.quantity} > 0`),
  ],
);
