import type { AdminInvoice } from '@store/contract/admin';
import type { CreditNote, FiscalProfile, OrderInvoice, OrderInvoiceState } from '@store/contract/invoices';

/** SAT's test taxpayer (a company, régimen 601), as the invoices' tests make invoices out to it. */
export const COMPANY = { rfc: 'EKU9003173C9', legal_name: 'ESCUELA KEMPER URGATE' } as const;

export const INVOICE_UUID = '7e3c1a52-4f0b-4c2e-9d8a-0b5f3e2a1c77';

/** Order 12's invoice, issued and valid at SAT, as the shopper's order page reads it. */
export const orderInvoice = (overrides: Partial<OrderInvoice> = {}): OrderInvoice => ({
  invoice_id: 7,
  status: 'vigente',
  uuid: INVOICE_UUID,
  issued_at: '2026-11-20T18:30:00.000Z',
  rfc: COMPANY.rfc,
  legal_name: COMPANY.legal_name,
  total: 2698,
  email: 'rosa@example.mx',
  other_email: null,
  pdf_url: '/api/invoices/7/pdf',
  xml_url: '/api/invoices/7/xml',
  ...overrides,
});

/** An order paid this month with no invoice yet: one can be asked for until the month's last day. */
export const invoiceState = (overrides: Partial<OrderInvoiceState> = {}): OrderInvoiceState => ({
  invoice: null,
  can_request: true,
  reason: null,
  deadline: '2026-11-30',
  credit_notes: [],
  ...overrides,
});

/** A stamped credit note of a $1,000 refund of order 12, related to its invoice. */
export const creditNote = (overrides: Partial<CreditNote> = {}): CreditNote => ({
  credit_note_id: 3,
  status: 'vigente',
  order_id: 12,
  uuid: '5b1d2e3f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
  issued_at: '2026-11-24T17:05:00.000Z',
  total: 1000,
  note: null,
  pdf_url: '/api/credit-notes/3/pdf',
  xml_url: '/api/credit-notes/3/xml',
  ...overrides,
});

export const fiscalProfile = (overrides: Partial<FiscalProfile> = {}): FiscalProfile => ({
  fiscal_profile_id: 3,
  rfc: COMPANY.rfc,
  legal_name: COMPANY.legal_name,
  tax_regime: '601',
  postal_code: '42501',
  cfdi_use: 'G03',
  email: 'facturas@kemper.mx',
  ...overrides,
});

/** An order's invoice in the back-office's list. */
export const adminInvoice = (overrides: Partial<AdminInvoice> = {}): AdminInvoice => ({
  invoice_id: 7,
  kind: 'pedido',
  status: 'vigente',
  uuid: INVOICE_UUID,
  series: 'F',
  folio_number: 101,
  issued_at: '2026-11-20T18:30:00.000Z',
  rfc: COMPANY.rfc,
  legal_name: COMPANY.legal_name,
  total: 2698,
  order_ids: [12],
  requested_by: 'rosa@example.mx',
  pdf_url: '/api/invoices/7/pdf',
  xml_url: '/api/invoices/7/xml',
  refund_notice: null,
  credit_notes: [],
  cancellation: null,
  ...overrides,
});
