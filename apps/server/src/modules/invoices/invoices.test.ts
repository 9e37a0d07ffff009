import type { Bill } from '@store/contract';
import type { AdminInvoice, AdminInvoicesResponse } from '@store/contract/admin';
import type { FiscalProfile, OrderInvoiceState } from '@store/contract/invoices';
import { formatCentavos, toCentavos } from '@store/money';
import { localMailbox } from '@store/stand-ins/testing';
import { eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PATIENT_WAIT } from '../../test/observe/patient-wait';
import type { DatabaseHandle } from '../../db/client';
import { bills, variants } from '../../db/schema';
import { shopMonth } from '../../lib/shop-day';
import { readAuditLog } from '../../test/audit-log';
import { writeCatalogFixture, type Fixture } from '../../test/catalog-fixture';
import { createTestDatabase } from '../../test/database';
import { payOnHostedPage, requestCheckout } from '../../test/shop-calls';
import { createShopper, startShopServer, type Shopper, type ShopServer } from '../../test/shop-server';
import { messagesOfOrder } from '../mail';
import { devPayStripe } from '../payments';
import { RFC_CHECK_DIGIT, RFC_GENERIC } from './fiscal-data/fiscal-rfc';
import { GLOBAL_COVERED } from './requests/invoice-deadline';
import { POSTAL_CODE_UNKNOWN } from './fiscal-data/check-fiscal-data';
import { ALREADY_INVOICED, BEING_ISSUED, requestOrderInvoice } from './requests/request-order-invoice';
import { facturapiProvider } from './facturapi-provider';
import { invoiceProvider } from './choose-invoice-provider';
import { DEV_FACTURAPI_KEY } from '../../dev-services';
import { PROVIDER_DOWN } from './issuing/issue-invoice';
import { resumeStalledInvoices } from './issuing/resume-stalled-invoices';
import { orderForInvoice } from '../orders';
import { FROM_THE_SHOP } from '../../test/from-the-shop';

const STAFF = 'contadora@tienda.test';
// One of the taxpayers SAT publishes test certificates for: a company (12 characters), régimen 601.
const COMPANY = {
  rfc: 'EKU9003173C9',
  legal_name: 'Escuela Kemper Urgate',
  tax_regime: '601',
  postal_code: '31000',
  cfdi_use: 'G03',
  email: 'facturas@kemper.test',
};

let database: DatabaseHandle;
let fixture: Fixture;
let shop: ShopServer;
let staff: Shopper;
let shopperCount = 0;

/** A shopper and the account's e-mail, where invoices go unless another address is confirmed. */
type InvoicingShopper = Shopper & { email: string };

beforeAll(async () => {
  database = await createTestDatabase();
  fixture = await writeCatalogFixture(database.db);
  // Shipping is free from $4,000: some orders here pay it, some do not.
  shop = await startShopServer(database, { ADMIN_EMAILS: STAFF, FREE_SHIPPING_FROM: '4000' });
  staff = await createShopper(database, STAFF);
  // Most tests here buy this boot: enough pairs for all of them.
  await withStock(1, 'Café', '27', 50);
});

afterAll(async () => {
  await shop?.app.close();
  await database?.close();
});

async function newShopper(): Promise<InvoicingShopper> {
  shopperCount += 1;
  const email = `factura${shopperCount}@correo.test`;
  return { ...(await createShopper(database, email)), email };
}

async function withStock(product: number, color: string, size: string, stock: number): Promise<number> {
  const id = fixture.variant(product, color, size);
  await database.db.update(variants).set({ stock }).where(eq(variants.id, id));
  return id;
}

/** The shopper's first order, of these lines, paid by card on the local hosted page. */
async function paidOrder(shopper: Shopper, lines: { variant_id: number; quantity: number }[]): Promise<Bill> {
  const created = await requestCheckout(shop.url, shopper.cookie, lines, shopper.addressId);
  expect(created.status).toBe(201);
  expect((await payOnHostedPage(String(created.body.url))).status).toBe(303);
  return vi.waitFor(async () => {
    const response = await fetch(`${shop.url}/api/bills/list`, { headers: { cookie: shopper.cookie } });
    const [order] = (await response.json()) as Bill[];
    if (!order) throw new Error('el pedido no llegó');
    return order;
  }, PATIENT_WAIT);
}

