import type { InvoiceItemJson } from '../invoice-json';

/**
 * The amounts of a CFDI 4.0 as SAT's Anexo 20 has them computed, from what the request sent, the way the
 * real provider works them out (the shop's own computation, in @store/money, is deliberately not used:
 * the tests compare the two). Concepts carry six decimals, the comprobante's totals the peso's two.
 * Everything is whole millionths of a peso (or of a unit, for quantities) in integers, so no float
 * rounding creeps in; products go through BigInt, since millionths times millionths outgrow a double.
 */

/** IVA trasladado at 16 %, in millionths: the only tax the stand-in computes. */
export const IVA_RATE = 160_000;
const MILLION = 1_000_000;
const MILLIONTHS_PER_CENTAVO = 10_000;

/** A concept's amounts in millionths: Cantidad, ValorUnitario, Importe, Descuento, Base and IVA. */
export type ConceptAmounts = {
  quantity: number;
  unitValue: number;
  amount: number;
  discount: number;
  base: number;
  iva: number;
};

/** A comprobante's amounts in centavos: SubTotal, Descuento, the IVA's Base and Importe, and Total. */
export type CfdiAmounts = {
  concepts: ConceptAmounts[];
  subtotal: number;
  discount: number;
  base: number;
  iva: number;
  total: number;
  /** SAT wants the comprobante's Descuento written when any concept has one. */
  anyDiscount: boolean;
};

/** A JSON number (pesos or units) as whole millionths; more than six decimals round half up. */
export const millionthsOf = (value: number): number => Math.round(value * MILLION);

/** `numerator / denominator`, both non-negative, rounded half up. */
function divideRounding(numerator: bigint, denominator: bigint): number {
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/**
 * One concept. With `tax_included` the price (and the discount, in the same terms) carry the IVA, and the
 * ValorUnitario is the price divided by 1.16, to six decimals; Importe = Cantidad × ValorUnitario and
 * IVA = Base × 0.16, each rounded half up to six decimals.
 */
export function conceptAmounts(item: InvoiceItemJson): ConceptAmounts {
  const quantity = millionthsOf(item.quantity);
  const price = BigInt(millionthsOf(item.product.price));
  const discount = BigInt(millionthsOf(item.discount));
  const withIva = BigInt(MILLION + IVA_RATE);
  const unitValue = item.product.tax_included
    ? divideRounding(price * BigInt(MILLION), withIva)
    : Number(price);
  const conceptDiscount = item.product.tax_included
    ? divideRounding(discount * BigInt(MILLION), withIva)
    : Number(discount);
  const amount = divideRounding(BigInt(quantity) * BigInt(unitValue), BigInt(MILLION));
  const base = amount - conceptDiscount;
  const iva = base > 0 ? divideRounding(BigInt(base) * BigInt(IVA_RATE), BigInt(MILLION)) : 0;
  return { quantity, unitValue, amount, discount: conceptDiscount, base, iva };
}

/** The concepts and the comprobante's totals: each sum of six-decimal values rounded to centavos. */
export function cfdiAmounts(items: readonly InvoiceItemJson[]): CfdiAmounts {
  const concepts = items.map(conceptAmounts);
  const centavos = (pick: (concept: ConceptAmounts) => number) =>
    divideRounding(
      BigInt(concepts.reduce((sum, concept) => sum + pick(concept), 0)),
      BigInt(MILLIONTHS_PER_CENTAVO),
    );
  const subtotal = centavos((concept) => concept.amount);
  const discount = centavos((concept) => concept.discount);
  const iva = centavos((concept) => concept.iva);
  return {
    concepts,
    subtotal,
    discount,
    base: centavos((concept) => concept.base),
    iva,
    total: subtotal - discount + iva,
    anyDiscount: concepts.some((concept) => concept.discount > 0),
  };
}

/** Millionths as the CFDI writes a concept's amount: "853.448276". */
export const sixDecimals = (millionths: number): string =>
  `${Math.floor(millionths / MILLION)}.${String(millionths % MILLION).padStart(6, '0')}`;

/** Centavos as the CFDI writes a total: "3147.80". */
export const twoDecimals = (centavos: number): string =>
  `${Math.floor(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;

/** A quantity without needless decimals: "2", "1.5". */
export const quantityText = (millionths: number): string => sixDecimals(millionths).replace(/\.?0+$/, '');
