import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { OrderRefund } from '../../orders';
import { CANCELLATION_PENDING, recordCancellation } from './cancel-invoice';
import { issueCreditNoteForRefund, withdrawCreditNoteOfRefund } from '../credit-notes/queue-credit-note';
import { InvoiceProviderError } from '../invoice-provider';
import type { InvoiceRow } from '../invoice-views';
import type { InvoicingDependencies } from '../issuing/issue-invoice';
import { invoiceOrders, invoices, type InvoiceRefund } from '../tables';

/** SAT's motive for an invoice whose sale did not take place: the order was cancelled and refunded. */
export const SALE_UNDONE_MOTIVE = '03';
// A cancellation SAT left to the receiver's acceptance is asked about again after this long.
const ASK_AGAIN_AFTER_MS = 60 * 60_000;

/**
 * Money of an order went back: called by the orders module inside the refund's own transaction (the
 * shopper's or staff's cancel, a return refunded), so that no refund leaves its invoice standing
 * unnoticed. The order's standing invoice is marked; a cancelled order's own invoice is then cancelled
 * at SAT by `withdrawRefundedInvoices`, and anything else waits for the owner's credit note.
 */
export async function markOrderRefunded(tx: Database, orderId: number, refund: InvoiceRefund): Promise<void> {
  await tx
    .update(invoiceOrders)
    .set({ refund })
    .where(
      and(
        eq(invoiceOrders.orderId, orderId),
        eq(invoiceOrders.active, true),
        // A cancellation says more than a return refunded before it.
        or(isNull(invoiceOrders.refund), eq(invoiceOrders.refund, 'return-refunded')),
      ),
    );
}

/**
 * The orders module's refund listener (`RefundListener`, wired in app.ts and the back office), told by the
 * ledger in the transaction where a refund's money went back: the order's invoice is marked and the
 * refund's credit note queued. A refund asked for and still waiting (at the provider, or a transfer staff
 * owe) is not told, so the invoice changes only with the money (decision 037). A refund that succeeded
 * and then failed at the provider is told again, `undone`: its credit note is withdrawn.
 */
export async function onOrderRefunded(tx: Database, refund: OrderRefund): Promise<void> {
  if (refund.undone) {
    await withdrawCreditNoteOfRefund(tx, refund.refundKey);
    return;
  }
  // A partial refund from the order page needs a credit note, as a return's does: the invoice stands.
  await markOrderRefunded(
    tx,
    refund.orderId,
    refund.cause === 'order-cancelled' ? 'order-cancelled' : 'return-refunded',
  );
  await issueCreditNoteForRefund(
    { db: tx },
    {
      orderId: refund.orderId,
      refundKey: refund.refundKey,
      amountCents: refund.refundedCents,
      orderCancelled: refund.cause === 'order-cancelled',
      paymentForm: refund.paymentForm,
    },
  );
}

/**
 * Cancels at SAT, with motive 03 ("no se llevó a cabo la operación"), each standing invoice of an order
 * that was cancelled and refunded. The provider may answer that SAT waits for the receiver's acceptance
 * (an invoice over $1,000 cancelled after the next business day): the invoice stays 'vigente', says so to
 * the owner and is asked about again every hour. A refusal (past the year's deadline, say) is kept for the
 * owner, who issues a credit note instead. Runs in the process that leads the background work; a provider
 * that does not answer is asked again on the next round.
 */
export async function withdrawRefundedInvoices(
  deps: InvoicingDependencies,
  now: Date = new Date(),
): Promise<void> {
  const due = await deps.db
    .selectDistinct({ invoice: invoices })
    .from(invoices)
    .innerJoin(invoiceOrders, eq(invoiceOrders.invoiceId, invoices.id))
    .where(
      and(
        eq(invoices.kind, 'order'),
        eq(invoices.status, 'vigente'),
        isNotNull(invoices.providerInvoiceId),
        eq(invoiceOrders.active, true),
        eq(invoiceOrders.refund, 'order-cancelled'),
        or(
          isNull(invoices.withdrawalTriedAt),
          and(
            eq(invoices.withdrawalNote, CANCELLATION_PENDING),
            lt(invoices.withdrawalTriedAt, new Date(now.getTime() - ASK_AGAIN_AFTER_MS)),
          ),
        ),
      ),
    )
    .limit(20);
  for (const { invoice } of due) await withdraw(deps, invoice);
}

/**
 * SAT refused to cancel a cancelled order's invoice (past its deadline): the refund is credited instead,
 * under the cancellation's own refund key, for what the invoice has not had credited yet.
 */
async function creditInstead(db: Database, row: InvoiceRow): Promise<void> {
  const [link] = await db
    .select({ orderId: invoiceOrders.orderId })
    .from(invoiceOrders)
    .where(and(eq(invoiceOrders.invoiceId, row.id), eq(invoiceOrders.active, true)));
  if (!link) return;
  await issueCreditNoteForRefund(
    { db },
    { orderId: link.orderId, refundKey: `cancel-${link.orderId}`, amountCents: row.totalCents },
  );
}

async function withdraw(deps: InvoicingDependencies, row: InvoiceRow): Promise<void> {
  let note: string;
  try {
    const cancelled = await deps.provider.cancel(row.providerInvoiceId ?? '', SALE_UNDONE_MOTIVE);
    if (cancelled.status === 'canceled') {
      await deps.db.transaction((tx) =>
        recordCancellation(tx, row, SALE_UNDONE_MOTIVE, undefined, 'sistema'),
      );
      return;
    }
    note = CANCELLATION_PENDING;
  } catch (error) {
    if (!(error instanceof InvoiceProviderError && error.refused)) {
      deps.log.warn(
        { err: error, invoiceId: row.id },
        'no se pudo cancelar la factura de un pedido cancelado',
      );
      return;
    }
    note = `El SAT no aceptó cancelarla: ${error.message.trim()} La tienda emite en su lugar una nota de crédito (CFDI de egreso) por el reembolso.`;
    await creditInstead(deps.db, row);
  }
  await deps.db
    .update(invoices)
    .set({ withdrawalTriedAt: sql`now()`, withdrawalNote: note })
    .where(eq(invoices.id, row.id));
}
