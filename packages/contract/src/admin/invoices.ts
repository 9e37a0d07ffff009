import * as z from 'zod/mini';
import { pesos } from '../catalog/list-item';
import { creditNote, INVOICE_STATUSES } from '../invoices/responses';
import { idParam } from '../params';

/** A calendar month as the owner picks it (YYYY-MM), in Mexico City time. */
export const invoiceMonth = z
  .string({ error: 'month debe ser un mes AAAA-MM' })
  .check(z.regex(/^20\d{2}-(0[1-9]|1[0-2])$/, 'month debe ser un mes AAAA-MM'));

/** GET /api/admin/invoices?month=2026-11 */
export const adminInvoicesQuery = z.strictObject({ month: invoiceMonth });

/**
 * SAT's reasons to cancel a CFDI: 01 issued with errors and replaced by another (whose UUID is given),
 * 02 with errors and not replaced, 03 the sale did not happen, 04 a sale wrongly included in a global
 * invoice.
 */
export const CANCEL_MOTIVES = [
  { code: '01', name: 'Comprobante emitido con errores con relación' },
  { code: '02', name: 'Comprobante emitido con errores sin relación' },
  { code: '03', name: 'No se llevó a cabo la operación' },
  { code: '04', name: 'Operación nominativa relacionada en una factura global' },
] as const;
export type CancelMotive = (typeof CANCEL_MOTIVES)[number]['code'];

const UUID = /^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/;
export const SUBSTITUTION_MESSAGE =
  'Con el motivo 01 escribe el folio fiscal (UUID) de la factura que sustituye a esta.';

/** POST /api/admin/invoices/:invoice_id/cancel */
export const cancelInvoiceBody = z
  .strictObject({
    motive: z.enum(['01', '02', '03', '04'], { error: 'Elige el motivo de cancelación (01 a 04).' }),
    substitution: z.optional(
      z.string({ error: SUBSTITUTION_MESSAGE }).check(z.trim(), z.regex(UUID, SUBSTITUTION_MESSAGE)),
    ),
  })
  .check(
    z.refine((body) => body.motive !== '01' || Boolean(body.substitution), {
      message: SUBSTITUTION_MESSAGE,
      path: ['substitution'],
    }),
  );
export type CancelInvoiceBody = z.infer<typeof cancelInvoiceBody>;

export const adminInvoiceParams = z.strictObject({ invoice_id: idParam('invoice_id') });

/** POST /api/admin/invoices/global: the month's factura global, to PUBLICO EN GENERAL. */
export const globalInvoiceBody = z.strictObject({ month: invoiceMonth });

/** An invoice in the back-office's list. */
export const adminInvoice = z.object({
  invoice_id: z.number().check(z.int()),
  kind: z.enum(['pedido', 'global']),
  status: z.enum(INVOICE_STATUSES),
  uuid: z.nullable(z.string()),
  series: z.nullable(z.string()),
  folio_number: z.nullable(z.number().check(z.int())),
  issued_at: z.nullable(z.string()),
  rfc: z.string(),
  legal_name: z.string(),
  total: pesos,
  /** The orders it covers: one for an order's invoice, the month's others for a global one. */
  order_ids: z.array(z.number().check(z.int())),
  /** Who asked for it: the shopper's e-mail, or the staff member for a global invoice. */
  requested_by: z.nullable(z.string()),
  pdf_url: z.string(),
  xml_url: z.string(),
  /**
   * Money of an order it covers went back (the order cancelled, a return refunded) while it stands: what
   * happened and what follows, for the owner ('Factura por cancelar o con nota de crédito pendiente…').
   */
  refund_notice: z.nullable(z.string()),
  /** The credit notes related to it (one per refund of an order it covers), oldest first. */
  credit_notes: z.array(creditNote),
  cancellation: z.nullable(
    z.object({
      motive: z.string(),
      substitution: z.nullable(z.string()),
      cancelled_at: z.string(),
      cancelled_by: z.string(),
    }),
  ),
});
export type AdminInvoice = z.infer<typeof adminInvoice>;

/** GET /api/admin/invoices: the month's invoices, newest first, and what a global one would cover now. */
export const adminInvoicesResponse = z.object({
  month: z.string(),
  invoices: z.array(adminInvoice),
  /** The month's paid orders no valid invoice covers yet. */
  uninvoiced: z.object({ orders: z.number().check(z.int()), total: pesos }),
});
export type AdminInvoicesResponse = z.infer<typeof adminInvoicesResponse>;

/** The SAT product key (c_ClaveProdServ) each department's products are invoiced with. */
export const departmentProductKey = z.object({
  category_id: z.number().check(z.int()),
  name: z.string(),
  sat_product_key: z.string(),
});
export const departmentProductKeys = z.array(departmentProductKey);
export type DepartmentProductKey = z.infer<typeof departmentProductKey>;

export const departmentParams = z.strictObject({ category_id: idParam('category_id') });
export const SAT_PRODUCT_KEY_MESSAGE = 'La clave de producto del SAT tiene 8 dígitos, como 53111501.';
/** PUT /api/admin/departments/:category_id/sat-product-key */
export const departmentProductKeyBody = z.strictObject({
  sat_product_key: z
    .string({ error: SAT_PRODUCT_KEY_MESSAGE })
    .check(z.trim(), z.regex(/^\d{8}$/, SAT_PRODUCT_KEY_MESSAGE)),
});
