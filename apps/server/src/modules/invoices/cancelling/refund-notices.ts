import { formatCentavos } from '@store/money';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { moneyOfOrders } from '../../ledger';
import type { InvoiceRow } from '../invoice-views';
import { invoiceOrders, invoices, type InvoiceRefund } from '../tables';

/** A refund of an invoiced order asked for and not finished: its money has not gone back yet. */
export type PendingRefund = {
  orderId: number;
  amountCents: number;
  /** A bank transfer staff still owe (cash paid at OXXO), rather than a refund the provider is making. */
  byTransfer: boolean;
  orderCancelled: boolean;
};

/** What the owner reads about a standing invoice whose order's money went, or is going, back; null when none. */
export function refundNotice(
  row: Pick<InvoiceRow, 'kind' | 'status' | 'withdrawalNote'>,
  refunds: { orderId: number; refund: InvoiceRefund }[],
  pending: PendingRefund[] = [],
): string | null {
  if (row.status === 'cancelada') return null;
  const notices = [
    ...(refunds.length > 0 ? [refundedNotice(row, refunds)] : []),
    ...pending.map((refund) => pendingNotice(row, refund)),
  ];
  return notices.length === 0 ? null : notices.join(' ');
}

function refundedNotice(
  row: Pick<InvoiceRow, 'kind' | 'withdrawalNote'>,
  refunds: { orderId: number; refund: InvoiceRefund }[],
): string {
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

/**
 * The invoice follows the money (decision 037): while a refund waits, nothing changes on it, and the
 * owner is told why and what will happen.
 */
function pendingNotice(row: Pick<InvoiceRow, 'kind'>, refund: PendingRefund): string {
  const amount = formatCentavos(refund.amountCents);
  const what = refund.byTransfer
    ? `falta anotar la transferencia de ${amount} al cliente`
    : `la pasarela aún no termina el reembolso de ${amount}`;
  const when = refund.byTransfer ? 'cuando anotes la transferencia en el pedido' : 'cuando termine';
  const then =
    refund.orderCancelled && row.kind === 'order'
      ? 'la tienda la cancela ante el SAT'
      : 'la tienda emite la nota de crédito';
  return `Reembolso pendiente del pedido #${refund.orderId}: ${what}. La factura sigue vigente mientras el dinero no se devuelva; ${when}, ${then}.`;
}

/** The refunds of these orders still waiting for their money, from the ledger. */
export async function pendingRefundsOf(db: Database, orderIds: number[]): Promise<PendingRefund[]> {
  const moneyOf = await moneyOfOrders(db, orderIds);
  return [...new Set(orderIds)].flatMap((orderId) =>
    moneyOf(orderId)
      .refunds.filter((refund) => refund.state === 'requested')
      .map((refund) => ({
        orderId,
        amountCents: refund.amountCents,
        byTransfer: refund.method === 'transfer',
        orderCancelled: refund.cause === 'order-cancelled',
      })),
  );
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
    await pendingRefundsOf(db, [orderId]),
  );
}
