import { eq } from 'drizzle-orm';
import { shopMonthBounds } from '../../../lib/shop-day';
import { recordAudit } from '../../audit';
import { satProductKeysOf } from '../../catalog';
import { orderForInvoice, paidOrdersBetween } from '../../orders';
import { globalInvoiceItems, orderInvoiceItems } from './invoice-items';
import type { InvoiceRow } from '../invoice-views';
import { issueRequestOf, issueReserved, type InvoicingDependencies } from './issue-invoice';
import { stalledInvoices } from './order-invoices';
import { queueInvoiceMail } from './invoice-mail';
import { invoiceOrders } from '../tables';

/**
 * Takes up invoices whose issuing stopped half-way (the provider did not answer, or the process ended):
 * the same request again, under the same idempotency key, so the provider answers with the invoice it may
 * already have issued instead of a second one. Runs in the one process that leads the background work
 * (decision 020); should two take a row at once all the same, one completes it (the other's conditional
 * update finds it no longer 'emitiendo').
 */
export async function resumeStalledInvoices(
  deps: InvoicingDependencies,
  now: Date = new Date(),
): Promise<void> {
  for (const row of await stalledInvoices(deps.db, now)) {
    try {
      await resume(deps, row);
    } catch (error) {
      deps.log.warn({ err: error, invoiceId: row.id }, 'no se pudo retomar la emisión de una factura');
    }
  }
}

async function resume(deps: InvoicingDependencies, row: InvoiceRow): Promise<void> {
  const orderIds = (
    await deps.db
      .select({ orderId: invoiceOrders.orderId })
      .from(invoiceOrders)
      .where(eq(invoiceOrders.invoiceId, row.id))
  ).map((link) => link.orderId);
  if (row.kind === 'order') {
    const [orderId] = orderIds;
    const order =
      orderId === undefined || row.userId === null
        ? undefined
        : await orderForInvoice(deps.db, row.userId, orderId);
    if (!order) return;
    const keys = await satProductKeysOf(
      deps.db,
      order.lines.map((line) => line.productId),
    );
    await issueReserved(
      deps,
      row,
      issueRequestOf(row, deps.config, orderInvoiceItems(order, keys)),
      (tx, issued) => queueInvoiceMail(tx, issued, order.orderId),
    );
    return;
  }
  if (!row.period) return;
  const { from, to } = shopMonthBounds(row.period);
  const covered = new Set(orderIds);
  const orders = (await paidOrdersBetween(deps.db, from, to)).filter((order) => covered.has(order.orderId));
  const [year, months] = row.period.split('-') as [string, string];
  await issueReserved(
    deps,
    row,
    issueRequestOf(row, deps.config, globalInvoiceItems(orders), { months, year: Number(year) }),
    async (tx, valid) => {
      await recordAudit(tx, row.requestedBy ?? 'sistema', {
        action: 'invoice.global_issued',
        uuid: valid.uuid ?? '',
        period: row.period ?? '',
        orders: orders.length,
        totalCents: valid.totalCents,
      });
    },
  );
}
