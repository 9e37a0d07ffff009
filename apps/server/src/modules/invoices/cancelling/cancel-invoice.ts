import type { AdminInvoice, CancelInvoiceBody } from '@store/contract/admin';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { recordAudit } from '../../audit';
import { PROVIDER_DOWN, type InvoicingDependencies } from '../issuing/issue-invoice';
import { InvoiceProviderError } from '../invoice-provider';
import type { InvoiceRow } from '../invoice-views';
import { adminInvoiceOf, invoiceRow } from '../global-invoice/month-invoices';
import { invoiceOrders, invoices } from '../tables';

export const ONLY_VALID_CANCELLED = 'Solo una factura vigente puede cancelarse.';
export const SUBSTITUTE_NOT_FOUND =
  'No encontramos una factura vigente con ese folio fiscal para sustituir a esta. Emite primero la nueva.';
export const MOTIVE_04_GLOBAL_ONLY =
  'El motivo 04 es para una factura global que incluyó una venta que luego se facturó a nombre del cliente.';
export const CANCELLATION_PENDING =
  'El SAT pidió que el receptor acepte la cancelación; la factura sigue vigente hasta que la acepte.';

/**
 * Cancels an invoice at SAT through the provider, with SAT's motive (and, for 01, the invoice that
 * replaces it), and writes it in the audit log. Its orders are free again: an order whose own invoice
 * was cancelled may be invoiced again in its month, and a cancelled global invoice's orders go into the
 * next one.
 */
export async function cancelInvoice(
  deps: InvoicingDependencies,
  staffEmail: string,
  invoiceId: number,
  body: CancelInvoiceBody,
): Promise<AdminInvoice> {
  const row = await invoiceRow(deps.db, invoiceId);
  if (row.status !== 'vigente' || !row.providerInvoiceId) throw new HttpError(409, ONLY_VALID_CANCELLED);
  if (body.motive === '04' && row.kind !== 'global') throw new HttpError(422, MOTIVE_04_GLOBAL_ONLY);
  const substitution = body.motive === '01' ? body.substitution?.toUpperCase() : undefined;
  if (substitution) {
    const [substitute] = await deps.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(sql`upper(${invoices.uuid}) = ${substitution}`, eq(invoices.status, 'vigente')));
    if (!substitute || substitute.id === row.id) throw new HttpError(422, SUBSTITUTE_NOT_FOUND);
  }
  let cancelled;
  try {
    cancelled = await deps.provider.cancel(row.providerInvoiceId, body.motive, substitution);
  } catch (error) {
    if (error instanceof InvoiceProviderError && error.refused) throw new HttpError(422, error.message);
    if (error instanceof InvoiceProviderError) {
      deps.log.warn({ err: error, invoiceId }, 'el proveedor de facturas no canceló');
      throw new HttpError(503, PROVIDER_DOWN);
    }
    throw error;
  }
  if (cancelled.status === 'pending') throw new HttpError(409, CANCELLATION_PENDING);
  await deps.db.transaction((tx) => recordCancellation(tx, row, body.motive, substitution, staffEmail));
  return adminInvoiceOf(deps.db, invoiceId);
}

/**
 * An invoice SAT cancelled, as the shop keeps it: 'cancelada' with its motive, who did it ("sistema" for
 * the shop's own sweep), its orders free again, and the audit entry.
 */
export async function recordCancellation(
  tx: Database,
  row: InvoiceRow,
  motive: string,
  substitution: string | undefined,
  by: string,
): Promise<void> {
  await tx
    .update(invoices)
    .set({
      status: 'cancelada',
      cancelMotive: motive,
      substitutionUuid: substitution ?? null,
      cancelledAt: sql`now()`,
      cancelledBy: by,
    })
    .where(and(eq(invoices.id, row.id), eq(invoices.status, 'vigente')));
  await tx.update(invoiceOrders).set({ active: false }).where(eq(invoiceOrders.invoiceId, row.id));
  await recordAudit(tx, by, {
    action: 'invoice.cancelled',
    invoice: { uuid: row.uuid ?? '', rfc: row.rfc, totalCents: row.totalCents },
    motive,
    ...(substitution ? { substitution } : {}),
  });
}
