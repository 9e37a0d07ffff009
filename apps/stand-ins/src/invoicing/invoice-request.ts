import { z } from 'zod';
import { conceptAmounts, millionthsOf } from './cfdi/amounts';
import { type FacturapiApiError, invalidField } from './api-error';
import type { GlobalJson, InvoiceItemJson, RelatedDocumentJson, TaxpayerJson } from './invoice-json';
import { PUBLIC_RFC } from './cfdi/sat-codes';
import { checkGlobal, checkPayment, checkTaxpayer } from './cfdi/sat-rules';

/** A POST /invoices the stand-in accepted: Facturapi's defaults filled in, everything checked. */
export type NewInvoice = {
  /** I: ingreso; E: egreso (a credit note). */
  type: 'I' | 'E';
  /** CfdiRelacionados: an egreso's related invoices. */
  related_documents: RelatedDocumentJson[];
  customer: TaxpayerJson;
  items: InvoiceItemJson[];
  payment_form: string;
  payment_method: 'PUE' | 'PPD';
  use: string;
  series: string;
  /** Asked for explicitly; otherwise the series' next one. */
  folio_number: number | null;
  external_id: string | null;
  idempotency_key: string | null;
  /** Lugar de expedición. */
  zip: string;
  global: GlobalJson | null;
  /** Fecha: now, or the `date` asked for within the last 72 hours. */
  date: Date;
};

/** The organization the stand-in plays: its expedition postal code and its default series. */
export type Organization = { postalCode: string; series: string };

// SAT's t_RFC: three letters (company) or four (person), the date, and the homoclave.
const RFC = /^[A-ZÑ&]{3,4}[0-9]{2}(0[1-9]|1[0-2])(0[1-9]|[12][0-9]|3[01])[A-Z0-9]{2}[0-9A]$/;
const ZIP = /^\d{5}$/;
// A folio fiscal: SAT's UUID, 36 characters in five groups.
const UUID = /^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/;
// Facturapi refuses a `date` older than this; SAT refuses a stamp more than 72 hours after the Fecha.
const DATE_WINDOW_MS = 72 * 60 * 60 * 1000;
// A client clock a little ahead of this one is not "a date in the future".
const CLOCK_SKEW_MS = 5 * 60 * 1000;

/** Text without the `|` SAT's cadena original uses as its separator, whitespace collapsed. */
const satText = (max: number, name: string) =>
  z
    .string()
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(
      z
        .string()
        .min(1, `${name} no puede ir vacío.`)
        .max(max, `${name} admite hasta ${max} caracteres.`)
        .refine((value) => !value.includes('|'), `${name} no puede llevar el carácter "|".`),
    );

const customer = z.object({
  legal_name: satText(300, 'El nombre o razón social del cliente'),
  tax_id: z
    .string()
    .transform((value) => value.trim().toUpperCase())
    .pipe(
      z
        .string()
        .regex(
          RFC,
          'El RFC del cliente no tiene un formato válido: 12 caracteres para una persona moral, 13 para una física.',
        ),
    ),
  tax_system: z
    .string()
    .regex(/^\d{3}$/, 'El régimen fiscal del cliente es una clave de 3 dígitos (p. ej., 601).'),
  email: z.email('El correo del cliente no es válido.').optional(),
  address: z.object({
    zip: z.string().regex(ZIP, 'El código postal del domicilio fiscal del cliente tiene 5 dígitos.'),
    country: z
      .literal('MEX', 'El simulador local solo emite a clientes con domicilio fiscal en México (MEX).')
      .optional(),
  }),
});

const ivaTax = z.object({
  type: z.literal('IVA', 'El simulador local solo calcula IVA.'),
  rate: z.literal(0.16, 'El simulador local solo calcula IVA al 16 % (rate: 0.16).'),
  factor: z.literal('Tasa').optional(),
  withholding: z.literal(false, 'El simulador local solo calcula IVA trasladado, no retenido.').optional(),
});

const item = z.object({
  quantity: z.number().positive('La cantidad de cada concepto debe ser mayor que cero.').default(1),
  discount: z.number().min(0, 'El descuento de un concepto no puede ser negativo.').default(0),
  product: z.object({
    description: satText(1000, 'La descripción del concepto'),
    product_key: z
      .string()
      .regex(/^\d{8}$/, 'La clave de producto o servicio (product_key) del SAT tiene 8 dígitos.'),
    unit_key: z
      .string()
      .regex(/^[A-Z0-9]{1,3}$/, 'La clave de unidad (unit_key) es una clave del catálogo del SAT, como H87.'),
    unit_name: satText(20, 'El nombre de la unidad').optional(),
    price: z.number().min(0, 'El precio de un concepto no puede ser negativo.'),
    tax_included: z.boolean().default(true),
    taxability: z
      .literal('02', 'El simulador local solo emite conceptos objeto de impuesto (taxability "02").')
      .default('02'),
    taxes: z
      .array(ivaTax)
      .length(1, 'El simulador local solo calcula un impuesto por concepto: IVA trasladado al 16 %.')
      .optional(),
    local_taxes: z.array(z.unknown()).max(0, 'El simulador local no calcula impuestos locales.').optional(),
    sku: satText(100, 'El número de identificación (sku)').optional(),
  }),
});