const call = (shopper: Shopper | null, path: string, method = 'GET', body?: unknown) =>
  fetch(`${shop.url}${path}`, {
    method,
    headers: {
      ...(shopper ? { cookie: shopper.cookie } : {}),
      ...(body === undefined ? FROM_THE_SHOP : { 'content-type': 'application/json' }),
      origin: shop.url,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const requestInvoice = (shopper: Shopper, orderId: number, body: Record<string, unknown>) =>
  call(shopper, `/api/invoices/orders/${orderId}`, 'POST', body);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  isArray: (name) => ['cfdi:Concepto', 'cfdi:Traslado'].includes(name),
});

type Attributes = Record<string, string>;
type Concept = Attributes & { 'cfdi:Impuestos': { 'cfdi:Traslados': { 'cfdi:Traslado': Attributes[] } } };
type Cfdi = Attributes & {
  'cfdi:Emisor': Attributes;
  'cfdi:Receptor': Attributes;
  'cfdi:InformacionGlobal'?: Attributes;
  'cfdi:Conceptos': { 'cfdi:Concepto': Concept[] };
  'cfdi:Impuestos': Attributes & { 'cfdi:Traslados': { 'cfdi:Traslado': Attributes[] } };
  'cfdi:Complemento': { 'tfd:TimbreFiscalDigital': Attributes };
};

async function downloaded(shopper: Shopper, url: string): Promise<Response> {
  const response = await call(shopper, url);
  expect(response.status, url).toBe(200);
  return response;
}

async function cfdiOf(shopper: Shopper, url: string): Promise<Cfdi> {
  const xml = await (await downloaded(shopper, url)).text();
  return (parser.parse(xml) as { 'cfdi:Comprobante': Cfdi })['cfdi:Comprobante'];
}

/** Millionths of a peso from the XML's decimal text, to add amounts up without floating-point error. */
const micros = (text: string | undefined) => {
  const [whole = '0', fraction = ''] = String(text ?? '0').split('.');
  return Number(whole) * 1_000_000 + Number(fraction.padEnd(6, '0').slice(0, 6));
};
const centavos = (text: string | undefined) => Math.round(micros(text) / 10_000);

async function awaitMail(to: string, subject: string) {
  const row = await vi.waitFor(async () => {
    const rows = await database.db.select().from(localMailbox).where(eq(localMailbox.subject, subject));
    const found = rows.find((candidate) => candidate.toAddresses.includes(to));
    if (!found) throw new Error(`no llegó «${subject}» a ${to}`);
    return found;
  }, PATIENT_WAIT);
  return simpleParser(row.raw);
}

// Each test buys, pays through the local hosted checkout and waits for e-mail: seconds on a busy machine.
const PATIENT = { timeout: 30_000 };

describe('an order’s invoice, asked for by its shopper', PATIENT, () => {
  it('is a CFDI 4.0 of its lines, discounts and shipping whose total is what was paid, sent by e-mail with its files', async () => {
    const shopper = await newShopper();
    const belt = await withStock(5, 'Café', '34', 3);
    const sweater = fixture.variant(3, 'Gris', 'M');
    const order = await paidOrder(shopper, [
      { variant_id: belt, quantity: 2 },
      { variant_id: sweater, quantity: 1 },
    ]);
    // Two belts at $899 less 10 %, a sweater at $599, and $199 of shipping.
    expect(order.shipping_cost).toBe(199);
    const state = (await (
      await call(shopper, `/api/invoices/orders/${order.bill_id}`)
    ).json()) as OrderInvoiceState;
    expect(state).toMatchObject({ invoice: null, can_request: true, reason: null });
    expect(state.deadline).toMatch(new RegExp(`^${shopMonth(new Date())}-(28|29|30|31)$`));

    const response = await requestInvoice(shopper, order.bill_id, { ...COMPANY, save_profile: true });
    expect(response.status).toBe(201);
    const issued = (await response.json()) as OrderInvoiceState;
    expect(issued).toMatchObject({
      can_request: false,
      invoice: {
        status: 'vigente',
        rfc: 'EKU9003173C9',
        legal_name: 'ESCUELA KEMPER URGATE',
        total: order.total_amount,
        // Another address than the account's gets the invoice only once someone there confirms it.
        email: shopper.email,
        other_email: { email: COMPANY.email, confirmed: false },
      },
    });
    const invoice = issued.invoice!;
    expect(invoice.uuid).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/);

    const cfdi = await cfdiOf(shopper, invoice.xml_url);
    expect(cfdi).toMatchObject({
      Version: '4.0',
      TipoDeComprobante: 'I',
      Moneda: 'MXN',
      MetodoPago: 'PUE',
      FormaPago: '04',
      Exportacion: '01',
      LugarExpedicion: '31000',
    });
    expect(cfdi['cfdi:Emisor']).toMatchObject({ Rfc: 'EWE1709045U0', RegimenFiscal: '601' });
    expect(cfdi['cfdi:Receptor']).toMatchObject({
      Rfc: 'EKU9003173C9',
      Nombre: 'ESCUELA KEMPER URGATE',
      DomicilioFiscalReceptor: '31000',
      RegimenFiscalReceptor: '601',
      UsoCFDI: 'G03',
    });
    expect(cfdi['cfdi:Complemento']['tfd:TimbreFiscalDigital'].UUID).toBe(invoice.uuid);
    expect(centavos(cfdi.Total)).toBe(toCentavos(order.total_amount));
    expect(centavos(cfdi.SubTotal) - centavos(cfdi.Descuento)).toBe(
      toCentavos(order.summary.discounted_amount) +
        toCentavos(order.shipping_cost) -
        centavos(cfdi['cfdi:Impuestos'].TotalImpuestosTrasladados),
    );

    const concepts = cfdi['cfdi:Conceptos']['cfdi:Concepto'];
    const goods = concepts.filter((concept) => concept.ClaveUnidad === 'H87');
    // In the order's own order of lines, each under its department's key: belts (Cintos), sweaters (Suéter).
    const keyOf: Record<number, string> = { 5: '53102501', 3: '53101700' };
    expect(
      goods.map((concept) => [concept.ClaveProdServ, concept.Cantidad, concept.Descuento !== undefined]),
    ).toEqual(
      order.bill_details.map((line) => [
        keyOf[line.product_id],
        String(line.quantity),
        line.discount_amount > 0,
      ]),
    );
    // Each concept carries its own IVA: 16 % of its base (its amount less its discount).
    for (const concept of concepts) {
      const [tax] = concept['cfdi:Impuestos']['cfdi:Traslados']['cfdi:Traslado'];
      expect(micros(tax?.Base)).toBe(micros(concept.Importe) - micros(concept.Descuento));
      expect(Math.abs(micros(tax?.Importe) - Math.round((micros(tax?.Base) * 16) / 100))).toBeLessThanOrEqual(
        1,
      );
      expect(tax).toMatchObject({ Impuesto: '002', TipoFactor: 'Tasa', TasaOCuota: '0.160000' });
    }
    const shipping = concepts.filter((concept) => concept.ClaveProdServ === '78102203');
    expect(shipping).toEqual([
      expect.objectContaining({ Cantidad: '1', ClaveUnidad: 'E48', Descripcion: 'Envío a domicilio' }),
    ]);

    const pdf = await downloaded(shopper, invoice.pdf_url);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="Factura-F-\d+\.pdf"$/);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const mail = await awaitMail(shopper.email, `Tu factura del pedido #${order.bill_id}`);
    expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [expect.stringMatching(/^Factura-F-\d+\.pdf$/), 'application/pdf'],
      [expect.stringMatching(/^Factura-F-\d+\.xml$/), 'application/xml'],
    ]);
    expect(mail.text).toContain(invoice.uuid);

    // Kept for next time, and asked again: the order has its invoice already.
    const profiles = (await (await call(shopper, '/api/invoices/fiscal-profiles')).json()) as FiscalProfile[];
    expect(profiles).toEqual([
      expect.objectContaining({ rfc: 'EKU9003173C9', legal_name: 'ESCUELA KEMPER URGATE', cfdi_use: 'G03' }),
    ]);
    const again = await requestInvoice(shopper, order.bill_id, COMPANY);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: ALREADY_INVOICED });
  });

  it('with free shipping and a 20 % discount on two units, adds up to the centavo, and pays in the form paid', async () => {
    const shopper = await newShopper();
    const bootie = await withStock(2, 'Miel', '24', 2);
    const order = await paidOrder(shopper, [{ variant_id: bootie, quantity: 2 }]);
    expect(order.shipping_cost).toBe(0);
    const response = await requestInvoice(shopper, order.bill_id, {
      ...COMPANY,
      rfc: 'XOJI740919U48',
      legal_name: 'Ingrid Xodar Jimenez',
      tax_regime: '612',
      cfdi_use: 'G01',
    });
    expect(response.status).toBe(201);
    const { invoice } = (await response.json()) as OrderInvoiceState;
    const cfdi = await cfdiOf(shopper, invoice!.xml_url);
    expect(centavos(cfdi.Total)).toBe(480_000);
    expect(cfdi['cfdi:Receptor']).toMatchObject({
      Rfc: 'XOJI740919U48',
      RegimenFiscalReceptor: '612',
      UsoCFDI: 'G01',
    });
    const [concept] = cfdi['cfdi:Conceptos']['cfdi:Concepto'];
    expect(concept).toMatchObject({
      ClaveProdServ: '53111500',
      Cantidad: '2',
      ClaveUnidad: 'H87',
      Unidad: 'Pieza',
    });
    expect(centavos(concept?.Descuento)).toBe(Math.round((2 * 60_000 * 100) / 116));
  });

  it('paid in cash at OXXO, says so: forma de pago 01, and can be asked for once the money arrived', async () => {
    const shopper = await newShopper();
    const created = await requestCheckout(
      shop.url,
      shopper.cookie,
      [{ variant_id: fixture.variant(1, 'Café', '27'), quantity: 1 }],
      shopper.addressId,
    );
    await fetch(`${String(created.body.url)}/oxxo`, { method: 'POST', redirect: 'manual' });
    const orderNow = async () => ((await (await call(shopper, '/api/bills/list')).json()) as Bill[])[0];
    await expect.poll(async () => (await orderNow())?.shipping_status).toBe('Pendiente de pago');
    const waiting = await orderNow();
    const unpaid = (await (
      await call(shopper, `/api/invoices/orders/${waiting!.bill_id}`)
    ).json()) as OrderInvoiceState;
    expect(unpaid).toMatchObject({ can_request: false, deadline: null });
    expect(unpaid.reason).toBe('Podrás pedir tu factura en cuanto recibamos tu pago.');

    await devPayStripe(shop.url).rawRequest(
      'POST',
      `/v1/test_helpers/checkout/sessions/${String(created.body.sessionId)}/async_payment`,
      { outcome: 'succeeded' },
    );
    await expect.poll(async () => (await orderNow())?.shipping_status).toBe('En proceso');
    const response = await requestInvoice(shopper, waiting!.bill_id, COMPANY);
    expect(response.status).toBe(201);
    const { invoice } = (await response.json()) as OrderInvoiceState;
    expect(await cfdiOf(shopper, invoice!.xml_url)).toMatchObject({ FormaPago: '01', MetodoPago: 'PUE' });
  });

  it('refuses, field by field and storing nothing, data SAT would not take', async () => {
    const shopper = await newShopper();
    const order = await paidOrder(shopper, [{ variant_id: fixture.variant(1, 'Café', '27'), quantity: 1 }]);
    const cases: [Record<string, string>, string, string | RegExp][] = [
      [{ rfc: 'EKU9003173C8' }, 'rfc', RFC_CHECK_DIGIT],
      [{ rfc: 'XAXX010101000' }, 'rfc', RFC_GENERIC],
      [{ tax_regime: '605' }, 'tax_regime', /no corresponde al RFC de una empresa/],
      [
        { rfc: 'XOJI740919U48', tax_regime: '605', cfdi_use: 'G03' },
        'cfdi_use',
        /G03 no se permite con el régimen 605/,
      ],
      [{ postal_code: '99999' }, 'postal_code', POSTAL_CODE_UNKNOWN],
      [{ legal_name: 'Escuela Kemper Urgate S.A. de C.V.' }, 'legal_name', /sin el régimen societario/],
    ];
    for (const [change, field, message] of cases) {
      const response = await requestInvoice(shopper, order.bill_id, {
        ...COMPANY,
        ...change,
        save_profile: true,
      });
      expect(response.status, field).toBe(422);
      const body = (await response.json()) as { error: string; field: string };
      expect(body.field).toBe(field);
      expect(body.error).toMatch(message);
    }
    const malformed = await requestInvoice(shopper, order.bill_id, { ...COMPANY, postal_code: '3100' });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: string }).error).toContain('5 dígitos');
    const state = (await (
      await call(shopper, `/api/invoices/orders/${order.bill_id}`)
    ).json()) as OrderInvoiceState;
    expect(state).toMatchObject({ invoice: null, can_request: true });
    expect(await (await call(shopper, '/api/invoices/fiscal-profiles')).json()).toEqual([]);
  });

  it('is asked for within the month of payment only (Mexico City), and is another shopper’s to nobody', async () => {
    const shopper = await newShopper();
    const order = await paidOrder(shopper, [{ variant_id: fixture.variant(1, 'Café', '27'), quantity: 1 }]);
    const stranger = await newShopper();
    expect((await call(stranger, `/api/invoices/orders/${order.bill_id}`)).status).toBe(404);
    expect((await requestInvoice(stranger, order.bill_id, COMPANY)).status).toBe(404);

    // Paid at 23:30 on the last day of October in Mexico City (05:30 UTC on 1 November).
    await database.db
      .update(bills)
      .set({ paidAt: new Date('2026-11-01T05:30:00Z') })
      .where(eq(bills.id, order.bill_id));
    const late = (await (
      await call(shopper, `/api/invoices/orders/${order.bill_id}`)
    ).json()) as OrderInvoiceState;
    expect(late).toMatchObject({ can_request: false, invoice: null, deadline: '2026-10-31' });
    expect(late.reason).toContain('terminó el 31 de octubre de 2026');
    const refused = await requestInvoice(shopper, order.bill_id, COMPANY);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: string }).error).toBe(late.reason);
  });
});

