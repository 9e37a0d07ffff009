import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productPromotion, promotionDiscounts, type PromotionRule } from './index';

const BOOT = 1;
const HAT = 2;
const boot = { productId: BOOT, unitFinalCents: 2_499_00 };

const promotion = (fields: Partial<PromotionRule> & Pick<PromotionRule, 'id' | 'kind'>): PromotionRule => ({
  name: `Promoción ${fields.id}`,
  percentOff: null,
  minimumPurchaseCents: null,
  stackable: false,
  productIds: null,
  ...fields,
});

describe('the promotion that applies to a product', () => {
  it('is the one the checkout names, not the first by id, when two overlap', () => {
    const tenOff = promotion({ id: 1, name: '10 % en todo', kind: 'percent', percentOff: 10 });
    const twoForOne = promotion({ id: 2, name: '2x1 en botas', kind: 'two_for_one', productIds: [BOOT] });
    expect(productPromotion(boot, [tenOff, twoForOne])?.name).toBe('2x1 en botas');
    // A pair of boots at checkout: the first at 10 % off, the second free; the line is the 2x1's.
    const [line] = promotionDiscounts([{ ...boot, quantity: 2 }], [tenOff, twoForOne]).lines;
    expect(line).toMatchObject({ promotionId: 2, promotionName: '2x1 en botas' });
  });

  it('weighs each kind by what it gives in whole pairs and trios', () => {
    const secondHalf = promotion({ id: 1, kind: 'second_half' });
    const threeForTwo = promotion({ id: 2, kind: 'three_for_two' });
    const twentyOff = promotion({ id: 3, kind: 'percent', percentOff: 20 });
    const sixtyOff = promotion({ id: 4, kind: 'percent', percentOff: 60 });
    // 3x2 frees a third, the second pair at half price a quarter: 3x2 gives more.
    expect(productPromotion(boot, [secondHalf, threeForTwo])?.id).toBe(2);
    // Six boots: the 3x2 frees two, the 20 % takes a fifth off the other four; the 3x2 gives more.
    expect(productPromotion(boot, [twentyOff, threeForTwo])?.id).toBe(2);
    // With 60 % off the other four give more than the two free boots: the line is the 60 %'s.
    expect(productPromotion(boot, [sixtyOff, threeForTwo])?.id).toBe(4);
  });

  it('breaks a tie as the checkout does: the first given', () => {
    const first = promotion({ id: 7, kind: 'percent', percentOff: 20 });
    const second = promotion({ id: 9, kind: 'percent', percentOff: 20 });
    expect(productPromotion(boot, [first, second])?.id).toBe(7);
  });

  it('announces a promotion with a minimum purchase, and none outside its scope', () => {
    const minimum = promotion({ id: 1, kind: 'percent', percentOff: 15, minimumPurchaseCents: 50_000_00 });
    expect(productPromotion(boot, [minimum])?.id).toBe(1);
    const hatsOnly = promotion({ id: 2, kind: 'two_for_one', productIds: [HAT] });
    expect(productPromotion(boot, [hatsOnly])).toBeNull();
    expect(productPromotion(boot, [])).toBeNull();
  });
});

describe('the promotion that applies to a product, for any promotions', () => {
  it('covers the product, exists whenever one covers it, and names what a whole-groups line is named at checkout', () => {
    const rule = fc.record({
      id: fc.integer({ min: 1, max: 1000 }),
      name: fc.constantFrom('A', 'B', 'C'),
      kind: fc.constantFrom('percent', 'second_half', 'two_for_one', 'three_for_two' as const),
      percentOff: fc.integer({ min: 1, max: 90 }),
      minimumPurchaseCents: fc.constant(null),
      stackable: fc.boolean(),
      productIds: fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 3 }), { maxLength: 2 })),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1_00, max: 10_000_00 }),
        fc.uniqueArray(rule, { maxLength: 4, selector: (promotion) => promotion.id }),
        (productId, unitFinalCents, rules) => {
          const chosen = productPromotion({ productId, unitFinalCents }, rules);
          const covering = rules.filter((rule) => rule.productIds?.includes(productId) ?? true);
          expect(chosen === null).toBe(covering.length === 0);
          if (chosen) expect(covering).toContain(chosen);
          const [line] = promotionDiscounts([{ productId, unitFinalCents, quantity: 6 }], rules).lines;
          expect(chosen?.id ?? null).toBe(line?.promotionId);
        },
      ),
    );
  });
});
