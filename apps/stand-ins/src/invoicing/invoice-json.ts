/**
 * An invoice as Facturapi's API answers it (its `Invoice`, SDK `dist/types/invoice.d.ts`), the part the
 * stand-in fills. It is what `dev_invoices.data` keeps, and everything else — the XML, the PDF, a
 * cancelled copy's PDF — is written from it alone, so a restart or a second server writes the same.
 */

export type TaxJson = { type: 'IVA'; rate: number; factor: 'Tasa'; withholding: false };

export type InvoiceItemJson = {
  quantity: number;
  /** The whole concept's discount, in the same terms as the price (before or with IVA). */
  discount: number;
  product: {
    description: string;
    product_key: string;
    unit_key: string;
    unit_name: string | null;
    price: number;
    tax_included: boolean;
    taxability: '02';
    taxes: TaxJson[];
    sku: string | null;
  };
};

export type TaxpayerJson = {
  legal_name: string;
  tax_id: string;
  tax_system: string;
  email?: string;
  address: { zip: string; country: string };
};

export type GlobalJson = { periodicity: string; months: string; year: number };

/** CfdiRelacionados: a c_TipoRelacion and the folios fiscales it relates (01: a credit note's invoice). */
export type RelatedDocumentJson = { relationship: string; documents: string[] };

export type CancellationJson = {
  requested_at: string;
  status: 'accepted';
  last_checked: string;
  motive: string;
  substitutionUUID: string | null;
};

export type InvoiceJson = {
  id: string;
  organization: string;
  livemode: false;
  created_at: string;
  /** When it was issued (Fecha). */
  date: string;
  issuer_type: 'issuing';
  /** I: ingreso (an invoice); E: egreso (a credit note). */
  type: 'I' | 'E';
  cfdi_version: 4;
  status: 'valid' | 'canceled';
  cancellation_status: 'none' | 'accepted';
  cancellation: CancellationJson | null;
  /** The emisor: the organization the stand-in plays. */
  issuer_info: TaxpayerJson;
  customer: TaxpayerJson;
  items: InvoiceItemJson[];
  payment_form: string;
  payment_method: string;
  use: string;
  currency: 'MXN';
  exchange: 1;
  export: '01';
  series: string;
  folio_number: number;
  total: number;
  uuid: string;
  verification_url: string;
  /** Lugar de expedición. */
  address: { zip: string; country: 'MEX' };
  global: GlobalJson | null;
  stamp: {
    date: string;
    sat_signature: string;
    sat_cert_number: string;
    signature: string;
    complement_string: string;
    rfc_provider_cert: string;
  };
  external_id: string | null;
  idempotency_key: string | null;
  conditions: null;
  pdf_custom_section: null;
  related_documents: RelatedDocumentJson[];
  complements: [];
};
