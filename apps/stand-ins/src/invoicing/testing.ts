import { invoiceAmounts, type InvoiceLine } from '@store/money';
import type { IssueInvoice } from '../../../server/src/modules/invoices/invoice-provider';

/** An order line for the tests: IVA-included price and discount per unit in centavos, and how many. */
export type TestLine = InvoiceLine & { description: string; productKey: string; sku: string };

/** Two boots at 40 % off, three hats, a belt without discount, and paid shipping. */
export const ORDER_LINES: TestLine[] = [
  {
    description: 'Bota vaquera de piel, café, talla 27',
    productKey: '53111501',
    sku: 'BOT-001-CAF-27',
    unitPriceCents: 2499_00,
    unitDiscountCents: 999_60,
    quantity: 2,
  },
  {
    description: 'Sombrero texano de fieltro "El Patrón" & Cía.',
    productKey: '53102503',
    sku: 'SOM-014-NEG-58',
    unitPriceCents: 899_00,
    unitDiscountCents: 134_85,
    quantity: 3,
  },
  {
    description: 'Cinto piteado de piel',
    productKey: '53102501',
    sku: 'CIN-003-CAF-34',
    unitPriceCents: 1249_50,
    unitDiscountCents: 0,
    quantity: 1,
  },
  {
    description: 'Envío',
    productKey: '78102203',
    sku: 'ENVIO',
    unitPriceCents: 149_00,
    unitDiscountCents: 0,
    quantity: 1,
  },
];

/** What the shopper paid for `lines`, in centavos. */
export const paidCents = (lines: readonly InvoiceLine[]) =>
  lines.reduce((total, line) => total + (line.unitPriceCents - line.unitDiscountCents) * line.quantity, 0);

/**
 * The request the shop sends for `lines`, with the amounts the shop itself computes (@store/money), the
 * way its invoicing does: these are what the stand-in's own computation is compared against.
 */
export function issueRequest(
  lines: readonly TestLine[],
  overrides: Partial<IssueInvoice> = {},
): IssueInvoice {
  const amounts = invoiceAmounts(lines);
  return {
    idempotencyKey: `pedido-${Math.random().toString(36).slice(2)}`,
    externalId: 'NW-PRUEBA-1',
    customer: {
      legalName: 'MARÍA JOSÉ PEÑA ÑÚÑEZ',
      rfc: 'PENM800101AB1',
      taxRegime: '612',
      postalCode: '52176',
      email: 'maria@correo.test',
    },
    items: lines.map((line, index) => {
      const concept = amounts.concepts[index];
      if (!concept) throw new Error('sin concepto');
      const shipping = line.productKey === '78102203';
      return {
        description: line.description,
        productKey: line.productKey,
        unitKey: shipping ? 'E48' : 'H87',
        unitName: shipping ? 'Unidad de servicio' : 'Pieza',
        sku: line.sku,
        quantity: line.quantity,
        unitValue: concept.unitValue,
        discount: concept.discount,
      };
    }),
    paymentForm: '04',
    use: 'G03',
    series: 'F',
    issuerPostalCode: '31000',
    ...overrides,
  };
}
