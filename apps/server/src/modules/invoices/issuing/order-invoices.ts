import { and, asc, desc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { invoiceOrders, invoices } from '../tables';
import type { InvoiceRow } from '../invoice-views';

// A row still 'emitiendo' after this long lost its request half-way (a restart, a timeout): take it up again.
export const STALLED_AFTER_MS = 2 * 60_000;

/** The invoices that ever covered an order, the one that stands now (if any) first, then newest first. */
export async function invoicesOfOrder(
  db: Database,
  orderId: number,
): Promise<{ standing: InvoiceRow | undefined; latestCancelled: InvoiceRow | undefined }> {
  const rows = await db
    .select({ invoice: invoices, active: invoiceOrders.active })
    .from(invoiceOrders)
    .innerJoin(invoices, eq(invoices.id, invoiceOrders.invoiceId))
    .where(eq(invoiceOrders.orderId, orderId))
    .orderBy(desc(invoices.createdAt), desc(invoices.id));
  return {
    standing: rows.find((row) => row.active)?.invoice,
    latestCancelled: rows.find((row) => !row.active && row.invoice.kind === 'order')?.invoice,
  };
}

/** Whether a row being issued has waited long enough to be taken up again. */
export const isStalled = (row: InvoiceRow, now: Date = new Date()) =>
  row.status === 'emitiendo' && row.createdAt.getTime() < now.getTime() - STALLED_AFTER_MS;

/** Rows being issued that stalled, for a sweep (oldest first). */
export async function stalledInvoices(db: Database, now: Date = new Date()): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.status, 'emitiendo'),
        lt(invoices.createdAt, new Date(now.getTime() - STALLED_AFTER_MS)),
      ),
    )
    .orderBy(invoices.createdAt)
    .limit(20);
}

/** The folios fiscales (UUID) of every invoice issued for each of these orders, valid or cancelled. */
export async function invoiceUuidsOfOrders(db: Database, orderIds: number[]): Promise<Map<number, string[]>> {
  const uuids = new Map<number, string[]>();
  if (orderIds.length === 0) return uuids;
  const rows = await db
    .select({ orderId: invoiceOrders.orderId, uuid: invoices.uuid })
    .from(invoiceOrders)
    .innerJoin(invoices, eq(invoices.id, invoiceOrders.invoiceId))
    .where(and(inArray(invoiceOrders.orderId, orderIds), isNotNull(invoices.uuid)))
    .orderBy(asc(invoices.createdAt), asc(invoices.id));
  for (const row of rows) {
    if (row.uuid) uuids.set(row.orderId, [...(uuids.get(row.orderId) ?? []), row.uuid]);
  }
  return uuids;
}

/**
 * The folio fiscal (UUID) of the invoice that stands for each of these orders today: its own or the
 * month's global one, stamped and not cancelled. An order without one is left out.
 */
export async function standingInvoiceUuids(db: Database, orderIds: number[]): Promise<Map<number, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: invoiceOrders.orderId, uuid: invoices.uuid })
    .from(invoiceOrders)
    .innerJoin(invoices, eq(invoices.id, invoiceOrders.invoiceId))
    .where(
      and(
        inArray(invoiceOrders.orderId, orderIds),
        eq(invoiceOrders.active, true),
        eq(invoices.status, 'vigente'),
        isNotNull(invoices.uuid),
      ),
    );
  return new Map(rows.flatMap((row) => (row.uuid ? [[row.orderId, row.uuid] as const] : [])));
}
