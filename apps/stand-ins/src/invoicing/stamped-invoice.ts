import { cfdiAmounts, sixDecimals } from './cfdi/amounts';
import type { InvoiceJson } from './invoice-json';
import type { NewInvoice } from './invoice-request';
import {
  complementString,
  FAKE_CERTIFICATE_NUMBER,
  FAKE_PAC_RFC,
  facturapiId,
  fakeSeal,
  folioFiscal,
  organizationId,
  cfdiDateTime,
  verificationUrl,
} from './cfdi/stamp';

/** The shop as the invoices' emisor: `config.invoicing.issuer`. */
export type Issuer = { rfc: string; name: string; regime: string; postalCode: string };

/**
 * The invoice Facturapi would answer once SAT stamped it: the request's data with its folio, its
 * amounts' total, a new folio fiscal, the (simulated) seals and the SAT verification address.
 */
export function stampedInvoice(request: NewInvoice, folio: number, issuer: Issuer, now: Date): InvoiceJson {
  const amounts = cfdiAmounts(request.items);
  const uuid = folioFiscal();
  const seal = fakeSeal();
  const stampedAt = now.toISOString();
  return {
    id: facturapiId(now),
    organization: organizationId(issuer.rfc),
    livemode: false,
    created_at: now.toISOString(),
    date: request.date.toISOString(),
    issuer_type: 'issuing',
    type: request.type,
    cfdi_version: 4,
    status: 'valid',
    cancellation_status: 'none',
    cancellation: null,
    issuer_info: {
      legal_name: issuer.name,
      tax_id: issuer.rfc,
      tax_system: issuer.regime,
      address: { zip: issuer.postalCode, country: 'MEX' },
    },
    customer: request.customer,
    items: request.items,
    payment_form: request.payment_form,
    payment_method: request.payment_method,
    use: request.use,
    currency: 'MXN',
    exchange: 1,
    export: '01',
    series: request.series,
    folio_number: folio,
    total: amounts.total / 100,
    uuid,
    verification_url: verificationUrl({
      uuid,
      issuerRfc: issuer.rfc,
      receiverRfc: request.customer.tax_id,
      total: sixDecimals(amounts.total * 10_000),
      seal,
    }),
    address: { zip: request.zip, country: 'MEX' },
    global: request.global,
    stamp: {
      date: stampedAt,
      signature: seal,
      sat_signature: fakeSeal(),
      sat_cert_number: FAKE_CERTIFICATE_NUMBER,
      rfc_provider_cert: FAKE_PAC_RFC,
      complement_string: complementString({
        uuid,
        stampedAt: cfdiDateTime(now),
        seal,
        satCertificateNumber: FAKE_CERTIFICATE_NUMBER,
      }),
    },
    external_id: request.external_id,
    idempotency_key: request.idempotency_key,
    conditions: null,
    pdf_custom_section: null,
    related_documents: request.related_documents,
    complements: [],
  };
}
