import type { MicroPesos } from '@store/money';

/** One concept of an invoice with its amounts before IVA, as `invoiceAmounts` computed them. */
export type InvoiceItem = {
  description: string;
  /** c_ClaveProdServ. */
  productKey: string;
  /** c_ClaveUnidad and its name: H87 Pieza for goods, E48 Unidad de servicio for shipping. */
  unitKey: string;
  unitName: string;
  /** NoIdentificacion: the shop's SKU or the order number. */
  sku: string;
  quantity: number;
  /** ValorUnitario, before IVA. */
  unitValue: MicroPesos;
  /** Descuento of the whole concept, before IVA; 0 without one. */
  discount: MicroPesos;
};

/** Whom the invoice is made out to, as SAT has them registered. */
export type InvoiceCustomer = {
  legalName: string;
  rfc: string;
  taxRegime: string;
  postalCode: string;
  email: string | null;
};

export type IssueInvoice = {
  /** The provider issues one invoice per key, however often the request is retried. */
  idempotencyKey: string;
  /** The shop's own reference (the order's, or the global invoice's month), searchable at the provider. */
  externalId: string;
  customer: InvoiceCustomer;
  items: InvoiceItem[];
  /** c_FormaPago. */
  paymentForm: string;
  /** c_UsoCFDI. */
  use: string;
  series: string;
  /** Lugar de expedición. */
  issuerPostalCode: string;
  /** A global invoice's period: monthly, for the month (c_Meses 01–12) of that year. */
  global?: { months: string; year: number };
  /** 'E' for a credit note (CFDI de egreso); an invoice (ingreso) otherwise. */
  type?: 'I' | 'E';
  /** CfdiRelacionados: a credit note's TipoRelacion 01 to the invoice it credits. */
  related?: { relationship: '01'; uuids: string[] };
};

/** What the provider answers for an invoice it issued (or is still stamping). */
export type IssuedInvoice = {
  providerId: string;
  /** `pending` when the stamping service answered later than the request (Facturapi retries it). */
  status: 'valid' | 'pending';
  uuid: string | null;
  series: string | null;
  folioNumber: number | null;
  /** Total in centavos, as the provider computed it. */
  totalCents: number;
  issuedAt: Date;
};

export type CancelledInvoice = {
  /** `canceled` at once, or `pending` while the receiver must accept (SAT's rules for larger amounts). */
  status: 'canceled' | 'pending';
};

/**
 * An invoicing provider (a PAC's API): Facturapi, or its local stand-in through the same SDK. Its errors
 * are `InvoiceProviderError`s that carry the provider's own Spanish message.
 */
export type InvoiceProvider = {
  issue(request: IssueInvoice): Promise<IssuedInvoice>;
  /** The latest state of an invoice that was `pending`. */
  retrieve(providerId: string): Promise<IssuedInvoice>;
  files(providerId: string): Promise<{ xml: string; pdf: Buffer }>;
  cancel(providerId: string, motive: string, substitution?: string): Promise<CancelledInvoice>;
};

/**
 * The provider refused or failed. `refused` is a refusal about the data (a 4xx: a name that does not match
 * SAT's records, a postal code that is not the taxpayer's), which the shopper can correct; anything else
 * is the provider's trouble, to try again later.
 */
export class InvoiceProviderError extends Error {
  constructor(
    message: string,
    readonly refused: boolean,
    readonly code: string | undefined,
    readonly field: string | undefined,
  ) {
    super(message);
  }
}
