import * as z from 'zod/mini';
import { pesos } from '../catalog/list-item';
import { errorResponse } from '../system/error';

/** vigente: valid at SAT; cancelada: cancelled by the shop; emitiendo: asked of the provider, not back yet. */
export const INVOICE_STATUSES = ['emitiendo', 'vigente', 'cancelada'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** An issued invoice as its shopper sees it on the order page. */
export const orderInvoice = z.object({
  invoice_id: z.number().check(z.int()),
  status: z.enum(INVOICE_STATUSES),
  /** The folio fiscal SAT knows it by; null while it is being issued. */
  uuid: z.nullable(z.string()),
  issued_at: z.nullable(z.string()),
  rfc: z.string(),
  legal_name: z.string(),
  total: pesos,
  /** Where it was e-mailed: the account's own address (an order's invoice), or null (a global one). */
  email: z.nullable(z.string()),
  /**
   * Another address the shopper asked it to go to as well: it gets the invoice once someone there opens
   * the link we mailed it and confirms (an address the shopper confirmed before gets it at once).
   */
  other_email: z.nullable(z.object({ email: z.string(), confirmed: z.boolean() })),
  /** Where to download the files, from the shop's root (/api/invoices/7/pdf). */
  pdf_url: z.string(),
  xml_url: z.string(),
});
export type OrderInvoice = z.infer<typeof orderInvoice>;

/**
 * emitiendo: queued or asked of the provider; vigente: stamped; rechazada: the provider refused its data
 * (the owner sees why); descartada: its invoice was cancelled, or its refund failed, before it could be
 * stamped; cancelada: SAT cancelled it because its refund failed after it was stamped.
 */
export const CREDIT_NOTE_STATUSES = ['emitiendo', 'vigente', 'rechazada', 'descartada', 'cancelada'] as const;
export type CreditNoteStatus = (typeof CREDIT_NOTE_STATUSES)[number];

/** A credit note (CFDI de egreso) of a refund, related to the invoice that covered the order. */
export const creditNote = z.object({
  credit_note_id: z.number().check(z.int()),
  status: z.enum(CREDIT_NOTE_STATUSES),
  order_id: z.number().check(z.int()),
  /** Its folio fiscal; null until it is stamped. */
  uuid: z.nullable(z.string()),
  issued_at: z.nullable(z.string()),
  /** What was refunded, IVA included. */
  total: pesos,
  /** Why the provider refused it, or why it was discarded; null otherwise. */
  note: z.nullable(z.string()),
  /** Where to download the files, from the shop's root (/api/credit-notes/3/pdf). */
  pdf_url: z.string(),
  xml_url: z.string(),
});
export type CreditNote = z.infer<typeof creditNote>;

/**
 * GET /api/invoices/orders/:order_id: the order's invoice if it has one, whether one can be asked for
 * now, and if not, why (in Spanish, for the shopper).
 */
export const orderInvoiceState = z.object({
  invoice: z.nullable(orderInvoice),
  can_request: z.boolean(),
  reason: z.nullable(z.string()),
  /** The last day to ask for it (YYYY-MM-DD, Mexico City): the end of the month the order was paid in. */
  deadline: z.nullable(z.string()),
  /** The credit notes of the order's refunds, related to its own invoice, oldest first. */
  credit_notes: z.array(creditNote),
});
export type OrderInvoiceState = z.infer<typeof orderInvoiceState>;

/** A saved set of invoice data (GET /api/invoices/fiscal-profiles), to pick next time. */
export const fiscalProfile = z.object({
  fiscal_profile_id: z.number().check(z.int()),
  rfc: z.string(),
  legal_name: z.string(),
  tax_regime: z.string(),
  postal_code: z.string(),
  cfdi_use: z.string(),
  email: z.string(),
});
export type FiscalProfile = z.infer<typeof fiscalProfile>;
export const fiscalProfiles = z.array(fiscalProfile);

/** A refused request that names the form's field at fault: every refusal's shape, which may name one. */
export const fieldErrorResponse = errorResponse;

/**
 * GET /api/invoices/email-confirmations/:token: what the link confirms, without confirming it (mail
 * scanners open links on their own). `vencida`: the link is past its time; `confirmada`: already done.
 */
export const invoiceEmailConfirmation = z.object({
  order_number: z.number().check(z.int()),
  email: z.string(),
  status: z.enum(['pendiente', 'confirmada', 'vencida']),
});
export type InvoiceEmailConfirmation = z.infer<typeof invoiceEmailConfirmation>;
