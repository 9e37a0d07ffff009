import { finalPriceCents, toCentavos, toPesos } from '@store/money';
import { describe, expect, it } from 'vitest';
import { cartLine } from '../../test/fixtures';
import { cartLineCents, cartTotals } from './cart-money';

/** A line as the server reports it: list price in pesos, and the final price its own rule gives. */
const served = (price: number, discount_percentage: number, quantity: number, variant_id = 1) =>
  cartLine({
    variant_id,
    price,
    discount_percentage,
    final_price: toPesos(finalPriceCents(toCentavos(price), discount_percentage)),
    quantity,
  });

const RULE = { costCents: 199_00, freeFromCents: 3_000_00 };

describe('the cart in centavos', () => {
  it('prices 40 % off several units to the centavo', () => {
    expect(cartLineCents(served(2649, 40, 3))).toEqual({
      priceCents: 2_649_00,
      unitDiscountCents: 1_059_60,
      quantity: 3,
      unitFinalCents: 1_589_40,
      lineFinalCents: 4_768_20,
    });
    // 15 % of $349.50 is $52.425: the half centavo goes to the shopper.
    expect(cartLineCents(served(349.5, 15, 2)).unitFinalCents).toBe(297_07);
  });

  it('agrees with the final price the server reports, for every discount of awkward prices', () => {
    for (const price of [0.1, 0.29, 19.99, 349.5, 1589.4, 2649, 9999.99]) {
      for (let discount = 0; discount <= 100; discount += 1) {
        const line = served(price, discount, 1);
        expect(cartLineCents(line).unitFinalCents).toBe(toCentavos(line.final_price));
      }
    }
  });

  it('adds subtotal, discount, shipping and total as the server does', () => {
    const lines = [served(2649, 40, 3, 1), served(349.5, 15, 2, 2)];
    expect(cartTotals(lines, RULE)).toEqual({
      subtotalCents: 8_646_00,
      discountCents: 3_283_66,
      promotionCents: 0,
      goodsCents: 5_362_34,
      shippingCents: 0,
      totalCents: 5_362_34,
      savings: [],
      linePromotionCents: [0, 0],
      coupon: null,
    });
    // Ten units at $0.10 make exactly $1.00, where adding pesos as decimals does not.
    expect(cartTotals([served(0.1, 0, 10)], null).goodsCents).toBe(1_00);
    expect(cartTotals([served(0.1, 0, 3), served(2124.15, 0, 1, 2)], null).goodsCents).toBe(2_124_45);
  });

  it('charges shipping below the free-shipping amount, always without one, and leaves it out while unknown', () => {
    const lines = [served(1000, 20, 2), served(499.9, 0, 1, 2)];
    expect(cartTotals(lines, RULE)).toEqual({
      subtotalCents: 2_499_90,
      discountCents: 400_00,
      promotionCents: 0,
      goodsCents: 2_099_90,
      shippingCents: 199_00,
      totalCents: 2_298_90,
      savings: [],
      linePromotionCents: [0, 0],
      coupon: null,
    });
    expect(cartTotals(lines, { costCents: 199_00, freeFromCents: 2_099_90 })).toMatchObject({
      shippingCents: 0,
      totalCents: 2_099_90,
    });
    expect(cartTotals(lines, { costCents: 199_00, freeFromCents: null })).toMatchObject({
      shippingCents: 199_00,
    });
    expect(cartTotals(lines, null)).toMatchObject({ shippingCents: null, totalCents: 2_099_90 });
  });

  it('takes off the promotions running now, by the rule the checkout charges, after product discounts', () => {
    const secondHalf = {
      id: 4,
      name: 'Segundo par al 50 %',
      kind: 'second_half' as const,
      percentOff: null,
      minimumPurchaseCents: null,
      stackable: false,
      productIds: [1, 2],
    };
    // Boots at $2,499 (two pairs) and $3,000 with 20 % off ($2,400), and a hat outside the promotion.
    const lines = [
      { ...served(2499, 0, 2, 10), product_id: 1 },
      { ...served(3000, 20, 1, 11), product_id: 2 },
      { ...served(800, 0, 2, 12), product_id: 9 },
    ];
    const totals = cartTotals(lines, RULE, [secondHalf]);
    expect(totals.linePromotionCents).toEqual([1_249_50, 0, 0]);
    expect(totals.savings).toEqual([
      { promotionId: 4, name: 'Segundo par al 50 %', discountCents: 1_249_50 },
    ]);
    expect(totals).toMatchObject({
      subtotalCents: 2 * 2_499_00 + 3_000_00 + 2 * 800_00,
      discountCents: 600_00 + 1_249_50,
      promotionCents: 1_249_50,
      goodsCents: 2 * 2_499_00 + 2_400_00 + 2 * 800_00 - 1_249_50,
      shippingCents: 0,
    });
  });

  it('ships free from exactly the free-shipping amount, after discounts, and charges one centavo below it', () => {
    // 2 × $1,875 at 20 % off = $3,000.00.
    expect(cartTotals([served(1875, 20, 2)], RULE)).toMatchObject({ shippingCents: 0, totalCents: 3_000_00 });
    // 2 × $1,000 and one at $999.99: $2,999.99, a centavo short.
    expect(cartTotals([served(1000, 0, 2), served(999.99, 0, 1, 2)], RULE)).toMatchObject({
      goodsCents: 2_999_99,
      shippingCents: 199_00,
      totalCents: 3_198_99,
    });
    expect(cartTotals([served(1000, 0, 3)], null)).toMatchObject({
      shippingCents: null,
      totalCents: 3_000_00,
    });
  });

  it('applies a code after the promotion, as the checkout charges it, and says why one gives this cart nothing', () => {
    const secondHalf = {
      id: 4,
      name: 'Segundo par al 50 %',
      kind: 'second_half' as const,
      percentOff: null,
      minimumPurchaseCents: null,
      stackable: false,
      productIds: [1],
    };
    const code = {
      code: 'VAQUERO10',
      kind: 'percent' as const,
      percentOff: 10,
      amountCents: null,
      minimumPurchaseCents: null,
      productIds: null,
    };
    const boots = [{ ...served(2499, 0, 2, 10), product_id: 1 }];
    const totals = cartTotals(boots, RULE, [secondHalf], code);
    // $2,499 and $1,249.50 after the promotion; 10 % of each.
    expect(totals.coupon).toEqual({
      code: 'VAQUERO10',
      name: 'Cupón VAQUERO10',
      cents: 374_85,
      refusal: null,
    });
    expect(totals.linePromotionCents).toEqual([1_249_50 + 374_85]);
    // $3,373.65 still reaches the shop's free shipping, measured after every discount.
    expect(totals).toMatchObject({ goodsCents: 3_748_50 - 374_85, shippingCents: 0 });

    expect(cartTotals(boots, RULE, [secondHalf], { ...code, minimumPurchaseCents: 3_800_00 }).coupon).toEqual(
      {
        code: 'VAQUERO10',
        name: 'Cupón VAQUERO10',
        cents: 0,
        refusal: 'Este cupón pide una compra mínima de $3,800.00',
      },
    );
    expect(cartTotals(boots, RULE, [], { ...code, productIds: [9] }).coupon?.refusal).toBe(
      'Este cupón no aplica a los productos de tu carrito',
    );
    // Free shipping saves the shipping the cart would pay.
    const free = cartTotals(boots, { costCents: 199_00, freeFromCents: null }, [secondHalf], {
      ...code,
      kind: 'free_shipping',
      percentOff: null,
    });
    expect(free).toMatchObject({ shippingCents: 0, coupon: { cents: 199_00, refusal: null } });
  });
});
