import type { invoices } from '../../db/schema';

type InvoiceRow = typeof invoices.$inferInsert;

/**
 * An invoice row for a test to write directly, to the public in general (SAT's generic RFC), with what the
 * test is about: its kind, its status, its key, and when and how much.
 */
export const invoiceToThePublic = (
  fields: Pick<InvoiceRow, 'kind' | 'status' | 'idempotencyKey' | 'totalCents'> & Partial<InvoiceRow>,
): InvoiceRow => ({
  rfc: 'XAXX010101000',
  legalName: 'PUBLICO EN GENERAL',
  taxRegime: '616',
  postalCode: '31000',
  cfdiUse: 'S01',
  paymentForm: '04',
  ...fields,
});
