import type { AdminInvoice, AdminInvoicesResponse } from '@store/contract/admin';
import { toPesos } from '@store/money';
import { and, desc, eq, gte, inArray, lt, or } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { shopMonthBounds } from '../../../lib/shop-day';
import { uninvoicedOrders } from './global-invoice';
import { pendingRefundsOf, refundNotice, refundsOfInvoices } from '../cancelling/refund-notices';
import { creditNotesOfInvoices, toCreditNote } from '../credit-notes/credit-note-files';
import { toAdminInvoice, type InvoiceRow } from '../invoice-views';
import { invoiceOrders, invoices } from '../tables';

export const INVOICE_NOT_FOUND = 'No existe esa factura.';

export async function invoiceRow(db: Database, invoiceId: number): Promise<InvoiceRow> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!row) throw new HttpError(404, INVOICE_NOT_FOUND);
  return row;
}

async function asAdminInvoices(db: Database, rows: InvoiceRow[]): Promise<AdminInvoice[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const links = await db
    .select({ invoiceId: invoiceOrders.invoiceId, orderId: invoiceOrders.orderId })
    .from(invoiceOrders)
    .where(inArray(invoiceOrders.invoiceId, ids))
    .orderBy(invoiceOrders.orderId);
  const refunds = await refundsOfInvoices(db, ids);
  const pending = await pendingRefundsOf(
    db,
    links.map((link) => link.orderId),
  );
  const notes = await creditNotesOfInvoices(db, ids);
  // Staff issued a global invoice; a shopper asked for an order's, to the address it went to.
  return rows.map((row) =>
    toAdminInvoice(
      row,
      links.filter((link) => link.invoiceId === row.id).map((link) => link.orderId),
      row.requestedBy ?? row.email,
      refundNotice(
        row,
        refunds.get(row.id) ?? [],
        pending.filter((refund) =>
          links.some((link) => link.invoiceId === row.id && link.orderId === refund.orderId),
        ),
      ),
      (notes.get(row.id) ?? []).map((note) => toCreditNote(note, '/api/admin')),
    ),
  );
}

export async function adminInvoiceOf(db: Database, invoiceId: number): Promise<AdminInvoice> {
  const [invoice] = await asAdminInvoices(db, [await invoiceRow(db, invoiceId)]);
  if (!invoice) throw new HttpError(404, INVOICE_NOT_FOUND);
  return invoice;
}

/**
 * A month's invoices for the back-office, newest first: those issued in it (or still being issued since
 * it), and what a global invoice would cover now.
 */
export async function monthInvoices(db: Database, month: string): Promise<AdminInvoicesResponse> {
  const { from, to } = shopMonthBounds(month);
  const rows = await db
    .select()
    .from(invoices)
    .where(
      or(
        and(gte(invoices.issuedAt, from), lt(invoices.issuedAt, to)),
        and(eq(invoices.status, 'emitiendo'), gte(invoices.createdAt, from), lt(invoices.createdAt, to)),
        eq(invoices.period, month),
      ),
    )
    .orderBy(desc(invoices.createdAt), desc(invoices.id));
  const uninvoiced = await uninvoicedOrders(db, month);
  return {
    month,
    invoices: await asAdminInvoices(db, rows),
    uninvoiced: {
      orders: uninvoiced.length,
      total: toPesos(uninvoiced.reduce((total, order) => total + order.totalCents, 0)),
    },
  };
}
