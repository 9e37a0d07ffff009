import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  finalPriceCents,
  MAX_DISCOUNT_PERCENTAGE,
  orderTotals,
  shippingCents,
  toCentavos,
  toPesos,
  unitDiscountCents,
} from './index';

const price = fc.integer({ min: 1, max: 10_000_000 });
const discount = fc.integer({ min: 0, max: 100 });
const line = fc
  .record({ priceCents: price, discountPercentage: discount, quantity: fc.integer({ min: 1, max: 99 }) })
  .map(({ priceCents, discountPercentage, quantity }) => ({
    priceCents,
    unitDiscountCents: unitDiscountCents(priceCents, discountPercentage),
    quantity,
  }));
const rule = { costCents: 199_00, freeFromCents: 1_499_00 };

describe('final price of one unit', () => {
  it('rounds the discount half up to the centavo', () => {
    expect(finalPriceCents(2_649_00, 40)).toBe(1_589_40);
    // 15 % of $0.10 is 1.5 centavos: the shopper gets the half centavo.
    expect(finalPriceCents(10, 15)).toBe(8);
    // 15 % of $0.09 is 1.35 centavos: 1 off.
    expect(finalPriceCents(9, 15)).toBe(8);
    expect(finalPriceCents(99_99, 0)).toBe(99_99);
    expect(finalPriceCents(99_99, 100)).toBe(0);
  });

  it('never goes below zero nor above the list price, and price = final + discount', () => {
    fc.assert(
      fc.property(price, discount, (p, d) => {
        const final = finalPriceCents(p, d);
        expect(Number.isInteger(final)).toBe(true);
        expect(final).toBeGreaterThanOrEqual(0);
        expect(final).toBeLessThanOrEqual(p);
        expect(final + unitDiscountCents(p, d)).toBe(p);
      }),
    );
  });

  it('allows discounts up to the catalogue limit', () => {
    expect(MAX_DISCOUNT_PERCENTAGE).toBe(90);
  });
});

describe('order totals', () => {
  it('adds lines, discounts and shipping to the centavo', () => {
    const totals = orderTotals(
      [
        { priceCents: 2_649_00, unitDiscountCents: unitDiscountCents(2_649_00, 40), quantity: 2 },
        { priceCents: 349_50, unitDiscountCents: 0, quantity: 1 },
      ],
      rule,
    );
    expect(totals).toEqual({
      subtotalCents: 5_647_50,
      discountCents: 2_119_20,
      promotionCents: 0,
      goodsCents: 3_528_30,
      shippingCents: 0,
      totalCents: 3_528_30,
    });
  });

  it('charges shipping below the free-shipping amount, after discounts, and always without a threshold', () => {
    const cheap = [{ priceCents: 1_600_00, unitDiscountCents: 200_00, quantity: 1 }];
    expect(orderTotals(cheap, rule)).toMatchObject({ goodsCents: 1_400_00, shippingCents: 199_00 });
    expect(orderTotals(cheap, rule).totalCents).toBe(1_599_00);
    expect(shippingCents(rule, 1_499_00)).toBe(0);
    expect(shippingCents(rule, 1_498_99)).toBe(199_00);
    expect(shippingCents({ costCents: 99_00, freeFromCents: null }, 1_000_000_00)).toBe(99_00);
  });

  it('leaves shipping out while it is unknown', () => {
    const totals = orderTotals([{ priceCents: 500_00, unitDiscountCents: 0, quantity: 1 }], null);
    expect(totals.shippingCents).toBeNull();
    expect(totals.totalCents).toBe(500_00);
  });

  it('always adds up: subtotal - discount + shipping = total, each an integer of centavos', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 100 }), (lines) => {
        const totals = orderTotals(lines, rule);
        for (const amount of Object.values(totals)) expect(Number.isInteger(amount)).toBe(true);
        expect(totals.subtotalCents - totals.discountCents + (totals.shippingCents ?? 0)).toBe(
          totals.totalCents,
        );
        const lineFinals = lines.reduce(
          (sum, l) => sum + (l.priceCents - l.unitDiscountCents) * l.quantity,
          0,
        );
        expect(totals.goodsCents).toBe(lineFinals);
      }),
    );
  });
});

describe('pesos at the edges', () => {
  it('turns centavos into pesos and back without losing a centavo', () => {
    fc.assert(
      fc.property(price, (cents) => {
        expect(toCentavos(toPesos(cents))).toBe(cents);
      }),
    );
    expect(toCentavos(1589.4)).toBe(1_589_40);
    expect(toCentavos(0.29)).toBe(29);
  });
});
