import type { Centavos } from './units';

/**
 * Millionths of a peso: a CFDI 4.0 concept carries its unit value, discount, tax base and tax with up to
 * six decimals (SAT's `t_Importe`), while the invoice's own totals have the currency's two.
 */
export type MicroPesos = number;

/** IVA in Mexico's interior, included in every price the shop shows. */
export const IVA_PERCENT = 16;

/**
 * One concept of an invoice as the order sold it: IVA-included unit price and discount, how many, and what
 * promotions took off the whole line (it goes into the concept's Descuento with the units' discount).
 */
export type InvoiceLine = {
  unitPriceCents: Centavos;
  unitDiscountCents: Centavos;
  quantity: number;
  promotionDiscountCents?: Centavos;
};

const lineDiscountCents = (line: InvoiceLine): Centavos =>
  line.unitDiscountCents * line.quantity + (line.promotionDiscountCents ?? 0);

/** A concept's amounts before IVA, as the CFDI writes them. */
export type InvoiceConcept = {
  /** ValorUnitario. */
  unitValue: MicroPesos;
  /** Importe: unit value times quantity. */
  amount: MicroPesos;
  /** Descuento (0 without one). */
  discount: MicroPesos;
  /** The IVA's Base: amount less discount. */
  base: MicroPesos;
  /** The IVA trasladado: 16 % of the base. */
  iva: MicroPesos;
};

export type InvoiceAmounts = {
  /** In the order of the lines given. */
  concepts: InvoiceConcept[];
  /** SubTotal, Descuento, the IVA's base and the IVA of the whole invoice; Total is the order's. */
  subtotalCents: Centavos;
  discountCents: Centavos;
  ivaBaseCents: Centavos;
  ivaCents: Centavos;
  totalCents: Centavos;
};

const MICROS_PER_PESO = 1_000_000;
const MICROS_PER_CENTAVO = 10_000;
// Far more than ever needed (a few thousand millionths in 20,000 random orders), and still under half a
// centavo, so the nudged value stays what the shopper paid.
const MAX_NUDGE: MicroPesos = 4_999;

/** `numerator / denominator` rounded half up, for non-negative integers. */
const divideRounding = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

function concept(line: InvoiceLine, nudge: { discount: number; unitValue: number }): InvoiceConcept {
  const divisor = 100 + IVA_PERCENT;
  const unitValue =
    divideRounding(line.unitPriceCents * 100 * MICROS_PER_PESO, divisor * 100) + nudge.unitValue;
  const amount = unitValue * line.quantity;
  const discount = divideRounding(lineDiscountCents(line) * MICROS_PER_PESO, divisor) + nudge.discount;
  const base = amount - discount;
  return { unitValue, amount, discount, base, iva: divideRounding(base * IVA_PERCENT, 100) };
}

function totals(concepts: InvoiceConcept[]) {
  const sum = (pick: (concept: InvoiceConcept) => number) =>
    divideRounding(
      concepts.reduce((total, concept) => total + pick(concept), 0),
      MICROS_PER_CENTAVO,
    );
  const subtotalCents = sum((concept) => concept.amount);
  const discountCents = sum((concept) => concept.discount);
  const ivaCents = sum((concept) => concept.iva);
  return {
    subtotalCents,
    discountCents,
    ivaBaseCents: sum((concept) => concept.base),
    ivaCents,
    totalCents: subtotalCents - discountCents + ivaCents,
  };
}

/**
 * The amounts of a CFDI 4.0 for lines whose prices include IVA, so that its Total is the order's total to
 * the centavo. Each concept is taken out of IVA with six decimals and its tax computed on its own base, as
 * SAT asks; the invoice's SubTotal, Descuento and IVA are those sums rounded to centavos. Rounding three
 * sums separately can leave the Total a centavo off what was paid (about one order in four), so then one
 * concept's discount (or, without discounts, its unit value) is moved by the fewest millionths of a peso
 * that make it exact, always less than half a centavo.
 */
export function invoiceAmounts(lines: readonly InvoiceLine[]): InvoiceAmounts {
  const paidCents = lines.reduce(
    (total, line) => total + line.unitPriceCents * line.quantity - lineDiscountCents(line),
    0,
  );
  const none = { discount: 0, unitValue: 0 };
  const concepts = lines.map((line) => concept(line, none));
  const exact = totals(concepts);
  if (exact.totalCents === paidCents) return { concepts, ...exact };

  // The line a nudge changes least: a discounted one (its discount moves), else the fewest units.
  const discounted = lines.findIndex((line) => lineDiscountCents(line) > 0);
  const chosen =
    discounted >= 0
      ? discounted
      : lines.reduce(
          (fewest, line, index) => (line.quantity < (lines[fewest]?.quantity ?? 0) ? index : fewest),
          0,
        );
  const line = lines[chosen];
  if (!line) throw new Error('Una factura necesita al menos un concepto');
  for (let step = 1; step <= MAX_NUDGE; step += 1) {
    for (const nudge of [step, -step]) {
      const moved = concept(
        line,
        discounted >= 0 ? { discount: nudge, unitValue: 0 } : { discount: 0, unitValue: nudge },
      );
      if (moved.discount < 0 || moved.base <= 0) continue;
      const trial = concepts.map((original, index) => (index === chosen ? moved : original));
      const sums = totals(trial);
      if (sums.totalCents === paidCents) return { concepts: trial, ...sums };
    }
  }
  throw new Error(`Los importes de la factura no llegan al total pagado (${paidCents} centavos)`);
}

/** Millionths of a peso as the CFDI writes them: "853.448276". */
export const microPesosText = (value: MicroPesos): string =>
  `${Math.floor(value / MICROS_PER_PESO)}.${String(value % MICROS_PER_PESO).padStart(6, '0')}`;

/** Centavos as the CFDI writes a total: "3147.80". */
export const centavosText = (value: Centavos): string =>
  `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;
