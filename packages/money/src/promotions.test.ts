import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  invoiceAmounts,
  orderTotals,
  promotionBadge,
  promotionDiscounts,
  type PromotionLine,
  type PromotionRule,
} from './index';

const BOOT = 1;
const HAT = 2;

const promotion = (fields: Partial<PromotionRule> & Pick<PromotionRule, 'kind'>): PromotionRule => ({
  id: 1,
  name: 'Promoción',
  percentOff: null,
  minimumPurchaseCents: null,
  stackable: false,
  productIds: null,
  ...fields,
});
const secondHalf = promotion({ id: 1, name: 'Segundo par al 50 %', kind: 'second_half', productIds: [BOOT] });
const twoForOne = promotion({ id: 2, name: '2x1 en botas', kind: 'two_for_one', productIds: [BOOT] });
const threeForTwo = promotion({ id: 3, name: '3x2', kind: 'three_for_two' });
const boots = (quantity: number, unitFinalCents = 2_000_00): PromotionLine => ({
  productId: BOOT,
  unitFinalCents,
  quantity,
});

describe('promotion discounts', () => {
  it('gives the second pair at half price once per pair, for 1 to 6 pairs', () => {
    const expected = [0, 1, 1, 2, 2, 3];
    expected.forEach((halves, index) => {
      const result = promotionDiscounts([boots(index + 1)], [secondHalf]);
      expect(result.totalCents).toBe(halves * 1_000_00);
      expect(result.lines[0]).toMatchObject({
        discountCents: halves * 1_000_00,
        promotionName: halves > 0 ? 'Segundo par al 50 %' : null,
      });
      const units = index + 1;
      expect(result.lines[0]?.units).toEqual(
        halves === 0
          ? [{ discountCents: 0, quantity: units }]
          : [
              { discountCents: 0, quantity: units - halves },
              { discountCents: 1_000_00, quantity: halves },
            ],
      );
    });
  });

  it('2x1 and 3x2 repeat for multiples and never free more than half (or a third)', () => {
    expect(
      [1, 2, 3, 4, 5, 6].map((n) => promotionDiscounts([boots(n, 100_00)], [twoForOne]).totalCents),
    ).toEqual([0, 100_00, 100_00, 200_00, 200_00, 300_00]);
    expect(
      [1, 2, 3, 4, 5, 6].map((n) => promotionDiscounts([boots(n, 100_00)], [threeForTwo]).totalCents),
    ).toEqual([0, 0, 100_00, 100_00, 100_00, 200_00]);
  });

  it('halves the cheaper pair of each group across lines of mixed prices', () => {
    // Sorted 2,500 > 2,000 > 1,800: the 2,000 pair is halved; the 1,800 pair is alone and pays in full.
    const result = promotionDiscounts(
      [boots(1, 1_800_00), { productId: BOOT, unitFinalCents: 2_500_00, quantity: 1 }, boots(1, 2_000_00)],
      [secondHalf],
    );
    expect(result.lines.map((line) => line.discountCents)).toEqual([0, 0, 1_000_00]);
    expect(result.savings).toEqual([
      { promotionId: 1, name: 'Segundo par al 50 %', discountCents: 1_000_00 },
    ]);
  });

  it('leaves units outside the scope alone: they neither count for a pair nor get a discount', () => {
    const hat = { productId: HAT, unitFinalCents: 500_00, quantity: 3 };
    const result = promotionDiscounts([boots(1), hat], [twoForOne]);
    expect(result.totalCents).toBe(0);
    const two = promotionDiscounts([boots(2), hat], [twoForOne]);
    expect(two.lines.map((line) => line.discountCents)).toEqual([2_000_00, 0]);
  });

  it('takes a percentage off every unit it covers, rounding each unit half up', () => {
    const result = promotionDiscounts(
      [boots(3, 999), { productId: HAT, unitFinalCents: 500_00, quantity: 1 }],
      [promotion({ kind: 'percent', percentOff: 15, productIds: [BOOT] })],
    );
    // 15 % of $9.99 is 149.85 centavos: 150 per unit.
    expect(result.lines.map((line) => line.discountCents)).toEqual([450, 0]);
  });

  it('gives nothing below the minimum purchase, measured before promotions', () => {
    const minimum = promotion({ kind: 'percent', percentOff: 10, minimumPurchaseCents: 4_000_00 });
    expect(promotionDiscounts([boots(1)], [minimum]).totalCents).toBe(0);
    expect(promotionDiscounts([boots(2)], [minimum]).totalCents).toBe(400_00);
  });

  it('picks the best promotion per unit and does not stack them unless both allow it', () => {
    const tenOff = promotion({ id: 4, name: '10 % en todo', kind: 'percent', percentOff: 10 });
    // Two pairs at $2,000: 10 % gives 200 on each; 50 % gives 1,000 on the second.
    const result = promotionDiscounts([boots(2)], [tenOff, secondHalf]);
    expect(result.totalCents).toBe(200_00 + 1_000_00);
    expect(result.lines[0]?.promotionName).toBe('Segundo par al 50 %');
    expect(result.savings.map((saving) => [saving.name, saving.discountCents])).toEqual([
      ['10 % en todo', 200_00],
      ['Segundo par al 50 %', 1_000_00],
    ]);

    const stacked = promotionDiscounts(
      [boots(2)],
      [
        { ...tenOff, stackable: true },
        { ...secondHalf, stackable: true },
      ],
    );
    expect(stacked.totalCents).toBe(200_00 + 200_00 + 1_000_00);
    const oneSided = promotionDiscounts([boots(2)], [{ ...tenOff, stackable: true }, secondHalf]);
    expect(oneSided.totalCents).toBe(200_00 + 1_000_00);
  });

  it('never takes more than a unit costs, even stacked', () => {
    const free = promotionDiscounts(
      [boots(2, 100_00)],
      [
        { ...twoForOne, stackable: true },
        promotion({ id: 9, kind: 'percent', percentOff: 50, stackable: true }),
      ],
    );
    // The free unit stays free (100), the other gets 50 %: 150 in all.
    expect(free.totalCents).toBe(150_00);
  });

  it('names each kind on its badge', () => {
    expect(promotionBadge({ kind: 'percent', percentOff: 20 })).toBe('−20 %');
    expect(promotionBadge({ kind: 'second_half', percentOff: null })).toBe('Segundo par al 50 %');
    expect(promotionBadge({ kind: 'two_for_one', percentOff: null })).toBe('2x1');
    expect(promotionBadge({ kind: 'three_for_two', percentOff: null })).toBe('3x2');
  });
});