describe('the back-office’s invoices', PATIENT, () => {
  const staffCall = (path: string, method = 'GET', body?: unknown) => call(staff, path, method, body);

  it('cancels an invoice with SAT’s motive, audited, and the shopper may ask again', async () => {
    const shopper = await newShopper();
    const order = await paidOrder(shopper, [{ variant_id: fixture.variant(1, 'Café', '27'), quantity: 1 }]);
    const { invoice } = (await (
      await requestInvoice(shopper, order.bill_id, COMPANY)
    ).json()) as OrderInvoiceState;

    const without = await staffCall(`/api/admin/invoices/${invoice!.invoice_id}/cancel`, 'POST', {
      motive: '01',
    });
    expect(without.status).toBe(400);
    const unknown = await staffCall(`/api/admin/invoices/${invoice!.invoice_id}/cancel`, 'POST', {
      motive: '01',
      substitution: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(422);

    const cancelled = await staffCall(`/api/admin/invoices/${invoice!.invoice_id}/cancel`, 'POST', {
      motive: '02',
    });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({
      status: 'cancelada',
      order_ids: [order.bill_id],
      cancellation: { motive: '02', substitution: null, cancelled_by: STAFF },
    });
    const [entry] = await readAuditLog(shop.app, { sid: staff.cookie.replace(/^sid=/, '') });
    expect(entry?.sentence).toBe(
      `Canceló la factura ${invoice!.uuid} (EKU9003173C9, ${formatCentavos(toCentavos(order.total_amount))}) con el motivo 02`,
    );
    const state = (await (
      await call(shopper, `/api/invoices/orders/${order.bill_id}`)
    ).json()) as OrderInvoiceState;
    expect(state).toMatchObject({ can_request: true, invoice: { status: 'cancelada' } });
    expect((await requestInvoice(shopper, order.bill_id, COMPANY)).status).toBe(201);
  });

  it('issues the month’s global invoice over the paid orders nobody invoiced, and then refuses them an invoice of their own', async () => {
    const shoppers = [await newShopper(), await newShopper(), await newShopper()];
    const hat = await withStock(4, 'Negro', '58', 3);
    const orders: Bill[] = [];
    for (const shopper of shoppers) orders.push(await paidOrder(shopper, [{ variant_id: hat, quantity: 1 }]));
    const [invoiced, first, second] = orders as [Bill, Bill, Bill];
    expect((await requestInvoice(shoppers[0]!, invoiced.bill_id, COMPANY)).status).toBe(201);
    // The three were paid in January (in the shop's time), apart from every other order of these tests.
    for (const order of orders) {
      await database.db
        .update(bills)
        .set({ paidAt: new Date('2026-01-15T18:00:00Z') })
        .where(eq(bills.id, order.bill_id));
    }

    const before = (await (
      await staffCall('/api/admin/invoices?month=2026-01')
    ).json()) as AdminInvoicesResponse;
    expect(before.uninvoiced).toEqual({ orders: 2, total: first.total_amount + second.total_amount });

    const response = await staffCall('/api/admin/invoices/global', 'POST', { month: '2026-01' });
    expect(response.status).toBe(201);
    const global = (await response.json()) as AdminInvoice;
    expect(global).toMatchObject({
      kind: 'global',
      status: 'vigente',
      rfc: 'XAXX010101000',
      legal_name: 'PUBLICO EN GENERAL',
      order_ids: [first.bill_id, second.bill_id].sort((a, b) => a - b),
      requested_by: STAFF,
      total: first.total_amount + second.total_amount,
    });
    const cfdi = await cfdiOf(staff, global.xml_url);
    expect(cfdi['cfdi:InformacionGlobal']).toEqual({ Periodicidad: '04', Meses: '01', Año: '2026' });
    expect(cfdi['cfdi:Receptor']).toMatchObject({
      Rfc: 'XAXX010101000',
      Nombre: 'PUBLICO EN GENERAL',
      RegimenFiscalReceptor: '616',
      UsoCFDI: 'S01',
      DomicilioFiscalReceptor: '31000',
    });
    expect(
      cfdi['cfdi:Conceptos']['cfdi:Concepto'].map((concept) => [
        concept.NoIdentificacion,
        concept.ClaveProdServ,
        concept.ClaveUnidad,
        concept.Descripcion,
      ]),
    ).toEqual([
      [String(first.bill_id), '01010101', 'ACT', 'Venta'],
      [String(second.bill_id), '01010101', 'ACT', 'Venta'],
    ]);
    expect(centavos(cfdi.Total)).toBe(toCentavos(first.total_amount + second.total_amount));

    const after = (await (
      await staffCall('/api/admin/invoices?month=2026-01')
    ).json()) as AdminInvoicesResponse;
    expect(after.uninvoiced).toEqual({ orders: 0, total: 0 });
    expect(after.invoices.map((invoice) => invoice.kind)).toEqual(['global']);
    const nothing = await staffCall('/api/admin/invoices/global', 'POST', { month: '2026-01' });
    expect(nothing.status).toBe(422);

    // Covered by the global invoice, the order cannot get one of its own (even were its month still open).
    await database.db.update(bills).set({ paidAt: new Date() }).where(eq(bills.id, first.bill_id));
    const state = (await (
      await call(shoppers[1]!, `/api/invoices/orders/${first.bill_id}`)
    ).json()) as OrderInvoiceState;
    expect(state).toMatchObject({ invoice: null, can_request: false, reason: GLOBAL_COVERED });
    const refused = await requestInvoice(shoppers[1]!, first.bill_id, COMPANY);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: GLOBAL_COVERED });

    const [entry] = await readAuditLog(shop.app, { sid: staff.cookie.replace(/^sid=/, '') });
    expect(entry?.sentence).toContain('Emitió la factura global de 2026-01 por 2 pedidos');
  });

  it('keeps each department’s SAT product key, and the owner changes one, audited', async () => {
    const keys = (await (await staffCall('/api/admin/departments/sat-product-keys')).json()) as {
      category_id: number;
      sat_product_key: string;
    }[];
    expect(keys).toHaveLength(21);
    expect(keys.find((key) => key.category_id === 3)?.sat_product_key).toBe('53111500');
    const bad = await staffCall('/api/admin/departments/3/sat-product-key', 'PUT', {
      sat_product_key: '5311',
    });
    expect(bad.status).toBe(400);
    const changed = await staffCall('/api/admin/departments/3/sat-product-key', 'PUT', {
      sat_product_key: '53111501',
    });
    expect(await changed.json()).toEqual({ category_id: 3, name: 'Botas', sat_product_key: '53111501' });
    const [entry] = await readAuditLog(shop.app, { sid: staff.cookie.replace(/^sid=/, '') });
    expect(entry?.sentence).toBe('Cambió la clave del SAT de Botas: 53111500 → 53111501');
    await staffCall('/api/admin/departments/3/sat-product-key', 'PUT', { sat_product_key: '53111500' });
    expect((await call(await newShopper(), '/api/admin/departments/sat-product-keys')).status).toBe(404);
  });

  it('hands an order’s files to its shopper and staff only', async () => {
    const shopper = await newShopper();
    const order = await paidOrder(shopper, [{ variant_id: fixture.variant(1, 'Café', '27'), quantity: 1 }]);
    const { invoice } = (await (
      await requestInvoice(shopper, order.bill_id, COMPANY)
    ).json()) as OrderInvoiceState;
    expect((await call(await newShopper(), invoice!.xml_url)).status).toBe(404);
    expect((await call(null, invoice!.xml_url)).status).toBe(401);
    expect((await staffCall(`/api/admin/invoices/${invoice!.invoice_id}/xml`)).status).toBe(200);
    const messages = await messagesOfOrder(database.db, order.bill_id);
    expect(messages.map((message) => message.subject)).toContain(`Tu factura del pedido #${order.bill_id}`);
  });
});

