import type { OrderInvoiceState } from '@store/contract/invoices';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { orderForInvoice, ORDER_NOT_FOUND, type InvoiceableOrder } from '../../orders';
import { GLOBAL_COVERED, invoiceWindow } from './invoice-deadline';
import { otherEmailOf } from './email-confirmations';
import { toOrderInvoice, type InvoiceRow } from '../invoice-views';
import { invoicesOfOrder } from '../issuing/order-invoices';
import { creditNotesOfInvoices, toCreditNote } from '../credit-notes/credit-note-files';

/** One of the shopper's orders, for its invoice; another shopper's is not found. */
export async function shopperOrder(db: Database, userId: number, orderId: number): Promise<InvoiceableOrder> {
  const order = await orderForInvoice(db, userId, orderId);
  if (!order) throw new HttpError(404, ORDER_NOT_FOUND);
  return order;
}

/**
 * Where an order's invoice stands for its shopper: the invoice that covers it (or the last one the shop
 * cancelled), and whether one can be asked for now. An order the month's global invoice covers shows no
 * invoice of its own, and says why none can be asked for.
 */
export async function orderInvoiceState(
  db: Database,
  order: InvoiceableOrder,
  now: Date = new Date(),
): Promise<OrderInvoiceState> {
  const { standing, latestCancelled } = await invoicesOfOrder(db, order.orderId);
  const window = invoiceWindow(order, now);
  if (standing?.kind === 'global') {
    return {
      invoice: null,
      can_request: false,
      reason: GLOBAL_COVERED,
      deadline: window.deadline,
      credit_notes: [],
    };
  }
  if (standing) {
    return {
      invoice: await shopperView(db, standing),
      can_request: false,
      reason: null,
      deadline: window.deadline,
      credit_notes: await shopperCreditNotes(db, standing.id),
    };
  }
  return {
    invoice: latestCancelled ? await shopperView(db, latestCancelled) : null,
    can_request: window.refusal === null,
    reason: window.refusal,
    deadline: window.deadline,
    credit_notes: latestCancelled ? await shopperCreditNotes(db, latestCancelled.id) : [],
  };
}

/**
 * The credit notes of the shopper's own invoice that were stamped (the global invoice's go to the public
 * in general, not to the shopper): one being stamped, refused or discarded has nothing to download yet.
 */
async function shopperCreditNotes(db: Database, invoiceId: number) {
  const notes = (await creditNotesOfInvoices(db, [invoiceId])).get(invoiceId) ?? [];
  return notes.filter((note) => note.status === 'vigente').map((note) => toCreditNote(note, '/api'));
}

const shopperView = async (db: Database, row: InvoiceRow) =>
  toOrderInvoice(row, await otherEmailOf(db, row.id));
