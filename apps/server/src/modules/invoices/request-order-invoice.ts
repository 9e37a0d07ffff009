import { randomUUID } from 'node:crypto';
import type { InvoiceRequestBody, OrderInvoiceState } from '@store/contract/invoices';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { satProductKeysOf } from '../catalog';
import { queueMessage } from '../mail';
import type { InvoiceableOrder } from '../orders';
import { checkFiscalData } from './check-fiscal-data';
import { saveFiscalProfile } from './fiscal-profiles';
import { GLOBAL_COVERED, invoiceWindow } from './invoice-deadline';
import { orderInvoiceItems } from './invoice-items';
import { issueRequestOf, issueReserved, reserveInvoice, type InvoicingDependencies } from './issue-invoice';
import { orderInvoiceState } from './order-invoice-state';
import type { InvoiceRow } from './invoice-views';
import { invoicesOfOrder } from './order-invoices';

export const ALREADY_INVOICED = 'Este pedido ya tiene factura: descárgala aquí mismo.';
export const BEING_ISSUED = 'Tu factura se está emitiendo; en unos minutos aparecerá aquí.';

/**
 * A shopper's request for an order's invoice: the order must be paid and within its month, the data
 * must be a real taxpayer's as SAT's catalogues allow, and no other invoice may cover the order. The
 * invoice is issued at once; its PDF and XML go by e-mail through the outbox, and the data is kept for
 * next time when the shopper asks.
 */
export async function requestOrderInvoice(
  deps: InvoicingDependencies,
  order: InvoiceableOrder,
  body: InvoiceRequestBody,
): Promise<OrderInvoiceState> {
  const window = invoiceWindow(order);
  if (window.refusal) throw new HttpError(422, window.refusal);
  const data = await checkFiscalData(deps.db, body);

  const reserved = await reserveInvoice(
    deps.db,
    {
      kind: 'order',
      userId: order.userId,
      idempotencyKey: `pedido-${order.orderId}-${randomUUID()}`,
      rfc: data.rfc,
      legalName: data.legal_name,
      taxRegime: data.tax_regime,
      postalCode: data.postal_code,
      cfdiUse: data.cfdi_use,
      email: data.email,
      paymentForm: order.satPaymentForm,
      totalCents: order.totalCents,
    },
    [order.orderId],
  );
  if (!reserved) {
    const { standing } = await invoicesOfOrder(deps.db, order.orderId);
    throw new HttpError(
      409,
      standing?.kind === 'global'
        ? GLOBAL_COVERED
        : standing?.status === 'emitiendo'
          ? BEING_ISSUED
          : ALREADY_INVOICED,
    );
  }

  const productKeys = await satProductKeysOf(
    deps.db,
    order.lines.map((line) => line.productId),
  );
  const items = orderInvoiceItems(order, productKeys);
  await issueReserved(deps, reserved, issueRequestOf(reserved, deps.config, items), async (tx, issued) => {
    await queueInvoiceMail(tx, issued, order.orderId);
    if (body.save_profile) await saveFiscalProfile(tx, order.userId, data);
  });
  return orderInvoiceState(deps.db, order);
}

/** `Tu factura del pedido #N`, with the files, to the address the shopper gave for it. */
export async function queueInvoiceMail(tx: Database, issued: InvoiceRow, orderId: number): Promise<void> {
  if (!issued.email) return;
  await queueMessage(tx, {
    kind: 'invoice-issued',
    key: `invoice:${issued.id}:issued`,
    to: { email: issued.email },
    orderId,
    data: {
      orderNumber: orderId,
      invoiceId: issued.id,
      uuid: issued.uuid ?? '',
      rfc: issued.rfc,
      legalName: issued.legalName,
      totalCents: issued.totalCents,
      fileName: invoiceFileName(issued),
    },
  });
}

/** The name an invoice's files are saved under: `Factura-F-12`, or its row's number before it has a folio. */
export const invoiceFileName = (row: { series: string | null; folioNumber: number | null; id: number }) =>
  row.series && row.folioNumber !== null ? `Factura-${row.series}-${row.folioNumber}` : `Factura-${row.id}`;
