import { paymentMethodText, SHIPPING_STATUS_LABELS, type OrderPayment } from '@store/contract';
import type { Database } from '../../../db/client';
import { shopDateTime } from '../../../lib/shop-day';
import { includedIvaCents, standingInvoiceUuids } from '../../invoices';
import { ordersPlacedBetween, type ExportedOrder } from '../../orders';
import { BOM, csvRecord, integerCell, pesosCell, type Cell } from './csv';

/**
 * `número` is the order's number as the shop shows it ("Pedido #12"), plain so that a spreadsheet sorts
 * it; `referencia` is its NW-… code, the one on the payment provider's receipt and in WhatsApp messages.
 */
export const ORDERS_CSV_HEADER = [
  'número',
  'referencia',
  'fecha',
  'cliente',
  'correo',
  'estado',
  'método de pago',
  'subtotal',
  'descuento',
  'envío',
  'total',
  'IVA',
  'UUID de la factura',
  'estado del pago',
  'cobrado',
  'reembolsado',
  'neto',
] as const;

/** "Visa", "Pago en efectivo en OXXO", "Mastercard a 6 meses sin intereses": as the order's page says it. */
function paymentText(payment: OrderPayment): string {
  const method = paymentMethodText(payment, null);
  return payment.installment_months
    ? `${method} a ${payment.installment_months} meses sin intereses`
    : method;
}

function orderCells(order: ExportedOrder, invoiceUuid: string | undefined): Cell[] {
  return [
    integerCell(order.id),
    order.reference,
    // The shop's wall clock, to the minute: "2026-11-26 14:05".
    shopDateTime(order.createdAt).slice(0, 16).replace('T', ' '),
    order.customerName,
    order.customerEmail,
    SHIPPING_STATUS_LABELS[order.status],
    paymentText(order.payment),
    pesosCell(order.subtotalCents),
    pesosCell(order.discountCents),
    pesosCell(order.shippingCents),
    pesosCell(order.totalCents),
    pesosCell(includedIvaCents(order)),
    invoiceUuid ?? '',
    // From the ledger: a refunded order still shows its total above, and here what went back and stayed.
    order.financialStatus ?? '',
    pesosCell(order.chargedCents),
    pesosCell(order.refundedCents),
    pesosCell(order.netCents),
  ];
}

/**
 * The orders CSV, a piece at a time: the BOM and the titles, then one chunk per page of orders with
 * their invoices' UUIDs, so a year of orders goes out without being held in memory at once.
 */
export async function* ordersCsv(db: Database, from: string, to: string): AsyncGenerator<string> {
  yield BOM + csvRecord(ORDERS_CSV_HEADER);
  for await (const page of ordersPlacedBetween(db, from, to)) {
    const uuids = await standingInvoiceUuids(
      db,
      page.map((order) => order.id),
    );
    yield page.map((order) => csvRecord(orderCells(order, uuids.get(order.id)))).join('');
  }
}

export const ordersCsvFileName = (from: string, to: string) => `pedidos-${from}-a-${to}.csv`;
