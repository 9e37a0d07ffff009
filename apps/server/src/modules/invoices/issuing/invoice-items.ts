import { invoiceAmounts, type InvoiceLine } from '@store/money';
import { UNLISTED_SAT_PRODUCT_KEY } from '../../catalog';
import type { InvoiceableOrder, PaidOrderAmounts } from '../../orders';
import type { InvoiceItem } from '../invoice-provider';

/** c_ClaveProdServ of the shipping charge: "Servicios de envío, recogida o entrega de correo". */
export const SHIPPING_SAT_PRODUCT_KEY = '78102203';
const PIECE = { unitKey: 'H87', unitName: 'Pieza' };
const SERVICE = { unitKey: 'E48', unitName: 'Unidad de servicio' };
// SAT's guide for global invoices: each sale is one concept, "Venta", 01010101, unit ACT, numbered by its ticket.
const SALE = {
  productKey: UNLISTED_SAT_PRODUCT_KEY,
  unitKey: 'ACT',
  unitName: 'Actividad',
  description: 'Venta',
};

type Concept = Omit<InvoiceItem, 'unitValue' | 'discount'> & { line: InvoiceLine };

function withAmounts(concepts: Concept[]): InvoiceItem[] {
  const amounts = invoiceAmounts(concepts.map((concept) => concept.line));
  return concepts.map(({ line: _line, ...concept }, index) => {
    const computed = amounts.concepts[index];
    if (!computed) throw new Error('Falta el importe de un concepto');
    return { ...concept, unitValue: computed.unitValue, discount: computed.discount };
  });
}

/**
 * An order's concepts: each line at the price it was sold, with its discount (its units' own and what
 * promotions took off the line, together in the concept's Descuento), under its department's SAT
 * key, and the shipping charge as a service of its own. Their amounts add up to what the shopper paid.
 */
export function orderInvoiceItems(order: InvoiceableOrder, productKeys: Map<number, string>): InvoiceItem[] {
  const concepts: Concept[] = order.lines.map((line) => ({
    description: `${line.productName}, ${line.colorName}, talla ${line.sizeName}`,
    productKey: productKeys.get(line.productId) ?? UNLISTED_SAT_PRODUCT_KEY,
    ...PIECE,
    sku: line.variantId === null ? `P${line.productId}` : `V${line.variantId}`,
    quantity: line.quantity,
    line: invoiceLine(line),
  }));
  if (order.shippingCents > 0) {
    concepts.push({
      // Today's concept, with the carrier when the shopper chose one: 'Envío a domicilio (Estafeta Terrestre)'.
      description: order.shippingCarrier
        ? `Envío a domicilio (${order.shippingCarrier})`
        : 'Envío a domicilio',
      productKey: SHIPPING_SAT_PRODUCT_KEY,
      ...SERVICE,
      sku: 'ENVIO',
      quantity: 1,
      line: shippingLine(order.shippingCents),
    });
  }
  return withAmounts(concepts);
}

/** What an order's line or its shipping charge is to `invoiceAmounts`: prices with IVA included. */
type OrderAmounts = { lines: InvoiceLine[]; shippingCents: number };

const invoiceLine = (line: InvoiceLine): InvoiceLine => ({
  unitPriceCents: line.unitPriceCents,
  unitDiscountCents: line.unitDiscountCents,
  quantity: line.quantity,
  promotionDiscountCents: line.promotionDiscountCents ?? 0,
});
const shippingLine = (cents: number): InvoiceLine => ({
  unitPriceCents: cents,
  unitDiscountCents: 0,
  quantity: 1,
});

/**
 * The IVA included in an order's total, as its own invoice would declare it: the same concepts (each
 * line, and the shipping charge) through the same `invoiceAmounts`. An order without lines has none.
 */
export function includedIvaCents(order: OrderAmounts): number {
  const lines = order.lines.map(invoiceLine);
  if (order.shippingCents > 0) lines.push(shippingLine(order.shippingCents));
  return lines.length === 0 ? 0 : invoiceAmounts(lines).ivaCents;
}

/** A global invoice's concepts: one sale per order, numbered by the order, at what it was paid. */
export function globalInvoiceItems(orders: PaidOrderAmounts[]): InvoiceItem[] {
  return withAmounts(
    orders.map((order) => ({
      ...SALE,
      sku: String(order.orderId),
      quantity: 1,
      line: { unitPriceCents: order.grossCents, unitDiscountCents: order.discountCents, quantity: 1 },
    })),
  );
}