const kind = fc.constantFrom('percent', 'second_half', 'two_for_one', 'three_for_two' as const);
const rule = fc.record({
  id: fc.integer({ min: 1, max: 1000 }),
  name: fc.constantFrom('A', 'B', 'C'),
  kind,
  percentOff: fc.integer({ min: 1, max: 90 }),
  minimumPurchaseCents: fc.option(fc.integer({ min: 0, max: 2_000_000 })),
  stackable: fc.boolean(),
  productIds: fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { maxLength: 3 })),
});
const cartLine = fc.record({
  productId: fc.integer({ min: 1, max: 5 }),
  unitFinalCents: fc.integer({ min: 1, max: 1_000_000 }),
  quantity: fc.integer({ min: 1, max: 8 }),
});

describe('promotion discounts, for any cart', () => {
  it('add up to the total to the centavo, never beyond a line, never outside a scope, and never free more than half', () => {
    fc.assert(
      fc.property(
        fc.array(cartLine, { minLength: 1, maxLength: 6 }),
        fc.array(rule, { maxLength: 4 }),
        (lines, rules) => {
          const result = promotionDiscounts(lines, rules);
          expect(result.lines.reduce((sum, line) => sum + line.discountCents, 0)).toBe(result.totalCents);
          expect(result.savings.reduce((sum, saving) => sum + saving.discountCents, 0)).toBe(
            result.totalCents,
          );
          result.lines.forEach((line, index) => {
            const cart = lines[index];
            if (!cart) throw new Error('línea');
            expect(Number.isInteger(line.discountCents)).toBe(true);
            expect(line.discountCents).toBeGreaterThanOrEqual(0);
            expect(line.discountCents).toBeLessThanOrEqual(cart.unitFinalCents * cart.quantity);
            const covering = rules.filter(
              (promotion) => promotion.productIds === null || promotion.productIds.includes(cart.productId),
            );
            if (covering.length === 0) expect(line).toMatchObject({ discountCents: 0, promotionName: null });
            // Its units, grouped by their discount, add up to the line.
            expect(line.units.reduce((sum, group) => sum + group.quantity, 0)).toBe(cart.quantity);
            expect(line.units.reduce((sum, group) => sum + group.quantity * group.discountCents, 0)).toBe(
              line.discountCents,
            );
            for (const group of line.units)
              expect(group.discountCents).toBeLessThanOrEqual(cart.unitFinalCents);
            if (line.discountCents > 0)
              expect(covering.map((promotion) => promotion.name)).toContain(line.promotionName);
          });
          // One 2x1 alone over the whole shop frees every second unit from the dearest down: never more
          // than half the units, and never more than half of what they cost.
          const dearestFirst = lines
            .flatMap((line) => Array<number>(line.quantity).fill(line.unitFinalCents))
            .sort((a, b) => b - a);
          const everySecond = dearestFirst
            .filter((_, index) => index % 2 === 1)
            .reduce((sum, cents) => sum + cents, 0);
          const alone = promotionDiscounts(lines, [
            {
              id: 1,
              name: '2x1',
              kind: 'two_for_one',
              percentOff: null,
              minimumPurchaseCents: null,
              stackable: false,
              productIds: null,
            },
          ]);
          expect(alone.totalCents).toBe(everySecond);
          expect(alone.totalCents * 2).toBeLessThanOrEqual(
            dearestFirst.reduce((sum, cents) => sum + cents, 0),
          );
        },
      ),
    );
  });

  it('keep the order totals and the invoice equal to what is paid', () => {
    fc.assert(
      fc.property(
        fc.array(cartLine, { minLength: 1, maxLength: 6 }),
        fc.array(rule, { maxLength: 3 }),
        (lines, rules) => {
          const result = promotionDiscounts(lines, rules);
          const priced = lines.map((line, index) => ({
            priceCents: line.unitFinalCents,
            unitDiscountCents: 0,
            quantity: line.quantity,
            promotionDiscountCents: result.lines[index]?.discountCents ?? 0,
          }));
          const totals = orderTotals(priced, null);
          const goods = lines.reduce((sum, line) => sum + line.unitFinalCents * line.quantity, 0);
          expect(totals.goodsCents).toBe(goods - result.totalCents);
          expect(totals.promotionCents).toBe(result.totalCents);
          const invoiceLines = priced
            .filter((line) => line.priceCents * line.quantity > line.promotionDiscountCents)
            .map((line) => ({ ...line, unitPriceCents: line.priceCents }));
          if (invoiceLines.length === 0) return;
          const paid = invoiceLines.reduce(
            (sum, line) => sum + line.unitPriceCents * line.quantity - line.promotionDiscountCents,
            0,
          );
          expect(invoiceAmounts(invoiceLines).totalCents).toBe(paid);
        },
      ),
    );
  });
});
