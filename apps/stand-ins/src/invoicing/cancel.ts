import { z } from 'zod';
import type { Database } from '../../../server/src/db/client';
import { FacturapiApiError, invalidQuery, invoiceNotFound } from './api-error';
import type { InvoiceJson } from './invoice-json';
import { invoicePdf } from './pdf/invoice-pdf';
import { CANCELLATION_MOTIVES } from './cfdi/sat-codes';
import { findByIdOrUuid, findInvoice, updateInvoice } from './store';

const cancelQuery = z.object({
  motive: z.string().optional(),
  substitution: z.string().max(100).optional(),
});

/**
 * DELETE /invoices/:id?motive=..&substitution=..: SAT's cancellation, accepted at once. (SAT asks the
 * receptor to accept cancelling larger invoices, which Facturapi reports as `pending`; the stand-in has
 * no receptor to ask.) Motive 01 names the invoice that replaces this one, which must exist and stand.
 * Only a valid invoice can be cancelled; its PDF is written again, marked CANCELADA, its XML stays.
 */
export async function cancelInvoice(
  db: Database,
  id: string,
  query: unknown,
  now = new Date(),
): Promise<InvoiceJson> {
  const parsed = cancelQuery.safeParse(query ?? {});
  if (!parsed.success) {
    throw invalidQuery(
      'substitution',
      'Indica un solo motivo y una sola factura de sustitución, de hasta 100 caracteres.',
    );
  }
  const { motive, substitution } = parsed.data;
  if (!motive) throw invalidQuery('motive', 'El motivo de cancelación (motive) es requerido.', 'required');
  if (!CANCELLATION_MOTIVES[motive]) {
    throw invalidQuery('motive', 'El motivo de cancelación debe ser 01, 02, 03 o 04.', 'not_allowed');
  }
  if (motive === '01' && !substitution) {
    throw new FacturapiApiError(
      400,
      'substitution_invoice_required',
      'Con el motivo 01 (errores con relación) indica en "substitution" la factura que sustituye a esta.',
      { location: 'query', path: 'substitution', reason: 'required' },
    );
  }
  return db.transaction(async (tx) => {
    const invoice = await findInvoice(tx, id, { lock: true });
    if (!invoice) throw invoiceNotFound(id);
    if (invoice.status !== 'valid') {
      throw new FacturapiApiError(400, 'invoice_not_cancelable', 'La factura ya está cancelada.');
    }
    const replacement =
      motive === '01' && substitution ? await substituteFor(tx, invoice, substitution) : null;
    const at = now.toISOString();
    const cancelled: InvoiceJson = {
      ...invoice,
      status: 'canceled',
      cancellation_status: 'accepted',
      cancellation: {
        requested_at: at,
        status: 'accepted',
        last_checked: at,
        motive,
        substitutionUUID: replacement?.uuid ?? null,
      },
    };
    await updateInvoice(tx, cancelled, await invoicePdf(cancelled));
    return cancelled;
  });
}

/** The invoice named to replace `invoice`: another one, issued and still valid. */
async function substituteFor(db: Database, invoice: InvoiceJson, reference: string): Promise<InvoiceJson> {
  const replacement = await findByIdOrUuid(db, reference);
  if (!replacement || replacement.id === invoice.id) {
    throw new FacturapiApiError(
      400,
      'substitution_invoice_not_found',
      `No se encontró la factura de sustitución "${reference}": indica el id o el folio fiscal (UUID) de otra factura emitida.`,
      { location: 'query', path: 'substitution', reason: 'not_found' },
    );
  }
  if (replacement.status !== 'valid') {
    throw new FacturapiApiError(
      400,
      'substitution_invoice_canceled',
      'La factura de sustitución está cancelada.',
      { location: 'query', path: 'substitution', reason: 'not_allowed' },
    );
  }
  return replacement;
}
