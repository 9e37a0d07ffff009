import * as z from 'zod/mini';
import { idParam } from '../params';
import { plainText } from '../text';

/** Each field of an invoice request, by its name in the form: a field's error names it. */
export type FiscalField = 'rfc' | 'legal_name' | 'tax_regime' | 'postal_code' | 'cfdi_use' | 'email';

export const FISCAL_FIELD_MESSAGES = {
  rfc: 'Escribe tu RFC: 13 caracteres si eres persona física, 12 si es una empresa.',
  legal_name: 'Escribe el nombre o razón social tal como aparece en tu Constancia de Situación Fiscal.',
  tax_regime: 'Elige tu régimen fiscal.',
  postal_code: 'El código postal fiscal tiene 5 dígitos.',
  cfdi_use: 'Elige el uso del CFDI.',
  email: 'Escribe un correo válido para recibir tu factura.',
} as const satisfies Record<FiscalField, string>;

const M = FISCAL_FIELD_MESSAGES;

/**
 * The data of the person or company an invoice is made out to, as a shopper types it. The form checks
 * each field with this schema as the server does; the server also checks what needs the SAT catalogues
 * and the postal-code catalogue (the RFC's check digit, the régimen for that kind of RFC, the uso for that
 * régimen, a postal code that exists) and names the field it refuses.
 */
export const fiscalData = z.strictObject({
  rfc: z
    .string({ error: M.rfc })
    .check(z.trim(), z.minLength(12, M.rfc), z.maxLength(16, M.rfc), z.regex(/^[A-Za-zÑñ&0-9\s-]+$/, M.rfc)),
  legal_name: z
    .string({ error: M.legal_name })
    .check(z.trim(), plainText(), z.minLength(1, M.legal_name), z.maxLength(254, M.legal_name)),
  tax_regime: z.string({ error: M.tax_regime }).check(z.regex(/^\d{3}$/, M.tax_regime)),
  postal_code: z.string({ error: M.postal_code }).check(z.trim(), z.regex(/^\d{5}$/, M.postal_code)),
  cfdi_use: z.string({ error: M.cfdi_use }).check(z.regex(/^[A-Z]\d{2}$/, M.cfdi_use)),
  email: z
    .string({ error: M.email })
    .check(z.trim(), plainText(), z.maxLength(254, M.email), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, M.email)),
});
export type FiscalData = z.infer<typeof fiscalData>;

/** POST /api/invoices/orders/:order_id: issue the order's invoice, and keep the data for next time. */
export const invoiceRequestBody = z.strictObject({
  ...fiscalData.shape,
  save_profile: z.optional(z.boolean({ error: 'save_profile debe ser verdadero o falso' })),
});
export type InvoiceRequestBody = z.infer<typeof invoiceRequestBody>;

export const orderInvoiceParams = z.strictObject({ order_id: idParam('order_id') });
export const invoiceFileParams = z.strictObject({
  invoice_id: idParam('invoice_id'),
  file: z.enum(['pdf', 'xml'], { error: 'El archivo debe ser pdf o xml' }),
});
/** GET /api/credit-notes/:credit_note_id/:file (and under /api/admin): a credit note's PDF or XML. */
export const creditNoteFileParams = z.strictObject({
  credit_note_id: idParam('credit_note_id'),
  file: z.enum(['pdf', 'xml'], { error: 'El archivo debe ser pdf o xml' }),
});
export const fiscalProfileParams = z.strictObject({ fiscal_profile_id: idParam('fiscal_profile_id') });

/** 32 random bytes in base64url, as the server writes them into the link. */
export const INVOICE_EMAIL_TOKEN_PATTERN = /^[\w-]{43}$/;
export const invoiceEmailTokenParams = z.strictObject({
  token: z
    .string({ error: 'El enlace no es válido.' })
    .check(z.regex(INVOICE_EMAIL_TOKEN_PATTERN, 'El enlace no es válido.')),
});
