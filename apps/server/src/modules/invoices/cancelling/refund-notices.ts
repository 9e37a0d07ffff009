import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { InvoiceRow } from '../invoice-views';
import { invoiceOrders, invoices, type InvoiceRefund } from '../tables';

/** What the owner reads about a standing invoice whose order's money went back; null when none did. */
export function refundNotice(
  row: Pick<InvoiceRow, 'kind' | 'status' | 'withdrawalNote'>,
  refunds: { orderId: number; refund: InvoiceRefund }[],
): string | null {
  if (row.status === 'cancelada' || refunds.length === 0) return null;
  const what = refunds
    .map(({ orderId, refund }) =>
      refund === 'order-cancelled'
        ? `el pedido #${orderId} se canceló y se reembolsó`
        : `se reembolsó una devolución del pedido #${orderId}`,
    )
    .join('; ');
  const autoCancels = row.kind === 'order' && refunds.some(({ refund }) => refund === 'order-cancelled');
  const next =
    row.withdrawalNote ??
    (autoCancels
      ? 'La tienda la cancela ante el SAT con el motivo 03 en unos minutos.'
      : 'La tienda emite la nota de crédito (CFDI de egreso) por lo reembolsado: aparece debajo de la factura.');
  return `Factura por cancelar o con nota de crédito pendiente: ${what}. ${next}`;
}

/** The refunds marked on these invoices' orders, by invoice. */
export async function refundsOfInvoices(
  db: Database,
  invoiceIds: number[],
): Promise<Map<number, { orderId: number; refund: InvoiceRefund }[]>> {
  const found = new Map<number, { orderId: number; refund: InvoiceRefund }[]>();
  if (invoiceIds.length === 0) return found;
  const rows = await db
    .select({
      invoiceId: invoiceOrders.invoiceId,
      orderId: invoiceOrders.orderId,
      refund: invoiceOrders.refund,
    })
    .from(invoiceOrders)
    .where(
      and(
        inArray(invoiceOrders.invoiceId, invoiceIds),
        eq(invoiceOrders.active, true),
        isNotNull(invoiceOrders.refund),
      ),
    )
    .orderBy(invoiceOrders.orderId);
  for (const { invoiceId, orderId, refund } of rows) {
    if (refund) found.set(invoiceId, [...(found.get(invoiceId) ?? []), { orderId, refund }]);
  }
  return found;
}

/** The notice of an order's standing invoice, for the order's page in the back office. */
export async function invoiceNoticeOfOrder(db: Database, orderId: number): Promise<string | null> {
  const [link] = await db
    .select({ invoice: invoices })
    .from(invoiceOrders)
    .innerJoin(invoices, eq(invoices.id, invoiceOrders.invoiceId))
    .where(and(eq(invoiceOrders.orderId, orderId), eq(invoiceOrders.active, true)));
  if (!link) return null;
  const refunds = (await refundsOfInvoices(db, [link.invoice.id])).get(link.invoice.id) ?? [];
  return refundNotice(
    link.invoice,
    refunds.filter((refund) => refund.orderId === orderId),
  );
}
