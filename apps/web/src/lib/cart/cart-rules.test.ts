import { describe, expect, it } from 'vitest';
import type { CartLine } from './cart-line';
import { addLine, cartTotal, checkoutDecision, quantityInCart, refreshLines } from './cart-rules';

const line = (variant_id: number, quantity: number, stock: number, final_price = 100): CartLine => ({
  product_id: 1,
  variant_id,
  name: `Bota ${variant_id}`,
  image: null,
  size_name: '27',
  color_name: 'Café',
  quantity,
  stock,
  price: final_price,
  final_price,
  discount_percentage: 0,
});

describe('the cart rules', () => {
  it('adds to the quantity of a variant already in the cart, and appends a new one', () => {
    const lines = addLine([line(1, 1, 5)], line(1, 2, 5));
    expect(lines).toEqual([line(1, 3, 5)]);
    expect(addLine(lines, line(2, 1, 5)).map((entry) => entry.variant_id)).toEqual([1, 2]);
    expect(quantityInCart(lines, 1)).toBe(3);
    expect(quantityInCart(lines, 9)).toBe(0);
  });

  it('totals final prices times quantities to the centavo', () => {
    expect(cartTotal([line(1, 3, 5, 0.1), line(2, 1, 5, 2124.15)])).toBe(2124.45);
  });

  it('refreshes from the server, capping quantities at the stock and dropping unknown lines', () => {
    const { quantity: _q, ...server1 } = { ...line(1, 0, 2), name: 'Bota renombrada', final_price: 90 };
    const { quantity: _q2, ...server3 } = line(3, 0, 0);
    const result = refreshLines([line(1, 5, 9), line(2, 1, 9), line(3, 2, 9)], [server1, server3]);
    expect(result.lines).toEqual([
      { ...line(1, 2, 2), name: 'Bota renombrada', final_price: 90 },
      line(3, 2, 0),
    ]);
    expect(result.capped).toEqual([{ name: 'Bota renombrada', quantity: 2 }]);
  });

  it("decides 'Pagar' in the spec's order: sold out, then adjusted, then go", () => {
    expect(checkoutDecision([line(1, 5, 2), line(2, 1, 0)])).toEqual({ kind: 'sold-out' });
    expect(checkoutDecision([line(1, 5, 2), line(2, 1, 3)])).toEqual({
      kind: 'adjusted',
      lines: [line(1, 2, 2), line(2, 1, 3)],
    });
    expect(checkoutDecision([line(1, 2, 2)])).toEqual({ kind: 'proceed' });
  });
});
