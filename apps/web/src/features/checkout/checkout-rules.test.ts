import { describe, expect, it } from 'vitest';
import { pricedLine, SHOPPER } from '../../test/fixtures';
import { checkoutStep, orderSummary } from './checkout-rules';

describe('the checkout rules', () => {
  it("checks 'Continuar' in the spec's order: sold out, phone, address, user", () => {
    const soldOut = [pricedLine(1, 1, 0), pricedLine(2, 1, 3)];
    const fine = [pricedLine(1, 2, 3)];
    const noPhone = { ...SHOPPER, phone_number: null };
    expect(checkoutStep(soldOut, noPhone, null)).toEqual({ kind: 'sold-out' });
    expect(checkoutStep(fine, noPhone, null)).toEqual({ kind: 'no-phone' });
    expect(checkoutStep(fine, SHOPPER, null)).toEqual({ kind: 'no-address' });
    expect(checkoutStep(fine, null, 5)).toEqual({ kind: 'no-user' });
    expect(checkoutStep(fine, SHOPPER, 5)).toEqual({
      kind: 'ready',
      body: { products: fine, shipping_address: 5 },
    });
  });

  it('adds up list prices, the discount, and shipping unless the order reaches free shipping', () => {
    const lines = [pricedLine(1, 2, 5, 1000, 800), pricedLine(2, 1, 5, 499.9)];
    expect(orderSummary(lines, { cost: 199, free_from: 3000 })).toEqual({
      subtotal: 2499.9,
      discount: 400,
      shipping: 199,
      total: 2298.9,
    });
    expect(orderSummary(lines, { cost: 199, free_from: 2099.9 })).toMatchObject({
      shipping: 0,
      total: 2099.9,
    });
    expect(orderSummary(lines, { cost: 199, free_from: null })).toMatchObject({ shipping: 199 });
    // While the rate is unknown the total leaves shipping out.
    expect(orderSummary(lines, undefined)).toMatchObject({ shipping: null, total: 2099.9 });
  });
});