describe('an invoice the provider did not answer for', PATIENT, () => {
  it('stays asked for, blocks a second request, and is issued once by the sweep, e-mail included', async () => {
    const shopper = await newShopper();
    const order = await paidOrder(shopper, [{ variant_id: fixture.variant(1, 'Café', '27'), quantity: 1 }]);
    const invoiceable = await orderForInvoice(database.db, shopper.userId, order.bill_id);
    // Nothing listens on port 9: the provider is down.
    const down = facturapiProvider(DEV_FACTURAPI_KEY, 'http://127.0.0.1:9/v2');
    const deps = { db: database.db, provider: down, config: shop.config, log: shop.app.log };
    await expect(requestOrderInvoice(deps, invoiceable!, COMPANY, shopper)).rejects.toMatchObject({
      statusCode: 503,
      message: PROVIDER_DOWN,
    });
    const waiting = (await (
      await call(shopper, `/api/invoices/orders/${order.bill_id}`)
    ).json()) as OrderInvoiceState;
    expect(waiting).toMatchObject({ can_request: false, invoice: { status: 'emitiendo', uuid: null } });
    const again = await requestInvoice(shopper, order.bill_id, COMPANY);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: BEING_ISSUED });

    // Two minutes later the sweep asks again, with the same idempotency key, and the provider answers.
    const later = new Date(Date.now() + 3 * 60_000);
    await resumeStalledInvoices({ ...deps, provider: invoiceProvider(shop.config) }, later);
    await resumeStalledInvoices({ ...deps, provider: invoiceProvider(shop.config) }, later);
    const issued = (await (
      await call(shopper, `/api/invoices/orders/${order.bill_id}`)
    ).json()) as OrderInvoiceState;
    expect(issued.invoice).toMatchObject({ status: 'vigente', total: order.total_amount });
    expect(issued.invoice?.uuid).toMatch(/^[0-9A-F-]{36}$/);
    await awaitMail(shopper.email, `Tu factura del pedido #${order.bill_id}`);
    const subjects = (await messagesOfOrder(database.db, order.bill_id)).map((message) => message.subject);
    expect(subjects.filter((subject) => subject === `Tu factura del pedido #${order.bill_id}`)).toHaveLength(
      1,
    );
  });
});
