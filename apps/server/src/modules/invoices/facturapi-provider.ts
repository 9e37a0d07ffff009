import { createRequire } from 'node:module';
import type FacturapiClass from 'facturapi';
import type { CancellationMotive, FacturapiError, Invoice } from 'facturapi';
import { toCentavos } from '@store/money';
import {
  InvoiceProviderError,
  type InvoiceProvider,
  type IssuedInvoice,
  type IssueInvoice,
} from './invoice-provider';

// The package is CommonJS without an exports map: under Node's ESM its default import is the whole
// `module.exports`, not the class its types describe. Required, it is exactly what it says.
const sdk = createRequire(import.meta.url)('facturapi') as {
  default: typeof FacturapiClass;
  FacturapiError: typeof FacturapiError;
};
const Facturapi = sdk.default;
type FacturapiClient = InstanceType<typeof Facturapi>;

const MICROS_PER_PESO = 1_000_000;
const pesosOf = (micros: number) => micros / MICROS_PER_PESO;

/**
 * The body of POST /v2/invoices, for an invoice (type I) or a credit note (type E, with its related
 * invoice under `related_documents`, as Facturapi's API takes it). Amounts go before IVA (`tax_included: false`) with the six decimals
 * `invoiceAmounts` computed, so the provider only adds up what the shop already made exact: the invoice's
 * Total is the order's to the centavo.
 */
export function facturapiInvoiceBody(request: IssueInvoice) {
  return {
    type: request.type ?? 'I',
    customer: {
      legal_name: request.customer.legalName,
      tax_id: request.customer.rfc,
      tax_system: request.customer.taxRegime,
      ...(request.customer.email ? { email: request.customer.email } : {}),
      address: { zip: request.customer.postalCode, country: 'MEX' },
    },
    items: request.items.map((item) => ({
      quantity: item.quantity,
      discount: pesosOf(item.discount),
      product: {
        description: item.description,
        product_key: item.productKey,
        price: pesosOf(item.unitValue),
        tax_included: false,
        taxability: '02',
        taxes: [{ type: 'IVA', rate: 0.16 }],
        unit_key: item.unitKey,
        unit_name: item.unitName,
        sku: item.sku,
      },
    })),
    payment_form: request.paymentForm,
    payment_method: 'PUE',
    use: request.use,
    currency: 'MXN',
    export: '01',
    series: request.series,
    address: { zip: request.issuerPostalCode },
    external_id: request.externalId,
    idempotency_key: request.idempotencyKey,
    ...(request.global
      ? { global: { periodicity: 'month', months: request.global.months, year: request.global.year } }
      : {}),
    ...(request.related
      ? {
          related_documents: [
            { relationship: request.related.relationship, documents: request.related.uuids },
          ],
        }
      : {}),
  };
}

export function issuedInvoiceOf(invoice: Invoice): IssuedInvoice {
  if (invoice.status !== 'valid' && invoice.status !== 'pending') {
    throw new InvoiceProviderError(
      `El proveedor de facturas no emitió la factura (estado: ${invoice.status}).`,
      false,
      invoice.status,
      undefined,
    );
  }
  const folio = Number(invoice.folio_number);
  return {
    providerId: invoice.id,
    status: invoice.status,
    uuid: invoice.uuid || null,
    series: invoice.series || null,
    folioNumber: Number.isInteger(folio) ? folio : null,
    totalCents: toCentavos(invoice.total),
    issuedAt: new Date(invoice.stamp?.date ?? invoice.date),
  };
}

async function readAll(download: unknown): Promise<Buffer> {
  if (download instanceof Blob) return Buffer.from(await download.arrayBuffer());
  const chunks: Buffer[] = [];
  for await (const chunk of download as AsyncIterable<Uint8Array | string>) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/** The SDK's error, or a network failure, as the shop's. */
function providerError(error: unknown): InvoiceProviderError {
  if (error instanceof sdk.FacturapiError) {
    const refused = error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 429;
    return new InvoiceProviderError(error.message, refused, error.code, error.path);
  }
  return new InvoiceProviderError(
    error instanceof Error ? error.message : String(error),
    false,
    undefined,
    undefined,
  );
}

async function calling<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw providerError(error);
  }
}

/** Facturapi through its official SDK; `baseUrl` aims it at the local stand-in instead of facturapi.io. */
export function facturapiProvider(apiKey: string, baseUrl?: string): InvoiceProvider {
  const client: FacturapiClient = new Facturapi(apiKey);
  if (baseUrl) client.BASE_URL = baseUrl;
  return {
    issue: (request) =>
      calling(async () => issuedInvoiceOf(await client.invoices.create(facturapiInvoiceBody(request)))),
    retrieve: (providerId) =>
      calling(async () => issuedInvoiceOf(await client.invoices.retrieve(providerId))),
    files: (providerId) =>
      calling(async () => {
        const [xml, pdf] = await Promise.all([
          readAll(await client.invoices.downloadXml(providerId)),
          readAll(await client.invoices.downloadPdf(providerId)),
        ]);
        return { xml: xml.toString('utf8'), pdf };
      }),
    cancel: (providerId, motive, substitution) =>
      calling(async () => {
        const invoice = await client.invoices.cancel(providerId, {
          // The SDK types the motive as its enum, whose values are SAT's codes themselves.
          motive: motive as CancellationMotive,
          ...(substitution ? { substitution } : {}),
        });
        return { status: invoice.status === 'canceled' ? 'canceled' : 'pending' };
      }),
  };
}
