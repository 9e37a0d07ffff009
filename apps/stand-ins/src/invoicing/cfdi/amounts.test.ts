import { invoiceAmounts, microPesosText, centavosText } from '@store/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { facturapiInvoiceBody } from '../../../../server/src/modules/invoices/facturapi-provider';
import { cfdiAmounts, conceptAmounts, quantityText, sixDecimals, twoDecimals } from './amounts';
import type { InvoiceItemJson } from '../invoice-json';
import { parseNewInvoice } from '../invoice-request';
import { issueRequest, ORDER_LINES, paidCents, type TestLine } from '../testing';

const ORGANIZATION = { postalCode: '31000', series: 'F' };

const item = (quantity: number, price: number, discount: number, taxIncluded: boolean): InvoiceItemJson => ({
  quantity,
  discount,
  product: {
    description: 'Bota',
    product_key: '53111501',
    unit_key: 'H87',
    unit_name: 'Pieza',
    price,
    tax_included: taxIncluded,
    taxability: '02',
    taxes: [{ type: 'IVA', rate: 0.16, factor: 'Tasa', withholding: false }],
    sku: null,
  },
});

describe('the stand-in’s amounts, as SAT’s Anexo 20 computes them', () => {
  it('take prices before IVA as they come: importe, descuento, base and IVA per concept with six decimals', () => {
    const amounts = cfdiAmounts([item(2, 2154.310345, 1723.448276, false), item(1, 128.448276, 0, false)]);
    const [boots, shipping] = amounts.concepts;
    expect(sixDecimals(boots?.amount ?? 0)).toBe('4308.620690');
    expect(sixDecimals(boots?.base ?? 0)).toBe('2585.172414');
    expect(sixDecimals(boots?.iva ?? 0)).toBe('413.627586');
    expect(sixDecimals(shipping?.iva ?? 0)).toBe('20.551724');
    expect(
      [amounts.subtotal, amounts.discount, amounts.base, amounts.iva, amounts.total].map(twoDecimals),
    ).toEqual(['4437.07', '1723.45', '2713.62', '434.18', '3147.80']);
    expect(amounts.anyDiscount).toBe(true);
  });

  it('take a price with IVA out of it (÷ 1.16, six decimals), its discount too', () => {
    const concept = conceptAmounts(item(1, 1000, 0, true));
    expect(sixDecimals(concept.unitValue)).toBe('862.068966');
    expect(sixDecimals(concept.iva)).toBe('137.931035');
    const amounts = cfdiAmounts([item(1, 1000, 0, true)]);
    expect([amounts.subtotal, amounts.iva, amounts.total].map(twoDecimals)).toEqual([
      '862.07',
      '137.93',
      '1000.00',
    ]);
    expect(amounts.anyDiscount).toBe(false);
    expect(sixDecimals(conceptAmounts(item(2, 2499, 1999.2, true)).discount)).toBe('1723.448276');
  });

  it('multiply fractional quantities and round the importe half up to six decimals', () => {
    const concept = conceptAmounts(item(1.5, 0.333333, 0, false));
    expect(quantityText(concept.quantity)).toBe('1.5');
    expect(sixDecimals(concept.amount)).toBe('0.500000');
    expect(quantityText(conceptAmounts(item(3, 1, 0, false)).quantity)).toBe('3');
  });

  it('agree with the shop’s own computation for the body its adapter sends, whatever the order', () => {
    const line = fc.record({
      unitPriceCents: fc.integer({ min: 1_00, max: 20_000_00 }),
      discountPercent: fc.integer({ min: 0, max: 70 }),
      quantity: fc.integer({ min: 1, max: 12 }),
    });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 6 }), (drawn) => {
        const lines: TestLine[] = drawn.map((entry, index) => ({
          description: `Artículo ${index}`,
          productKey: '53111501',
          sku: `SKU-${index}`,
          unitPriceCents: entry.unitPriceCents,
          unitDiscountCents: Math.floor((entry.unitPriceCents * entry.discountPercent) / 100),
          quantity: entry.quantity,
        }));
        const shop = invoiceAmounts(lines);
        const body = facturapiInvoiceBody(issueRequest(lines));
        const standIn = cfdiAmounts(parseNewInvoice(body, ORGANIZATION, new Date()).items);
        expect(standIn.concepts.map((concept) => microPesosText(concept.base))).toEqual(
          shop.concepts.map((concept) => microPesosText(concept.base)),
        );
        expect(standIn.concepts.map((concept) => concept.iva)).toEqual(
          shop.concepts.map((concept) => concept.iva),
        );
        expect([standIn.subtotal, standIn.discount, standIn.iva, standIn.total].map(twoDecimals)).toEqual(
          [shop.subtotalCents, shop.discountCents, shop.ivaCents, shop.totalCents].map(centavosText),
        );
        expect(standIn.total).toBe(paidCents(lines));
      }),
      { numRuns: 300 },
    );
  });

  it('for the test order too', () => {
    const body = facturapiInvoiceBody(issueRequest(ORDER_LINES));
    expect(cfdiAmounts(parseNewInvoice(body, ORGANIZATION, new Date()).items).total).toBe(
      paidCents(ORDER_LINES),
    );
  });
});
