import { randomUUID } from 'node:crypto';
import type { InvoiceRequestBody, OrderInvoiceState } from '@store/contract/invoices';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { satProductKeysOf } from '../../catalog';
import type { InvoiceableOrder } from '../../orders';
import { checkFiscalData } from '../fiscal-data/check-fiscal-data';
import { saveFiscalProfile } from '../fiscal-data/fiscal-profiles';
import { GLOBAL_COVERED, invoiceWindow } from './invoice-deadline';
import { orderInvoiceItems } from '../issuing/invoice-items';
import {
  issueRequestOf,
  issueReserved,
  reserveInvoice,
  type InvoicingDependencies,
} from '../issuing/issue-invoice';
import { orderInvoiceState } from './order-invoice-state';
import { holdDailyInvoiceLimit } from './daily-limit';
import { askToConfirmInvoiceEmail, isAccountEmail } from './email-confirmations';
import { queueInvoiceMail } from '../issuing/invoice-mail';
import { invoicesOfOrder } from '../issuing/order-invoices';
import { moneyOfOrders } from '../../ledger';
import { issueCreditNoteForRefund } from '../credit-notes/queue-credit-note';

export const ALREADY_INVOICED = 'Este pedido ya tiene factura: descárgala aquí mismo.';
export const BEING_ISSUED = 'Tu factura se está emitiendo; en unos minutos aparecerá aquí.';

/** The shopper asking: their id and the account's e-mail, the one address an invoice goes to unasked. */
export type InvoiceRequester = { userId: number; email: string };

/**
 * A shopper's request for an order's invoice: the order must be paid and within its month, the data
 * must be a real taxpayer's as SAT's catalogues allow, no other invoice may cover the order, and the
 * shopper must not have used up the day's invoices. The invoice is issued at once; its PDF and XML go by
 * e-mail through the outbox to the account's address, and to another address the shopper typed only once
 * someone there confirms it by the link we mail it (or at once, if the shopper confirmed it before). The
 * data is kept for next time when the shopper asks.
 */
export async function requestOrderInvoice(
  deps: InvoicingDependencies,
  order: InvoiceableOrder,
  body: InvoiceRequestBody,
  requester: InvoiceRequester,
): Promise<OrderInvoiceState> {
  const window = invoiceWindow(order);
  if (window.refusal) throw new HttpError(422, window.refusal);
  const data = await checkFiscalData(deps.db, body);
  const otherEmail = isAccountEmail(requester.email, data.email) ? null : data.email;

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
      email: requester.email,
      paymentForm: order.satPaymentForm,
      totalCents: order.totalCents,
    },
    [order.orderId],
    {
      before: (tx) => holdDailyInvoiceLimit(tx, order.userId, deps.config.invoicing.requestsPerDay),
      after: async (tx, row) => {
        if (otherEmail) {
          await askToConfirmInvoiceEmail(
            tx,
            { id: row.id, userId: order.userId, orderId: order.orderId },
            otherEmail,
          );
        }
      },
    },
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
    await creditEarlierRefunds(tx, order);
  });
  return orderInvoiceState(deps.db, order);
}

/**
 * The invoice is for the whole order, as it was sold; money that already went back before it was asked
 * for (a refunded return) gets its credit note now, under the refund's own key, as a refund after the
 * invoice would. Otherwise the invoice would stand for more than the shop kept (issue 33's property).
 */
async function creditEarlierRefunds(tx: Database, order: InvoiceableOrder): Promise<void> {
  const money = (await moneyOfOrders(tx, [order.orderId]))(order.orderId);
  for (const refund of money.refunds) {
    if (refund.state === 'failed' || refund.returnId === null) continue;
    await issueCreditNoteForRefund(
      { db: tx },
      {
        orderId: order.orderId,
        refundKey: `return-${refund.returnId}`,
        amountCents: refund.amountCents,
        paymentForm: order.satPaymentForm,
      },
    );
  }
}
