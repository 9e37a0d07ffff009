import { and, eq, isNotNull, isNull, notInArray, sql, sum } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { creditNotes, invoiceOrders, invoices } from '../tables';
import type { InvoiceRow } from '../invoice-views';

/** A refund that succeeded, as the module that made it tells it. */
export type SucceededRefund = {
  orderId: number;
  /** The refund's own key, unique: the same refund told twice gets one credit note. */
  refundKey: string;
  /** What went back to the shopper, IVA included. */
  amountCents: number;
  /**
   * The whole order was cancelled. Its own invoice is then cancelled at SAT with motive 03 (the sale did
   * not take place) rather than credited; a global invoice that covered it still gets a credit note.
   */
  orderCancelled?: boolean;
  /** The order's own c_FormaPago, for a credit note of a global invoice (see `originalPaymentForm`). */
  paymentForm?: string;
};

export type QueuedCreditNote = typeof creditNotes.$inferSelect;

/**
 * Queues the credit note (CFDI de egreso) of a refund of an invoiced order, in the caller's transaction
 * (the refund's own, when it has one), so a refund that commits never leaves its credit note behind:
 * related to the order's own invoice, or to the month's global invoice that covers it. An order no
 * invoice covers gets none. The background sweep (`issueQueuedCreditNotes`) stamps it, and takes it up
 * again while the provider is down. Never more than what the invoice has left uncredited.
 */
export async function issueCreditNoteForRefund(
  deps: { db: Database },
  refund: SucceededRefund,
): Promise<QueuedCreditNote | undefined> {
  const { db } = deps;
  if (!Number.isInteger(refund.amountCents) || refund.amountCents <= 0) return undefined;
  const [earlier] = await db.select().from(creditNotes).where(eq(creditNotes.refundKey, refund.refundKey));
  if (earlier) return earlier;
  const invoice = await standingInvoiceOf(db, refund.orderId);
  if (!invoice) return undefined;
  if (refund.orderCancelled && invoice.kind === 'order') return undefined;
  const left = invoice.totalCents - (await creditedCents(db, invoice.id));
  const totalCents = Math.min(refund.amountCents, left);
  if (totalCents <= 0) return undefined;
  const [queued] = await db
    .insert(creditNotes)
    .values({
      invoiceId: invoice.id,
      orderId: refund.orderId,
      refundKey: refund.refundKey,
      idempotencyKey: `nota-credito-${refund.refundKey}`,
      paymentForm: originalPaymentForm(invoice, refund.paymentForm),
      totalCents,
    })
    .onConflictDoNothing({ target: creditNotes.refundKey })
    .returning();
  if (queued) return queued;
  const [raced] = await db.select().from(creditNotes).where(eq(creditNotes.refundKey, refund.refundKey));
  return raced;
}

/** The invoice that covers the order now, its own or the month's global one, being issued or valid. */
async function standingInvoiceOf(db: Database, orderId: number): Promise<InvoiceRow | undefined> {
  const [link] = await db
    .select({ invoice: invoices })
    .from(invoiceOrders)
    .innerJoin(invoices, eq(invoices.id, invoiceOrders.invoiceId))
    .where(and(eq(invoiceOrders.orderId, orderId), eq(invoiceOrders.active, true)));
  return link && link.invoice.status !== 'cancelada' ? link.invoice : undefined;
}

/** What the invoice's credit notes already took off it (all but the discarded and cancelled ones). */
export async function creditedCents(db: Database, invoiceId: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(creditNotes.totalCents) })
    .from(creditNotes)
    .where(
      and(eq(creditNotes.invoiceId, invoiceId), notInArray(creditNotes.status, ['descartada', 'cancelada'])),
    );
  return Number(row?.total ?? 0);
}

export const REFUND_FAILED_DISCARDED =
  'El reembolso no se completó (la pasarela lo rechazó): no hay nada que acreditar.';
export const REFUND_FAILED_CANCELLING =
  'El reembolso falló en la pasarela después de emitir la nota: la tienda la cancela ante el SAT (motivo 03).';

/**
 * A refund that had succeeded failed later at the provider (Stripe says so of a card refund days after):
 * the money did not go back, so its credit note goes too, in the same transaction. One not sent to the
 * provider yet is discarded; one stamped (or sent and not answered) is marked for the sweep to cancel at
 * SAT (`withdrawUndoneCreditNotes`). A refund without a credit note changes nothing.
 */
export async function withdrawCreditNoteOfRefund(tx: Database, refundKey: string): Promise<void> {
  await tx
    .update(creditNotes)
    .set({ status: 'descartada', note: REFUND_FAILED_DISCARDED })
    .where(
      and(
        eq(creditNotes.refundKey, refundKey),
        eq(creditNotes.status, 'emitiendo'),
        isNull(creditNotes.providerInvoiceId),
      ),
    );
  await tx
    .update(creditNotes)
    .set({ refundFailedAt: sql`now()`, note: REFUND_FAILED_CANCELLING })
    .where(
      and(
        eq(creditNotes.refundKey, refundKey),
        isNull(creditNotes.refundFailedAt),
        // Being stamped: it becomes 'vigente' first, then the sweep cancels it.
        sql`(${creditNotes.status} = 'vigente' OR (${creditNotes.status} = 'emitiendo' AND ${isNotNull(creditNotes.providerInvoiceId)}))`,
      ),
    );
}

/**
 * Forma de pago as the original: the order's own invoice's. A global invoice has one form for all its
 * sales (the one most money came by), so its credit note takes the refunded sale's own form, which the
 * refunding module knows; the global invoice's when it did not say.
 */
const originalPaymentForm = (invoice: InvoiceRow, saleForm: string | undefined) =>
  invoice.kind === 'global' && saleForm ? saleForm : invoice.paymentForm;