const body = z.object({
  type: z
    .enum(
      ['I', 'E'],
      'El simulador local emite facturas de ingreso (type "I") y notas de crédito (type "E").',
    )
    .default('I'),
  related_documents: z
    .array(
      z.object({
        relationship: z
          .string()
          .regex(/^0[1-7]$/, 'El tipo de relación (c_TipoRelacion) es una clave de 01 a 07.'),
        documents: z
          .array(z.string().regex(UUID, 'Cada documento relacionado es un folio fiscal (UUID) del SAT.'))
          .min(1, 'Cada relación necesita al menos un folio fiscal.'),
      }),
    )
    .optional(),
  customer,
  items: z
    .array(item)
    .min(1, 'La factura necesita al menos un concepto.')
    .max(5000, 'Una factura admite hasta 5,000 conceptos.'),
  payment_form: z.string(),
  payment_method: z.enum(['PUE', 'PPD']).default('PUE'),
  use: z.string().default('G01'),
  currency: z.literal('MXN', 'El simulador local solo emite facturas en pesos (MXN).').default('MXN'),
  export: z.literal('01', 'El simulador local solo emite facturas sin exportación ("01").').default('01'),
  series: satText(25, 'La serie').optional(),
  folio_number: z.number().int().positive('El folio es un número entero positivo.').optional(),
  date: z.iso.datetime({ offset: true, error: 'La fecha debe ir en formato ISO 8601.' }).optional(),
  external_id: z.string().max(255, 'El external_id admite hasta 255 caracteres.').optional(),
  idempotency_key: z.string().min(1).max(255, 'La idempotency_key admite hasta 255 caracteres.').optional(),
  address: z
    .object({ zip: z.string().regex(ZIP, 'El código postal del lugar de expedición tiene 5 dígitos.') })
    .optional(),
  global: z
    .object({
      periodicity: z.enum(['day', 'week', 'fortnight', 'month', 'two_months']),
      months: z
        .string()
        .regex(/^\d{2}$/, 'Los meses de la factura global son una clave de 2 dígitos (01–18).'),
      year: z.number().int(),
    })
    .optional(),
});

const EXPECTED: Record<string, string> = {
  string: 'un texto',
  number: 'un número',
  boolean: 'verdadero o falso',
  object: 'un objeto',
  array: 'una lista',
};

/** zod's first complaint as Facturapi's: the field's path and a sentence in Spanish. */
function refusalOf(issue: z.core.$ZodIssue): FacturapiApiError {
  const path = issue.path.join('.');
  if (issue.code === 'invalid_type') {
    const missing = !('input' in issue) || issue.input === undefined;
    return missing
      ? invalidField(path, `El campo "${path}" es requerido.`, 'required')
      : invalidField(
          path,
          `El campo "${path}" debe ser ${EXPECTED[issue.expected] ?? issue.expected}.`,
          'invalid_type',
        );
  }
  const reason =
    issue.code === 'too_small'
      ? 'too_small'
      : issue.code === 'too_big'
        ? 'too_large'
        : issue.code === 'invalid_value'
          ? 'not_allowed'
          : 'invalid_format';
  return invalidField(path, issue.message, reason);
}

/** Values not in a list: zod's own words name the field and what it accepts. */
const fieldErrorMap = (issue: z.core.$ZodRawIssue) => {
  const path = (issue.path ?? []).join('.');
  if (issue.code === 'invalid_value') {
    return `El valor de "${path}" no es válido; se acepta: ${issue.values.map(String).join(', ')}.`;
  }
  return `El campo "${path}" no es válido.`;
};

/**
 * The request body, checked as Facturapi checks it before stamping (and as SAT's validations would
 * refuse it after): the shapes and formats of every field, then the rules between fields — the régimen
 * for the kind of RFC, the uso for the régimen, forma and método de pago, amounts that leave a taxable
 * base, and the rules of a global invoice. The first problem is answered, with its field's path.
 */
