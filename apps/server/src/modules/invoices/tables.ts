import type { InvoiceStatus } from '@store/contract/invoices';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt } from '../../db/columns';
import { users } from '../auth/tables';
import { bills } from '../orders/tables';

/**
 * Every invoice the shop asked its provider for: an order's (made out to the shopper's data) or a
 * month's global one (to PUBLICO EN GENERAL). The XML and PDF the provider returned are kept here, so the
 * shopper and the owner download them without asking the provider again.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    kind: text().$type<'order' | 'global'>().notNull(),
    status: text().$type<InvoiceStatus>().notNull().default('emitiendo'),
    /** The shopper who asked for it; null for a global invoice. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Staff who issued a global invoice. */
    requestedBy: text(),
    /** Sent to the provider so that a retried request never issues a second invoice. */
    idempotencyKey: text().notNull().unique(),
    providerInvoiceId: text().unique(),
    uuid: text().unique(),
    series: text(),
    folioNumber: integer(),
    rfc: text().notNull(),
    legalName: text().notNull(),
    taxRegime: text().notNull(),
    postalCode: text().notNull(),
    cfdiUse: text().notNull(),
    email: text(),
    /** c_FormaPago of the invoice. */
    paymentForm: text().notNull(),
    totalCents: integer().notNull(),
    /** A global invoice's month (YYYY-MM). */
    period: text(),
    issuedAt: timestamp({ withTimezone: true }),
    xml: text(),
    pdf: bytea(),
    cancelMotive: text(),
    substitutionUuid: text(),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelledBy: text(),
    /**
     * Set when the shop last asked the provider to cancel it on its own (its sale was cancelled and
     * refunded) and the provider did not cancel it at once: SAT waits for the receiver's acceptance, or
     * refused. `withdrawalNote` says which, for the owner.
     */
    withdrawalTriedAt: timestamp({ withTimezone: true }),
    withdrawalNote: text(),
    createdAt: createdAt(),
  },
  (t) => [
    check('invoices_kind', sql`${t.kind} IN ('order', 'global')`),
    check('invoices_status', sql`${t.status} IN ('emitiendo', 'vigente', 'cancelada')`),
    check('invoices_period', sql`${t.period} IS NULL OR ${t.period} ~ '^[0-9]{4}-[0-9]{2}$'`),
    check('invoices_total', sql`${t.totalCents} >= 0`),
    index('invoices_created_idx').on(t.createdAt),
    index('invoices_user_idx').on(t.userId),
  ],
);

/** Why money of an invoiced order went back: the order was cancelled, or a return of it was refunded. */
export type InvoiceRefund = 'order-cancelled' | 'return-refunded';

/**
 * Which orders each invoice covers. `active` while the invoice may still stand (being issued or valid);
 * the unique index on active rows is what keeps an order from being invoiced twice, even when an order's
 * own request and the month's global invoice race.
 */
export const invoiceOrders = pgTable(
  'invoice_orders',
  {
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    orderId: integer()
      .notNull()
      .references(() => bills.id),
    active: boolean().notNull().default(true),
    /**
     * Money of the order went back after the invoice was asked for: the whole order was cancelled and
     * refunded (its own invoice is cancelled at SAT with motive 03), or a return was refunded (the
     * invoice needs a credit note). Written in the refund's own transaction, so no refund leaves an
     * invoice standing unnoticed.
     */
    refund: text().$type<InvoiceRefund>(),
  },
  (t) => [
    primaryKey({ columns: [t.invoiceId, t.orderId] }),
    check(
      'invoice_orders_refund',
      sql`${t.refund} IS NULL OR ${t.refund} IN ('order-cancelled', 'return-refunded')`,
    ),
    uniqueIndex('invoice_orders_active_order_unique')
      .on(t.orderId)
      .where(sql`${t.active}`),
  ],
);

/**
 * An address other than the account's that a shopper asked an invoice to be sent to. The invoice goes
 * there only once someone opens the link mailed to it and confirms; the link's token is kept only as its
 * SHA-256. A confirmed row is also the shopper's memory of that address: later invoices go to it at once.
 */
export const invoiceEmailConfirmations = pgTable(
  'invoice_email_confirmations',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text().notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    confirmedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoice_email_confirmations_user_email_idx').on(t.userId, t.email),
    index('invoice_email_confirmations_invoice_idx').on(t.invoiceId),
  ],
);

/**
 * Where a credit note stands: 'emitiendo' from the refund until the provider stamps it ('vigente');
 * 'rechazada' when the provider refused its data (kept, with why, for the owner; never retried);
 * 'descartada' when its invoice was cancelled, or its refund failed, before it could be stamped (nothing
 * is left to credit); 'cancelada' when SAT cancelled it because its refund failed after it was stamped.
 */
export type CreditNoteStatus = 'emitiendo' | 'vigente' | 'rechazada' | 'descartada' | 'cancelada';

/**
 * The credit notes (CFDI de egreso) of refunds of invoiced orders, one per refund: related (TipoRelacion
 * 01) to the invoice that covered the order — its own, or the month's global one. Queued in the
 * transaction where the refund's money went back (the ledger's settlement, decision 037), stamped by the
 * background sweep, so a provider that is down only delays it.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** The invoice it credits. */
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id),
    orderId: integer()
      .notNull()
      .references(() => bills.id),
    /** The refund's own key (`cancel-12`, `return-7`): one credit note per refund, however often told. */
    refundKey: text().notNull().unique(),
    status: text().$type<CreditNoteStatus>().notNull().default('emitiendo'),
    /** Sent to the provider so a retried request never stamps a second credit note. */
    idempotencyKey: text().notNull().unique(),
    providerInvoiceId: text().unique(),
    uuid: text().unique(),
    series: text(),
    folioNumber: integer(),
    /** c_FormaPago: the original invoice's. */
    paymentForm: text().notNull(),
    /** What was refunded, IVA included: the credit note's Total. */
    totalCents: integer().notNull(),
    issuedAt: timestamp({ withTimezone: true }),
    xml: text(),
    pdf: bytea(),
    /** Why the provider refused it, or why it was discarded or cancelled, for the owner. */
    note: text(),
    /**
     * Its refund failed at the provider after the credit note was stamped (or while it was being stamped):
     * the sweep cancels it at SAT (`withdrawUndoneCreditNotes`).
     */
    refundFailedAt: timestamp({ withTimezone: true }),
    /** The sweep's last try to cancel it; SAT may wait for the receiver, and is asked again later. */
    withdrawalTriedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'credit_notes_status',
      sql`${t.status} IN ('emitiendo', 'vigente', 'rechazada', 'descartada', 'cancelada')`,
    ),
    check('credit_notes_total', sql`${t.totalCents} > 0`),
    index('credit_notes_invoice_idx').on(t.invoiceId),
    index('credit_notes_order_idx').on(t.orderId),
  ],
);

/** A shopper's saved invoice data, one per RFC, to pick next time. */
export const fiscalProfiles = pgTable(
  'fiscal_profiles',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rfc: text().notNull(),
    legalName: text().notNull(),
    taxRegime: text().notNull(),
    postalCode: text().notNull(),
    cfdiUse: text().notNull(),
    email: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('fiscal_profiles_user_rfc_unique').on(t.userId, t.rfc)],
);
