import { describe, expect, it } from 'vitest';
import { pricedLine } from '../../test/fixtures';
import { addLine, checkoutDecision, quantityInCart, refreshLines } from './cart-rules';

describe('the cart rules', () => {
  it('adds to the quantity of a variant already in the cart, and appends a new one', () => {
    const lines = addLine([pricedLine(1, 1, 5)], pricedLine(1, 2, 5));
    expect(lines).toEqual([pricedLine(1, 3, 5)]);
    expect(addLine(lines, pricedLine(2, 1, 5)).map((entry) => entry.variant_id)).toEqual([1, 2]);
    expect(quantityInCart(lines, 1)).toBe(3);
    expect(quantityInCart(lines, 9)).toBe(0);
  });

  it('refreshes from the server, capping quantities at the stock and dropping unknown lines', () => {
    const { quantity: _q, ...server1 } = { ...pricedLine(1, 0, 2), name: 'Bota renombrada', final_price: 90 };
    const { quantity: _q2, ...server3 } = pricedLine(3, 0, 0);
    const result = refreshLines(
      [pricedLine(1, 5, 9), pricedLine(2, 1, 9), pricedLine(3, 2, 9)],
      [server1, server3],
    );
    expect(result.lines).toEqual([
      { ...pricedLine(1, 2, 2), name: 'Bota renombrada', final_price: 90 },
      pricedLine(3, 2, 0),
    ]);
    expect(result.capped).toEqual([{ name: 'Bota renombrada', quantity: 2 }]);
    expect(result.soldOut).toEqual(['Bota 3']);
  });

  it('keeps a line that sold out, with its quantity, and tells it only when it has just sold out', () => {
    const { quantity: _q, ...soldOut } = pricedLine(1, 0, 0);
    const first = refreshLines([pricedLine(1, 2, 4)], [soldOut]);
    expect(first).toEqual({ lines: [pricedLine(1, 2, 0)], capped: [], soldOut: ['Bota 1'] });
    expect(refreshLines(first.lines, [soldOut])).toEqual({
      lines: [pricedLine(1, 2, 0)],
      capped: [],
      soldOut: [],
    });
  });

  it("decides 'Pagar' in order: sold out, then adjusted, then go", () => {
    expect(checkoutDecision([pricedLine(1, 5, 2), pricedLine(2, 1, 0)])).toEqual({ kind: 'sold-out' });
    expect(checkoutDecision([pricedLine(1, 5, 2), pricedLine(2, 1, 3)])).toEqual({
      kind: 'adjusted',
      lines: [pricedLine(1, 2, 2), pricedLine(2, 1, 3)],
    });
    expect(checkoutDecision([pricedLine(1, 2, 2)])).toEqual({ kind: 'proceed' });
  });
});
