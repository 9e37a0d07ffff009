import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  couponDiscounts,
  orderTotals,
  promotionDiscounts,
  shippingWithCoupon,
  type CouponRule,
  type PromotionLine,
  type PromotionRule,
} from './index';

const BOOT = 1;
const HAT = 2;

const code = (fields: Partial<CouponRule> & Pick<CouponRule, 'kind'>): CouponRule => ({
  code: 'VAQUERO10',
  percentOff: null,
  amountCents: null,
  minimumPurchaseCents: null,
  productIds: null,
  ...fields,
});
const secondHalf: PromotionRule = {
  id: 1,
  name: 'Segundo par al 50 %',
  kind: 'second_half',
  percentOff: null,
  minimumPurchaseCents: null,
  stackable: false,
  productIds: [BOOT],
};

/** The promotions on the lines, then the code on what they left: the checkout's order. */
function withCode(lines: PromotionLine[], coupon: CouponRule, promotions: PromotionRule[] = []) {
  const promoted = promotionDiscounts(lines, promotions);
  return couponDiscounts(
    lines.map((line, index) => ({
      productId: line.productId,
      unitFinalCents: line.unitFinalCents,
      promotion: promoted.lines[index] ?? {
        discountCents: 0,
        promotionId: null,
        promotionName: null,
        units: [{ discountCents: 0, quantity: line.quantity }],
      },
    })),
    coupon,
  );
}

describe('discount codes', () => {
  it('apply after the running promotion, on what the promotion left', () => {
    // Two boots of $2,000: the second at half leaves $3,000; 10 % of what each unit still costs.
    const result = withCode(
      [{ productId: BOOT, unitFinalCents: 2_000_00, quantity: 2 }],
      code({ kind: 'percent', percentOff: 10 }),
      [secondHalf],
    );
    expect(result).toMatchObject({ applies: true, goodsCents: 300_00, lineCouponCents: [300_00] });
    if (!result.applies) throw new Error('the code applies');
    expect(result.lines[0]).toEqual({
      discountCents: 1_000_00 + 300_00,
      promotionId: 1,
      promotionName: 'Segundo par al 50 % y Cupón VAQUERO10',
      // The full boot loses $200, the half one $100 more.
      units: [
        { discountCents: 200_00, quantity: 1 },
        { discountCents: 1_100_00, quantity: 1 },
      ],
    });
  });

  it('measure the minimum on what the promotion left, and refuse a cart that does not reach it', () => {
    const lines = [{ productId: BOOT, unitFinalCents: 2_000_00, quantity: 2 }];
    const minimum = code({ kind: 'percent', percentOff: 10, minimumPurchaseCents: 3_500_00 });
    // $4,000 before the promotion would reach it; the $3,000 the promotion leaves does not.
    expect(withCode(lines, minimum)).toMatchObject({ applies: true });
    expect(withCode(lines, minimum, [secondHalf])).toEqual({ applies: false, refusal: 'minimum' });
  });

  it('refuse a cart without any product they cover, and discount only those they cover', () => {
    const hatsOnly = code({ kind: 'percent', percentOff: 50, productIds: [HAT] });
    expect(withCode([{ productId: BOOT, unitFinalCents: 100_00, quantity: 1 }], hatsOnly)).toEqual({
      applies: false,
      refusal: 'not_covered',
    });
    const mixed = withCode(
      [
        { productId: BOOT, unitFinalCents: 100_00, quantity: 1 },
        { productId: HAT, unitFinalCents: 80_00, quantity: 1 },
      ],
      hatsOnly,
    );
    expect(mixed).toMatchObject({ applies: true, lineCouponCents: [0, 40_00] });
    if (!mixed.applies) throw new Error('the code applies');
    expect(mixed.lines[1]?.promotionName).toBe('Cupón VAQUERO10');
    expect(mixed.lines[0]?.promotionName).toBeNull();
  });

  it('share a fixed amount by what each unit still costs, never more than the goods', () => {
    const result = withCode(
      [
        { productId: BOOT, unitFinalCents: 200_00, quantity: 1 },
        { productId: HAT, unitFinalCents: 100_00, quantity: 2 },
      ],
      code({ kind: 'amount', amountCents: 100_01 }),
    );
    expect(result).toMatchObject({ applies: true, goodsCents: 100_01, lineCouponCents: [50_01, 50_00] });
    const capped = withCode(
      [{ productId: HAT, unitFinalCents: 100_00, quantity: 1 }],
      code({ kind: 'amount', amountCents: 500_00 }),
    );
    expect(capped).toMatchObject({ applies: true, goodsCents: 100_00 });
  });

  it('give free shipping without touching the goods', () => {
    const result = withCode(
      [{ productId: HAT, unitFinalCents: 100_00, quantity: 1 }],
      code({ kind: 'free_shipping' }),
    );
    expect(result).toMatchObject({ applies: true, goodsCents: 0, freeShipping: true });
    expect(shippingWithCoupon({ costCents: 199_00, freeFromCents: null }, result)).toEqual({
      costCents: 0,
      freeFromCents: null,
    });
  });

  it('keep every line adding up to the order, unit by unit, whatever the cart and the code', () => {
    const line = fc.record({
      productId: fc.constantFrom(BOOT, HAT),
      unitFinalCents: fc.integer({ min: 0, max: 500_000 }),
      quantity: fc.integer({ min: 1, max: 6 }),
    });
    const coupon = fc.oneof(
      fc.integer({ min: 1, max: 100 }).map((percentOff) => code({ kind: 'percent', percentOff })),
      fc.integer({ min: 1, max: 2_000_000 }).map((amountCents) => code({ kind: 'amount', amountCents })),
    );
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 5 }), coupon, (lines, rule) => {
        const result = withCode(lines, rule, [secondHalf]);
        if (!result.applies) return;
        const totals = orderTotals(
          lines.map((each, index) => ({
            priceCents: each.unitFinalCents,
            unitDiscountCents: 0,
            quantity: each.quantity,
            promotionDiscountCents: result.lines[index]?.discountCents ?? 0,
          })),
          null,
        );
        const unitSum = result.lines.reduce(
          (sum, each, index) =>
            sum +
            each.units.reduce(
              (lineSum, group) =>
                lineSum + group.quantity * ((lines[index]?.unitFinalCents ?? 0) - group.discountCents),
              0,
            ),
          0,
        );
        expect(unitSum).toBe(totals.goodsCents);
        expect(totals.goodsCents).toBeGreaterThanOrEqual(0);
        result.lines.forEach((each, index) => {
          expect(
            each.units.every((group) => group.discountCents <= (lines[index]?.unitFinalCents ?? 0)),
          ).toBe(true);
        });
      }),
    );
  });
});