export function parseNewInvoice(input: unknown, organization: Organization, now: Date): NewInvoice {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw invalidField('', 'Envía los datos de la factura como un objeto JSON.', 'invalid_type');
  }
  // Facturapi also takes the id of a customer or product it keeps; the stand-in keeps neither.
  const raw = input as { customer?: unknown; items?: unknown };
  if (typeof raw.customer === 'string') {
    throw invalidField(
      'customer',
      'El simulador local no guarda clientes: envía los datos fiscales del cliente en la factura.',
      'not_allowed',
    );
  }
  if (Array.isArray(raw.items)) {
    raw.items.forEach((entry: unknown, index) => {
      if (typeof (entry as { product?: unknown } | null)?.product === 'string') {
        throw invalidField(
          `items.${index}.product`,
          'El simulador local no guarda productos: envía los datos del producto en cada concepto.',
          'not_allowed',
        );
      }
    });
  }
  const parsed = body.safeParse(input, { reportInput: true, error: fieldErrorMap });
  if (!parsed.success) {
    const [first] = parsed.error.issues;
    throw first ? refusalOf(first) : invalidField('', 'La solicitud no es válida.');
  }
  const request = parsed.data;
  const zip = request.address?.zip ?? organization.postalCode;
  const date = issueDate(request.date, now);
  const items = request.items.map((entry, index): InvoiceItemJson => checkedItem(entry, index));
  const invoiceCustomer: TaxpayerJson = {
    legal_name: request.customer.legal_name,
    tax_id: request.customer.tax_id,
    tax_system: request.customer.tax_system,
    ...(request.customer.email ? { email: request.customer.email } : {}),
    address: { zip: request.customer.address.zip, country: 'MEX' },
  };
  checkTaxpayer(invoiceCustomer, request.use);
  checkPayment(request.payment_form, request.payment_method);
  const global = request.global ?? null;
  if (global) checkGlobal(invoiceCustomer, request.use, zip, global, date);
  else if (invoiceCustomer.tax_id === PUBLIC_RFC) {
    throw invalidField(
      'customer.tax_id',
      `El RFC genérico ${PUBLIC_RFC} solo puede recibir una factura global: envía "global" con su periodo.`,
      'not_allowed',
    );
  }
  const related = request.related_documents ?? [];
  // SAT: an egreso relates the invoices it credits (TipoRelacion 01); the shop never issues one loose.
  if (request.type === 'E' && related.length === 0) {
    throw invalidField(
      'related_documents',
      'Una nota de crédito (type "E") necesita los folios fiscales de las facturas que acredita.',
      'required',
    );
  }
  return {
    type: request.type,
    related_documents: related,
    customer: invoiceCustomer,
    items,
    payment_form: request.payment_form,
    payment_method: request.payment_method,
    use: request.use,
    series: request.series ?? organization.series,
    folio_number: request.folio_number ?? null,
    external_id: request.external_id ?? null,
    idempotency_key: request.idempotency_key ?? null,
    zip,
    global,
    date,
  };
}

type ParsedItem = z.infer<typeof item>;

/** A concept with Facturapi's defaults, whose discount leaves a base for its IVA. */
function checkedItem(entry: ParsedItem, index: number): InvoiceItemJson {
  const { product } = entry;
  const concept: InvoiceItemJson = {
    quantity: entry.quantity,
    discount: entry.discount,
    product: {
      description: product.description,
      product_key: product.product_key,
      unit_key: product.unit_key,
      unit_name: product.unit_name ?? null,
      price: product.price,
      tax_included: product.tax_included,
      taxability: '02',
      taxes: [{ type: 'IVA', rate: 0.16, factor: 'Tasa', withholding: false }],
      sku: product.sku ?? null,
    },
  };
  if (millionthsOf(entry.quantity) < 1) {
    throw invalidField(
      `items.${index}.quantity`,
      'La cantidad de cada concepto debe ser al menos 0.000001.',
      'too_small',
    );
  }
  // The discount is the whole concept's, in the price's own terms (with or without IVA).
  const gross = Math.round((millionthsOf(entry.quantity) * millionthsOf(product.price)) / 1_000_000);
  if (millionthsOf(entry.discount) > gross) {
    throw invalidField(
      `items.${index}.discount`,
      'El descuento de un concepto no puede ser mayor que su importe (cantidad × precio).',
      'too_large',
    );
  }
  // SAT: a taxed concept's Base is at least 0.000001.
  if (conceptAmounts(concept).base <= 0) {
    throw invalidField(
      `items.${index}.discount`,
      'Un concepto objeto de impuesto necesita un importe mayor que su descuento: la base del IVA no puede ser cero.',
      'too_large',
    );
  }
  return concept;
}

/** Fecha: now, or the date asked for, which Facturapi takes only within the last 72 hours. */
function issueDate(asked: string | undefined, now: Date): Date {
  if (!asked) return now;
  const date = new Date(asked);
  if (date.getTime() > now.getTime() + CLOCK_SKEW_MS) {
    throw invalidField('date', 'La fecha de la factura no puede ser futura.', 'not_allowed');
  }
  if (date.getTime() < now.getTime() - DATE_WINDOW_MS) {
    throw invalidField('date', 'La fecha de la factura no puede ser de hace más de 72 horas.', 'not_allowed');
  }
  // A clock a little ahead: SAT stamps after the Fecha, never before it.
  return date.getTime() > now.getTime() ? now : date;
}
