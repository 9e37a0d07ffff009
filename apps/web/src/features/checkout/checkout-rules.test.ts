import type { CurrentUser } from '@store/contract';
import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../lib/cart/cart-line';
import { checkoutStep, orderSummary } from './checkout-rules';

const USER: CurrentUser = {
  name: 'Rosa Domínguez',
  email: 'rosa@example.mx',
  phone_number: '+526141234567',
  picture: null,
  google_id: 'dev-rosa',
  ecommerce_user_id: 41,
};

const line = (
  variant_id: number,
  quantity: number,
  stock: number,
  price = 100,
  final_price = price,
): CartLine => ({
  product_id: 1,
  variant_id,
  name: `Bota ${variant_id}`,
  image: null,
  size_name: '27',
  color_name: 'Café',
  quantity,
  stock,
  price,
  final_price,
  discount_percentage: 0,
});

describe('the checkout rules', () => {
  it("checks 'Continuar' in the spec's order: sold out, phone, address, user", () => {
    const soldOut = [line(1, 1, 0), line(2, 1, 3)];
    const fine = [line(1, 2, 3)];
    const noPhone = { ...USER, phone_number: null };
    expect(checkoutStep(soldOut, noPhone, null)).toEqual({ kind: 'sold-out' });
    expect(checkoutStep(fine, noPhone, null)).toEqual({ kind: 'no-phone' });
    expect(checkoutStep(fine, USER, null)).toEqual({ kind: 'no-address' });
    expect(checkoutStep(fine, null, 5)).toEqual({ kind: 'no-user' });
    expect(checkoutStep(fine, USER, 5)).toEqual({
      kind: 'ready',
      body: { products: fine, shipping_address: 5 },
    });
  });

  it('adds up list prices, the discount, and shipping unless the order reaches free shipping', () => {
    const lines = [line(1, 2, 5, 1000, 800), line(2, 1, 5, 499.9)];
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
