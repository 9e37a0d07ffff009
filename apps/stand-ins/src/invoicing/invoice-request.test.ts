import { describe, expect, it } from 'vitest';
import { facturapiInvoiceBody } from '../../../server/src/modules/invoices/facturapi-provider';
import { FacturapiApiError } from './api-error';
import { parseNewInvoice } from './invoice-request';
import { issueRequest, ORDER_LINES } from './testing';

const ORGANIZATION = { postalCode: '31000', series: 'F' };
const NOW = new Date('2026-05-14T18:30:00Z');

type Json = Record<string, unknown>;

/** The body the shop's adapter sends for the test order, as plain JSON. */
const shopBody = (): Json =>
  JSON.parse(JSON.stringify(facturapiInvoiceBody(issueRequest(ORDER_LINES)))) as Json;

const globalBody = (): Json => ({
  ...shopBody(),
  customer: {
    legal_name: 'PUBLICO EN GENERAL',
    tax_id: 'XAXX010101000',
    tax_system: '616',
    address: { zip: '31000' },
  },
  use: 'S01',
  global: { periodicity: 'month', months: '04', year: 2026 },
});

/** `body` with each dotted field set to its value (removed for `undefined`), as a client might send it. */
function changed(body: Json, changes: Record<string, unknown>): Json {
  for (const [field, value] of Object.entries(changes)) {
    const names = field.split('.');
    const last = names.pop() ?? '';
    const parent = names.reduce((node, name) => (node as Json)[name], body as unknown) as Json;
    if (value === undefined) delete parent[last];
    else parent[last] = value;
  }
  return body;
}

/** The refusal `parseNewInvoice` answers for `body`, as the API sends it. */
function refusal(body: unknown) {
  try {
    parseNewInvoice(body, ORGANIZATION, NOW);
  } catch (error) {
    if (error instanceof FacturapiApiError) return error.toJson();
    throw error;
  }
  throw new Error('aceptada');
}

