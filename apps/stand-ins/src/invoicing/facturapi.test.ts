import { formatCentavos, invoiceAmounts, microPesosText, centavosText } from '@store/money';
import { count, eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/src/app';
import { loadConfig } from '../../../server/src/config';
import type { DatabaseHandle } from '../../../server/src/db/client';
import { devInvoices } from './tables';
import { createTestDatabase } from '../../../server/src/test/database';
import { startShopServer, type ShopServer } from '../../../server/src/test/shop-server';
import {
  facturapiInvoiceBody,
  facturapiProvider,
} from '../../../server/src/modules/invoices/facturapi-provider';
import {
  InvoiceProviderError,
  type InvoiceProvider,
  type IssueInvoice,
} from '../../../server/src/modules/invoices/invoice-provider';
import { DEV_FACTURAPI_KEY, DEV_FACTURAPI_PREFIX } from '../../../server/src/dev-services';
import { creditNoteItems } from '../../../server/src/modules/invoices/credit-notes/credit-note-items';
import type { InvoiceJson } from './invoice-json';
import { cfdiDateTime, mexicoCityMonth } from './cfdi/stamp';
import { issueRequest, ORDER_LINES, paidCents, type TestLine } from './testing';

let database: DatabaseHandle;
let shop: ShopServer;
let provider: InvoiceProvider;

const standInUrl = () => `${shop.url}${DEV_FACTURAPI_PREFIX}/v2`;

beforeAll(async () => {
  database = await createTestDatabase();
  shop = await startShopServer(database);
  // The shop's real adapter over the official SDK, aimed at the stand-in as the shop aims it.
  provider = facturapiProvider(DEV_FACTURAPI_KEY, standInUrl());
});

afterAll(async () => {
  await shop?.app.close();
  await database?.close();
});

/** A raw call to the stand-in, as the SDK makes it (JSON content type even without a body). */
async function api(path: string, init: RequestInit = {}, key = DEV_FACTURAPI_KEY) {
  const response = await fetch(`${standInUrl()}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...init.headers },
  });
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    type,
    body: (type.includes('json') ? await response.json() : await response.text()) as Record<string, unknown>,
  };
}

const invoiceJson = async (id: string) => (await api(`/invoices/${id}`)).body as unknown as InvoiceJson;

/** The provider's refusal of `call`, which must fail. */
async function failure(call: Promise<unknown>): Promise<InvoiceProviderError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(InvoiceProviderError);
  return error as InvoiceProviderError;
}

// Attributes by their names (`Rfc`, `xmlns:cfdi`), namespace prefixes kept, values as written.
const xmlParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseAttributeValue: false,
  isArray: (name) => name === 'cfdi:Concepto',
});
type Node = Record<string, string> & { [child: string]: unknown };
const child = (node: unknown, name: string) => (node as Record<string, Node>)[name] as Node;

function comprobanteOf(xml: string): Node {
  return child(xmlParser.parse(xml), 'cfdi:Comprobante');
}
const conceptsOf = (cfdi: Node) => child(cfdi, 'cfdi:Conceptos')['cfdi:Concepto'] as unknown as Node[];

/** "4308.620690" as whole millionths, to redo SAT's arithmetic from the XML's own text. */
const millionths = (text: string | undefined) => {
  const [whole = '0', fraction = ''] = String(text).split('.');
  return Number(whole) * 1_000_000 + Number(fraction.padEnd(6, '0'));
};
const centavos = (text: string | undefined) => Math.round(millionths(text) / 10_000);

async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** The month before this one in central Mexico: the period a global invoice covers. */
function lastMonth(): { months: string; year: number } {
  const { year, month } = mexicoCityMonth(new Date());
  return month === 1
    ? { months: '12', year: year - 1 }
    : { months: String(month - 1).padStart(2, '0'), year };
}

describe('an invoice through the shop’s adapter and the official SDK', () => {
  it('is issued with SAT’s amounts per concept and in total, as a CFDI 4.0 XML', async () => {
    const request = issueRequest(ORDER_LINES);
    const issued = await provider.issue(request);
    expect(issued).toMatchObject({ status: 'valid', series: 'F', totalCents: paidCents(ORDER_LINES) });
    expect(issued.uuid).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/);
    expect(issued.folioNumber).toBeGreaterThan(0);

    const { xml } = await provider.files(issued.providerId);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<!-- Emitido por el simulador local de la tienda: sin validez fiscal.');
    const cfdi = comprobanteOf(xml);
    expect(cfdi).toMatchObject({
      'xmlns:cfdi': 'http://www.sat.gob.mx/cfd/4',
      'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      'xsi:schemaLocation':
        'http://www.sat.gob.mx/cfd/4 http://www.sat.gob.mx/sitio_internet/cfd/4/cfdv40.xsd',
      Version: '4.0',
      Serie: 'F',
      Folio: String(issued.folioNumber),
      Fecha: cfdiDateTime(issued.issuedAt),
      NoCertificado: '00000000000000000000',
      Moneda: 'MXN',
      TipoDeComprobante: 'I',
      Exportacion: '01',
      FormaPago: '04',
      MetodoPago: 'PUE',
      LugarExpedicion: '31000',
    });
    expect(cfdi.Fecha).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(cfdi['cfdi:InformacionGlobal']).toBeUndefined();
    const issuer = shop.config.invoicing.issuer;
    expect(child(cfdi, 'cfdi:Emisor')).toEqual({
      Rfc: issuer.rfc,
      Nombre: issuer.name,
      RegimenFiscal: issuer.regime,
    });
    expect(child(cfdi, 'cfdi:Receptor')).toEqual({
      Rfc: 'PENM800101AB1',
      Nombre: 'MARÍA JOSÉ PEÑA ÑÚÑEZ',
      DomicilioFiscalReceptor: '52176',
      RegimenFiscalReceptor: '612',
      UsoCFDI: 'G03',
    });

    // Each concept: the shop's own amounts (@store/money), and SAT's arithmetic redone on the XML's text.
    const shopAmounts = invoiceAmounts(ORDER_LINES);
    const concepts = conceptsOf(cfdi);
    expect(concepts).toHaveLength(ORDER_LINES.length);
    concepts.forEach((concept, index) => {
      const line = ORDER_LINES[index] as TestLine;
      const expected = shopAmounts.concepts[index];
      const traslado = child(child(child(concept, 'cfdi:Impuestos'), 'cfdi:Traslados'), 'cfdi:Traslado');
      expect(concept).toMatchObject({
        ClaveProdServ: line.productKey,
        NoIdentificacion: line.sku,
        Cantidad: String(line.quantity),
        ClaveUnidad: line.productKey === '78102203' ? 'E48' : 'H87',
        Descripcion: line.description,
        ValorUnitario: microPesosText(expected?.unitValue ?? -1),
        Importe: microPesosText(expected?.amount ?? -1),
        ObjetoImp: '02',
      });
      expect(concept.Descuento).toBe(
        line.unitDiscountCents > 0 ? microPesosText(expected?.discount ?? -1) : undefined,
      );
      expect(traslado).toEqual({
        Base: microPesosText(expected?.base ?? -1),
        Impuesto: '002',
        TipoFactor: 'Tasa',
        TasaOCuota: '0.160000',
        Importe: microPesosText(expected?.iva ?? -1),
      });
      expect(millionths(concept.Importe)).toBe(line.quantity * millionths(concept.ValorUnitario));
      expect(millionths(traslado.Base)).toBe(
        millionths(concept.Importe) - millionths(concept.Descuento ?? '0'),
      );
      expect(millionths(traslado.Importe)).toBe(Math.round((millionths(traslado.Base) * 16) / 100));
    });

    expect(cfdi.SubTotal).toBe(centavosText(shopAmounts.subtotalCents));
    expect(cfdi.Descuento).toBe(centavosText(shopAmounts.discountCents));
    expect(cfdi.Total).toBe(centavosText(paidCents(ORDER_LINES)));
    expect(centavos(cfdi.Total)).toBe(
      centavos(cfdi.SubTotal) -
        centavos(cfdi.Descuento) +
        centavos(child(cfdi, 'cfdi:Impuestos').TotalImpuestosTrasladados),
    );
    const taxes = child(cfdi, 'cfdi:Impuestos');
    expect(taxes.TotalImpuestosTrasladados).toBe(centavosText(shopAmounts.ivaCents));
    expect(child(child(taxes, 'cfdi:Traslados'), 'cfdi:Traslado')).toEqual({
      Base: centavosText(shopAmounts.ivaBaseCents),
      Impuesto: '002',
      TipoFactor: 'Tasa',
      TasaOCuota: '0.160000',
      Importe: centavosText(shopAmounts.ivaCents),
    });

    const stamp = child(child(cfdi, 'cfdi:Complemento'), 'tfd:TimbreFiscalDigital');
    expect(stamp).toMatchObject({
      'xmlns:tfd': 'http://www.sat.gob.mx/TimbreFiscalDigital',
      'xsi:schemaLocation':
        'http://www.sat.gob.mx/TimbreFiscalDigital http://www.sat.gob.mx/sitio_internet/cfd/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd',
      Version: '1.1',
      UUID: issued.uuid,
      SelloCFD: cfdi.Sello,
      NoCertificadoSAT: '00000000000000000000',
    });
    expect(stamp.SelloSAT).toMatch(/^SIMULADOSINVALIDEZFISCAL[A-Za-z0-9+/]+={0,2}$/);
  });

  it('answers it in Facturapi’s shape, and lists it by its external id', async () => {
    const request = issueRequest(ORDER_LINES, { externalId: 'NW-BUSCAR-7' });
    const issued = await provider.issue(request);
    const invoice = await invoiceJson(issued.providerId);
    expect(invoice).toMatchObject({
      id: issued.providerId,
      livemode: false,
      type: 'I',
      status: 'valid',
      cancellation_status: 'none',
      uuid: issued.uuid,
      total: paidCents(ORDER_LINES) / 100,
      currency: 'MXN',
      payment_form: '04',
      payment_method: 'PUE',
      use: 'G03',
      series: 'F',
      folio_number: issued.folioNumber,
      external_id: 'NW-BUSCAR-7',
      idempotency_key: request.idempotencyKey,
      customer: { tax_id: 'PENM800101AB1', tax_system: '612', address: { zip: '52176', country: 'MEX' } },
      address: { zip: '31000' },
      global: null,
      stamp: { sat_cert_number: '00000000000000000000' },
    });
    expect(invoice.id).toMatch(/^[0-9a-f]{24}$/);
    expect(invoice.items).toHaveLength(ORDER_LINES.length);
    const issuer = shop.config.invoicing.issuer;
    expect(invoice.verification_url).toBe(
      'https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx' +
        `?id=${issued.uuid}&re=${issuer.rfc}&rr=PENM800101AB1&tt=${centavosText(paidCents(ORDER_LINES))}0000` +
        `&fe=${encodeURIComponent(invoice.stamp.signature.slice(-8))}`,
    );

    const listed = await api('/invoices?external_id=NW-BUSCAR-7&status=valid');
    expect(listed.body).toMatchObject({ page: 1, total_pages: 1, total_results: 1 });
    expect((listed.body.data as InvoiceJson[]).map((found) => found.id)).toEqual([issued.providerId]);
  });

  it('prints a PDF with the folio fiscal, the receptor, the total and that it has no fiscal validity', async () => {
    const issued = await provider.issue(issueRequest(ORDER_LINES));
    const { pdf } = await provider.files(issued.providerId);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain(issued.uuid);
    expect(text).toContain('PENM800101AB1');
    expect(text).toContain('MARÍA JOSÉ PEÑA ÑÚÑEZ');
    expect(text).toContain(formatCentavos(paidCents(ORDER_LINES)));
    expect(text).toContain('SIN VALIDEZ FISCAL');
    expect(text).toContain('sin validez fiscal');
    expect(text).toContain('G03 Gastos en general');
    expect(text).toContain('04 Tarjeta de crédito');
    expect(text).not.toContain('CANCELADA');
  });

  it('issues one invoice per idempotency key, however often and however concurrently it is asked', async () => {
    const request = issueRequest(ORDER_LINES);
    const [first, second] = await Promise.all([provider.issue(request), provider.issue(request)]);
    const third = await provider.issue({ ...request, items: request.items.slice(0, 1) });
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    const [stored] = await database.db
      .select({ rows: count() })
      .from(devInvoices)
      .where(eq(devInvoices.idempotencyKey, request.idempotencyKey));
    expect(stored?.rows).toBe(1);
  });

  it('numbers each series on its own, one folio each even when asked at once', async () => {
    const issue = (series: string) => provider.issue(issueRequest(ORDER_LINES.slice(2), { series }));
    const folios = await Promise.all([issue('PRUEBA'), issue('PRUEBA'), issue('PRUEBA'), issue('PRUEBA')]);
    expect(folios.map((issued) => issued.folioNumber).sort()).toEqual([1, 2, 3, 4]);
    expect((await issue('OTRA')).folioNumber).toBe(1);
    expect((await issue('PRUEBA')).folioNumber).toBe(5);
  });
});

describe('a month’s global invoice', () => {
  it('goes to PUBLICO EN GENERAL with its period in InformacionGlobal', async () => {
    const period = lastMonth();
    const issuer = shop.config.invoicing.issuer;
    const orders: TestLine[] = [
      {
        description: 'Venta',
        productKey: '01010101',
        sku: 'NW-1001',
        unitPriceCents: 2649_00,
        unitDiscountCents: 0,
        quantity: 1,
      },
      {
        description: 'Venta',
        productKey: '01010101',
        sku: 'NW-1002',
        unitPriceCents: 1048_00,
        unitDiscountCents: 0,
        quantity: 1,
      },
    ];
    const request: IssueInvoice = issueRequest(orders, {
      customer: {
        legalName: 'PUBLICO EN GENERAL',
        rfc: 'XAXX010101000',
        taxRegime: '616',
        postalCode: issuer.postalCode,
        email: null,
      },
      use: 'S01',
      paymentForm: '04',
      global: period,
    });
    request.items = request.items.map((item) => ({ ...item, unitKey: 'ACT', unitName: 'Actividad' }));
    const issued = await provider.issue(request);
    expect(issued.totalCents).toBe(3697_00);

    const { xml, pdf } = await provider.files(issued.providerId);
    const cfdi = comprobanteOf(xml);
    expect(child(cfdi, 'cfdi:InformacionGlobal')).toEqual({
      Periodicidad: '04',
      Meses: period.months,
      Año: String(period.year),
    });
    expect(child(cfdi, 'cfdi:Receptor')).toEqual({
      Rfc: 'XAXX010101000',
      Nombre: 'PUBLICO EN GENERAL',
      DomicilioFiscalReceptor: issuer.postalCode,
      RegimenFiscalReceptor: '616',
      UsoCFDI: 'S01',
    });
    expect(cfdi.Descuento).toBeUndefined();
    const concepts = conceptsOf(cfdi);
    expect(
      concepts.map((concept) => [concept.ClaveProdServ, concept.ClaveUnidad, concept.NoIdentificacion]),
    ).toEqual([
      ['01010101', 'ACT', 'NW-1001'],
      ['01010101', 'ACT', 'NW-1002'],
    ]);
    expect(concepts.every((concept) => concept.Descuento === undefined)).toBe(true);
    expect((await invoiceJson(issued.providerId)).global).toEqual({ periodicity: 'month', ...period });
    expect(await pdfText(pdf)).toContain('Información global');

    const error = await failure(
      provider.issue({
        ...request,
        idempotencyKey: 'global-otro-cp',
        customer: { ...request.customer, postalCode: '52176' },
      }),
    );
    expect(error).toMatchObject({ refused: true, code: 'invalid_request', field: 'customer.address.zip' });
  });
});

// Anexo 20's cfdv40.xsd: the children of Comprobante, in the order its xs:sequence fixes.
const COMPROBANTE_SEQUENCE = [
  'cfdi:InformacionGlobal',
  'cfdi:CfdiRelacionados',
  'cfdi:Emisor',
  'cfdi:Receptor',
  'cfdi:Conceptos',
  'cfdi:Impuestos',
  'cfdi:Complemento',
  'cfdi:Addenda',
];
// The attributes cfdv40.xsd marks use="required" on Comprobante.
const COMPROBANTE_REQUIRED = [
  'Version',
  'Fecha',
  'Sello',
  'NoCertificado',
  'Certificado',
  'SubTotal',
  'Moneda',
  'Total',
  'TipoDeComprobante',
  'Exportacion',
  'LugarExpedicion',
];

/**
 * What can be checked of cfdv40.xsd without the schema itself (neither the npm registry nor Debian ship
 * SAT's XSDs): a strict well-formedness parse, Comprobante's children in the schema's order, and its
 * required attributes present and not empty.
 */
function expectCfdiShape(xml: string): void {
  expect(XMLValidator.validate(xml, { allowBooleanAttributes: false })).toBe(true);
  const ordered = new XMLParser({
    ignoreAttributes: false,
    preserveOrder: true,
    commentPropName: '#comment',
  }).parse(xml) as Record<string, unknown>[];
  const root = ordered.find((node) => 'cfdi:Comprobante' in node)!;
  const children = (root['cfdi:Comprobante'] as Record<string, unknown>[]).map(
    (node) => Object.keys(node)[0]!,
  );
  const positions = children.map((name) => COMPROBANTE_SEQUENCE.indexOf(name));
  expect(positions.every((position) => position >= 0)).toBe(true);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
  const cfdi = comprobanteOf(xml);
  for (const name of COMPROBANTE_REQUIRED) expect(cfdi[name], name).toMatch(/\S/);
}

describe('a credit note (CFDI de egreso)', () => {
  it('is type E, related (01) to the invoice it credits, with the refund’s amounts, and a PDF titled Nota de crédito', async () => {
    const invoice = await provider.issue(issueRequest(ORDER_LINES));
    const refundCents = 1234_56;
    const issued = await provider.issue(
      issueRequest(ORDER_LINES, {
        items: creditNoteItems(refundCents, 12),
        use: 'G02',
        series: 'NC',
        type: 'E',
        related: { relationship: '01', uuids: [invoice.uuid!] },
      }),
    );
    expect(issued).toMatchObject({ status: 'valid', series: 'NC', totalCents: refundCents });
    const json = await invoiceJson(issued.providerId);
    expect(json).toMatchObject({
      type: 'E',
      related_documents: [{ relationship: '01', documents: [invoice.uuid] }],
    });

    const { xml, pdf } = await provider.files(issued.providerId);
    const cfdi = comprobanteOf(xml);
    expect(cfdi).toMatchObject({ TipoDeComprobante: 'E', Total: '1234.56', FormaPago: '04', Serie: 'NC' });
    expect(child(cfdi, 'cfdi:CfdiRelacionados')).toEqual({
      TipoRelacion: '01',
      'cfdi:CfdiRelacionado': { UUID: invoice.uuid },
    });
    expect(child(cfdi, 'cfdi:Receptor')).toMatchObject({ UsoCFDI: 'G02' });
    expect(conceptsOf(cfdi)).toEqual([
      expect.objectContaining({ ClaveProdServ: '84111506', Descripcion: 'Devolución de mercancías' }),
    ]);
    const amounts = invoiceAmounts([{ unitPriceCents: refundCents, unitDiscountCents: 0, quantity: 1 }]);
    expect(centavos(child(cfdi, 'cfdi:Impuestos').TotalImpuestosTrasladados)).toBe(amounts.ivaCents);
    expect(centavos(cfdi.SubTotal) + amounts.ivaCents).toBe(refundCents);

    const text = await pdfText(pdf);
    expect(text).toContain('Nota de crédito NC-');
    expect(text).toContain('E Egreso');
    expect(text).toContain(invoice.uuid);
  });

  it('needs the invoices it credits; a related folio must be a UUID', async () => {
    const loose = await failure(provider.issue(issueRequest(ORDER_LINES, { type: 'E', use: 'G02' })));
    expect(loose).toMatchObject({ refused: true, field: 'related_documents' });
    const wrong = await failure(
      provider.issue(
        issueRequest(ORDER_LINES, {
          type: 'E',
          use: 'G02',
          related: { relationship: '01', uuids: ['F-12'] },
        }),
      ),
    );
    expect(wrong).toMatchObject({ refused: true, field: 'related_documents.0.documents.0' });
  });

  it('and an invoice both keep to cfdv40.xsd’s structure', async () => {
    const invoice = await provider.issue(issueRequest(ORDER_LINES));
    const note = await provider.issue(
      issueRequest(ORDER_LINES, {
        items: creditNoteItems(500_00, 12),
        use: 'G02',
        type: 'E',
        related: { relationship: '01', uuids: [invoice.uuid!] },
      }),
    );
    for (const issued of [invoice, note]) expectCfdiShape((await provider.files(issued.providerId)).xml);
  });
});

describe('cancelling', () => {
  it('with motive 02 answers the invoice cancelled, and its PDF says so', async () => {
    const issued = await provider.issue(issueRequest(ORDER_LINES));
    expect(await provider.cancel(issued.providerId, '02')).toEqual({ status: 'canceled' });
    const invoice = await invoiceJson(issued.providerId);
    expect(invoice).toMatchObject({
      status: 'canceled',
      cancellation_status: 'accepted',
      cancellation: { motive: '02', status: 'accepted', substitutionUUID: null },
    });
    const { xml, pdf } = await provider.files(issued.providerId);
    expect(child(child(comprobanteOf(xml), 'cfdi:Complemento'), 'tfd:TimbreFiscalDigital').UUID).toBe(
      issued.uuid,
    );
    expect(await pdfText(pdf)).toContain('CANCELADA');

    const again = await failure(provider.cancel(issued.providerId, '02'));
    expect(again).toMatchObject({ refused: true, code: 'invoice_not_cancelable' });
  });

  it('with motive 01 needs the invoice that replaces it', async () => {
    const wrong = await provider.issue(issueRequest(ORDER_LINES));
    const raw = await api(`/invoices/${wrong.providerId}?motive=01`, { method: 'DELETE' });
    expect(raw.status).toBe(400);
    expect(raw.body).toMatchObject({
      ok: false,
      status: 400,
      code: 'substitution_invoice_required',
      path: 'substitution',
    });
    expect(String(raw.body.message)).toContain('sustituye');
    const refused = await failure(provider.cancel(wrong.providerId, '01'));
    expect(refused).toMatchObject({
      refused: true,
      code: 'substitution_invoice_required',
      field: 'substitution',
    });
    const unknown = await failure(
      provider.cancel(wrong.providerId, '01', '6F1C0A2B-1111-4222-8333-444455556666'),
    );
    expect(unknown).toMatchObject({ refused: true, code: 'substitution_invoice_not_found' });

    const right = await provider.issue(issueRequest(ORDER_LINES));
    expect(await provider.cancel(wrong.providerId, '01', right.uuid ?? '')).toEqual({ status: 'canceled' });
    expect((await invoiceJson(wrong.providerId)).cancellation?.substitutionUUID).toBe(right.uuid);
    expect((await invoiceJson(right.providerId)).status).toBe('valid');
  });

  it('refuses a motive SAT does not have', async () => {
    const issued = await provider.issue(issueRequest(ORDER_LINES));
    const error = await failure(provider.cancel(issued.providerId, '05'));
    expect(error).toMatchObject({ refused: true, code: 'invalid_request', field: 'motive' });
  });
});

describe('refusals in Facturapi’s words', () => {
  it('a uso the receptor’s régimen cannot take is refused (400), for the shopper to correct', async () => {
    const request = issueRequest(ORDER_LINES, {
      customer: { ...issueRequest(ORDER_LINES).customer, taxRegime: '605' },
    });
    const error = await failure(provider.issue(request));
    expect(error).toMatchObject({ refused: true, code: 'invalid_request', field: 'use' });
    expect(error.message).toBe('El uso del CFDI G03 no es válido para el régimen fiscal 605 del cliente.');
  });

  it('a request without the test key is unauthorized (401)', async () => {
    const wrongKey = await api('/invoices', { method: 'POST', body: '{}' }, 'sk_live_cualquiera');
    expect(wrongKey).toMatchObject({
      status: 401,
      body: { ok: false, status: 401, code: 'api_key_invalid' },
    });
    const response = await fetch(`${standInUrl()}/invoices/000000000000000000000000`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ ok: false, code: 'missing_credentials' });
    const error = await failure(facturapiProvider('sk_test_otra', standInUrl()).retrieve('0'.repeat(24)));
    expect(error).toMatchObject({ refused: false, code: 'api_key_invalid' });
  });

  it('an unknown invoice is not found (404); broken JSON is a bad request (400)', async () => {
    expect(await api('/invoices/64a1f0c2e4b0a1b2c3d4e5f6')).toMatchObject({
      status: 404,
      body: { ok: false, status: 404, code: 'invoice_not_found' },
    });
    expect(await api('/invoices/64a1f0c2e4b0a1b2c3d4e5f6/pdf')).toMatchObject({ status: 404 });
    expect(await api('/invoices', { method: 'POST', body: '{"customer":' })).toMatchObject({
      status: 400,
      body: { ok: false, code: 'invalid_json' },
    });
    expect(await api('/receipts')).toMatchObject({ status: 404, body: { ok: false, code: 'not_found' } });
  });
});

describe('across a restart of the shop', () => {
  it('keeps its invoices, their files and its folios', async () => {
    const issued = await provider.issue(issueRequest(ORDER_LINES, { series: 'REINICIO' }));
    const before = await provider.files(issued.providerId);
    await shop.app.close();
    shop = await startShopServer(database);
    provider = facturapiProvider(DEV_FACTURAPI_KEY, standInUrl());
    expect(await provider.retrieve(issued.providerId)).toEqual(issued);
    const after = await provider.files(issued.providerId);
    expect(after.xml).toBe(before.xml);
    expect(after.pdf.equals(before.pdf)).toBe(true);
    expect((await provider.issue(issueRequest(ORDER_LINES, { series: 'REINICIO' }))).folioNumber).toBe(2);
  });
});

describe('with a Facturapi key configured', () => {
  it('the shop has no stand-in: its routes do not exist', async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent', FACTURAPI_KEY: 'sk_test_de_facturapi' });
    const app = await buildApp(config, { database });
    try {
      const response = await app.inject({
        method: 'POST',
        url: `${DEV_FACTURAPI_PREFIX}/v2/invoices`,
        headers: { authorization: `Bearer ${DEV_FACTURAPI_KEY}`, 'content-type': 'application/json' },
        payload: facturapiInvoiceBody(issueRequest(ORDER_LINES)),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).not.toHaveProperty('ok');
    } finally {
      await app.close();
    }
  });
});
