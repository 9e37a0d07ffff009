import type { Database } from '../../../server/src/db/client';
import { cfdiXml } from './cfdi/cfdi-xml';
import type { InvoiceJson } from './invoice-json';
import { invoicePdf } from './pdf/invoice-pdf';
import { parseNewInvoice, type Organization } from './invoice-request';
import { stampedInvoice, type Issuer } from './stamped-invoice';
import { insertInvoice, invoiceOfKey, lockIssuing, nextFolio } from './store';

/**
 * POST /invoices: the request checked, then, one issuance at a time (see `lockIssuing`), the invoice
 * issued under the key's earlier answer or the series' next folio, its XML and PDF written and stored
 * with it. A key seen before answers the invoice it issued then, whatever the new body says, as
 * Facturapi does with a retried request.
 */
export async function issueInvoice(
  db: Database,
  invoicing: { issuer: Issuer; series: string },
  body: unknown,
  now = new Date(),
): Promise<InvoiceJson> {
  const { issuer } = invoicing;
  const organization: Organization = { postalCode: issuer.postalCode, series: invoicing.series };
  const key = keyOf(body);
  // A retry answers what the first request issued, before this one's body is judged again.
  const earlier = key ? await invoiceOfKey(db, key) : undefined;
  if (earlier) return earlier;
  const request = parseNewInvoice(body, organization, now);
  return db.transaction(async (tx) => {
    await lockIssuing(tx);
    const raced = request.idempotency_key ? await invoiceOfKey(tx, request.idempotency_key) : undefined;
    if (raced) return raced;
    const folio = request.folio_number ?? (await nextFolio(tx, request.series));
    const invoice = stampedInvoice(request, folio, issuer, now);
    await insertInvoice(tx, { invoice, xml: cfdiXml(invoice), pdf: await invoicePdf(invoice) });
    return invoice;
  });
}

function keyOf(body: unknown): string | undefined {
  const key = (body as { idempotency_key?: unknown } | null | undefined)?.idempotency_key;
  return typeof key === 'string' && key.length > 0 && key.length <= 255 ? key : undefined;
}
