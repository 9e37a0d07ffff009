import { describe, expect, it } from 'vitest';
import { pricedLine, SHOPPER } from '../../test/fixtures';
import { checkoutStep } from './checkout-rules';

describe('the checkout rules', () => {
  const soldOut = [pricedLine(1, 1, 0), pricedLine(2, 1, 3)];
  const fine = [pricedLine(1, 2, 3)];
  const noPhone = { ...SHOPPER, phone_number: null };

  it("checks 'Continuar' in order: sold out, phone, address, user", () => {
    expect(checkoutStep(soldOut, noPhone, null)).toEqual({ kind: 'sold-out' });
    expect(checkoutStep(fine, noPhone, null)).toEqual({ kind: 'no-phone' });
    expect(checkoutStep(fine, SHOPPER, null)).toEqual({ kind: 'no-address' });
    expect(checkoutStep(fine, null, 5)).toEqual({ kind: 'no-user' });
    expect(checkoutStep(fine, SHOPPER, 5)).toEqual({
      kind: 'ready',
      body: { products: fine, shipping_address: 5, shipping_option: 'standard' },
    });
  });

  it('asks a pick-up at the store for a phone but no address, and sends no address with it', () => {
    expect(checkoutStep(soldOut, SHOPPER, null, 'pickup')).toEqual({ kind: 'sold-out' });
    expect(checkoutStep(fine, noPhone, null, 'pickup')).toEqual({ kind: 'no-phone' });
    expect(checkoutStep(fine, null, null, 'pickup')).toEqual({ kind: 'no-user' });
    expect(checkoutStep(fine, SHOPPER, null, 'pickup')).toEqual({
      kind: 'ready',
      body: { products: fine, shipping_option: 'pickup' },
    });
    expect(checkoutStep(fine, SHOPPER, 5, 'pickup')).toEqual({
      kind: 'ready',
      body: { products: fine, shipping_option: 'pickup' },
    });
  });
});
