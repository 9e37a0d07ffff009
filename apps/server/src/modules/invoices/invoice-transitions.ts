import { INVOICE_STATUSES, type InvoiceStatus } from '@store/contract/invoices';
import { and, eq, inArray } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import type { InvoiceRow } from './invoice-views';
import { invoices } from './tables';

/**
 * From each status of an invoice, the statuses it may go to. It is 'emitiendo' from the moment its
 * orders are reserved until the provider issues it ('vigente'; a refusal deletes the row instead, which
 * frees its orders); SAT's cancellation, asked by staff or by the shop's sweep for a refunded order,
 * makes a valid one 'cancelada', where it ends.
 */
export const INVOICE_TRANSITIONS: Record<InvoiceStatus, readonly InvoiceStatus[]> = {
  emitiendo: ['vigente'],
  vigente: ['cancelada'],
  cancelada: [],
};

/** The statuses an invoice may reach `to` from: the condition of the conditional UPDATE. */
export const invoiceMovableFrom = (to: InvoiceStatus): InvoiceStatus[] =>
  INVOICE_STATUSES.filter((from) => INVOICE_TRANSITIONS[from].includes(to));

/** What a move writes with the status: the issued invoice's facts, or its cancellation's. */
export type InvoiceMoveFields = Omit<PgUpdateSetSource<typeof invoices>, 'id' | 'status'>;

/**
 * The one place an invoice's status changes. The UPDATE applies only while the invoice is in a status
 * the table lets it leave for `to`, so of two moves racing for one invoice exactly one happens, and a
 * replay changes nothing. The moved row comes back; undefined means the move was refused and nothing
 * was written, for the caller to say why.
 */
export async function moveInvoice(
  tx: Database,
  invoiceId: number,
  to: InvoiceStatus,
  fields: InvoiceMoveFields = {},
): Promise<InvoiceRow | undefined> {
  const from = invoiceMovableFrom(to);
  if (from.length === 0) return undefined;
  const [moved] = await tx
    .update(invoices)
    .set({ ...fields, status: to })
    .where(and(eq(invoices.id, invoiceId), inArray(invoices.status, from)))
    .returning();
  return moved;
}