describe('a POST /invoices body, checked as Facturapi checks it', () => {
  it('accepts what the shop’s adapter sends, with Facturapi’s defaults for what it leaves out', () => {
    const request = parseNewInvoice(shopBody(), ORGANIZATION, NOW);
    expect(request).toMatchObject({
      payment_form: '04',
      payment_method: 'PUE',
      use: 'G03',
      series: 'F',
      folio_number: null,
      zip: '31000',
      global: null,
      date: NOW,
    });
    expect(request.customer).toEqual({
      legal_name: 'MARÍA JOSÉ PEÑA ÑÚÑEZ',
      tax_id: 'PENM800101AB1',
      tax_system: '612',
      email: 'maria@correo.test',
      address: { zip: '52176', country: 'MEX' },
    });
    const minimal = parseNewInvoice(
      {
        customer: shopBody().customer,
        items: [{ product: { description: 'Bota', product_key: '53111501', unit_key: 'H87', price: 2499 } }],
        payment_form: '01',
      },
      ORGANIZATION,
      NOW,
    );
    expect(minimal).toMatchObject({ use: 'G01', payment_method: 'PUE', series: 'F' });
    expect(minimal.items[0]).toMatchObject({ quantity: 1, discount: 0, product: { tax_included: true } });
  });

  const cases: [string, Record<string, unknown>, string][] = [
    ['a missing RFC', { 'customer.tax_id': undefined }, 'customer.tax_id'],
    ['an RFC of the wrong shape', { 'customer.tax_id': 'PENM8001AB1' }, 'customer.tax_id'],
    ['a régimen of two digits', { 'customer.tax_system': '61' }, 'customer.tax_system'],
    ['a régimen SAT does not have', { 'customer.tax_system': '699' }, 'customer.tax_system'],
    ['a company’s régimen for a person', { 'customer.tax_system': '601' }, 'customer.tax_system'],
    ['a zip of four digits', { 'customer.address.zip': '5217' }, 'customer.address.zip'],
    ['an empty name', { 'customer.legal_name': '  ' }, 'customer.legal_name'],
    ['a name with "|"', { 'customer.legal_name': 'PEÑA | ÑÚÑEZ' }, 'customer.legal_name'],
    ['a uso not for the régimen', { 'customer.tax_system': '605' }, 'use'],
    ['a uso SAT does not have', { use: 'X99' }, 'use'],
    ['no items', { items: [] }, 'items'],
    [
      'a product key of 7 digits',
      { 'items.0.product.product_key': '5311150' },
      'items.0.product.product_key',
    ],
    ['no unit key', { 'items.1.product.unit_key': undefined }, 'items.1.product.unit_key'],
    ['a quantity of 0', { 'items.0.quantity': 0 }, 'items.0.quantity'],
    ['a negative quantity', { 'items.2.quantity': -1 }, 'items.2.quantity'],
    ['a negative discount', { 'items.0.discount': -1 }, 'items.0.discount'],
    ['a discount over the importe', { 'items.0.discount': 5000 }, 'items.0.discount'],
    ['a discount of the whole importe', { 'items.2.discount': 1077.155172 }, 'items.2.discount'],
    ['a forma de pago SAT does not have', { payment_form: '07' }, 'payment_form'],
    ['forma 99 with PUE', { payment_form: '99' }, 'payment_form'],
    [
      'another tax than IVA 16 %',
      { 'items.0.product.taxes': [{ type: 'IVA', rate: 0.08 }] },
      'items.0.product.taxes.0.rate',
    ],
    ['a date in the future', { date: '2026-05-15T18:30:00Z' }, 'date'],
    ['a date older than 72 hours', { date: '2026-05-10T18:30:00Z' }, 'date'],
    ['a customer’s id instead of its data', { customer: '64a1f0c2e4b0a1b2c3d4e5f6' }, 'customer'],
    [
      'the generic RFC outside a global invoice',
      { customer: globalBody().customer, use: 'S01' },
      'customer.tax_id',
    ],
  ];
  it.each(cases)('refuses %s, naming the field', (_name, changes, path) => {
    const answer = refusal(changed(shopBody(), changes));
    expect(answer).toMatchObject({ ok: false, status: 400, code: 'invalid_request', location: 'body', path });
    expect(answer.message).toMatch(/[a-záéíóúñ]/);
    expect(answer.errors?.[0]).toMatchObject({ source: 'facturapi', path });
  });

  it('takes a date of the last 72 hours as the Fecha, never one after the stamp', () => {
    const yesterday = new Date(NOW.getTime() - 24 * 60 * 60 * 1000);
    expect(parseNewInvoice({ ...shopBody(), date: yesterday.toISOString() }, ORGANIZATION, NOW).date).toEqual(
      yesterday,
    );
    const aMinuteAhead = new Date(NOW.getTime() + 60 * 1000).toISOString();
    expect(parseNewInvoice({ ...shopBody(), date: aMinuteAhead }, ORGANIZATION, NOW).date).toEqual(NOW);
  });

  it('refuses a body that is not an object', () => {
    for (const body of [undefined, null, [], 'factura']) {
      expect(refusal(body)).toMatchObject({
        status: 400,
        code: 'invalid_request',
        errors: [{ code: 'invalid_type' }],
      });
    }
  });

  it('says a missing field is required, in Spanish, as Facturapi does', () => {
    expect(refusal(changed(shopBody(), { payment_form: undefined }))).toMatchObject({
      message: 'El campo "payment_form" es requerido.',
      errors: [{ code: 'required' }],
    });
    expect(refusal(changed(shopBody(), { 'customer.tax_system': '605' })).message).toBe(
      'El uso del CFDI G03 no es válido para el régimen fiscal 605 del cliente.',
    );
  });
});

describe('a global invoice', () => {
  it('is accepted for PUBLICO EN GENERAL, 616, S01, at the expedition’s postal code', () => {
    const request = parseNewInvoice(globalBody(), ORGANIZATION, NOW);
    expect(request.global).toEqual({ periodicity: 'month', months: '04', year: 2026 });
    expect(request.customer.tax_id).toBe('XAXX010101000');
  });

  const cases: [string, Record<string, unknown>, string][] = [
    ['to a taxpayer’s RFC', { 'customer.tax_id': 'PENM800101AB1' }, 'customer.tax_id'],
    ['to another name', { 'customer.legal_name': 'PUBLICO EN GENERAL.' }, 'customer.legal_name'],
    ['with a régimen other than 616', { 'customer.tax_system': '612' }, 'customer.tax_system'],
    ['with a uso other than S01', { use: 'G02' }, 'use'],
    ['at another postal code', { 'customer.address.zip': '52176' }, 'customer.address.zip'],
    ['for month 13 of a monthly period', { 'global.months': '13' }, 'global.months'],
    ['for month 04 of a bimonthly period', { 'global.periodicity': 'two_months' }, 'global.months'],
    ['for a year two years back', { 'global.year': 2024 }, 'global.year'],
    ['for an unknown periodicity', { 'global.periodicity': 'year' }, 'global.periodicity'],
  ];
  it.each(cases)('is refused %s', (_name, changes, path) => {
    expect(refusal(changed(globalBody(), changes))).toMatchObject({ ok: false, status: 400, path });
  });

  it('is refused for a month still to come', () => {
    expect(refusal(changed(globalBody(), { 'global.months': '06' }))).toMatchObject({
      status: 400,
      code: 'invalid_global_invoice_period',
      path: 'global.months',
    });
  });
});
