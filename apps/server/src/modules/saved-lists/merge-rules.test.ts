import { describe, expect, it } from 'vitest';
import { mergeCartLines, mergeFavoriteIds } from './merge-rules';

const stock: Record<number, number> = { 1: 10, 2: 3, 3: 0, 4: 500 };
const stockOf = (variantId: number) => stock[variantId];

describe('merging a browser’s cart into the account’s', () => {
  it('adds up the same variant’s quantities, capped at its stock', () => {
    expect(
      mergeCartLines(
        [
          { variantId: 1, quantity: 4 },
          { variantId: 2, quantity: 2 },
        ],
        [
          { variantId: 2, quantity: 2 },
          { variantId: 1, quantity: 5 },
        ],
        stockOf,
      ),
    ).toEqual([
      { variantId: 1, quantity: 9 },
      { variantId: 2, quantity: 3 },
    ]);
  });

  it('never goes past the 99 a line may hold, however much stock there is', () => {
    expect(
      mergeCartLines([{ variantId: 4, quantity: 60 }], [{ variantId: 4, quantity: 60 }], stockOf),
    ).toEqual([{ variantId: 4, quantity: 99 }]);
  });

  it('keeps a sold-out line (so the cart shows it Agotado) and drops a variant the shop does not sell', () => {
    expect(
      mergeCartLines(
        [{ variantId: 3, quantity: 2 }],
        [
          { variantId: 99, quantity: 1 },
          { variantId: 3, quantity: 1 },
        ],
        stockOf,
      ),
    ).toEqual([{ variantId: 3, quantity: 3 }]);
  });

  it('puts the account’s lines first, then the browser’s new ones', () => {
    expect(
      mergeCartLines(
        [{ variantId: 2, quantity: 1 }],
        [
          { variantId: 1, quantity: 1 },
          { variantId: 2, quantity: 1 },
        ],
        stockOf,
      ).map((line) => line.variantId),
    ).toEqual([2, 1]);
  });
});

describe('merging favourites', () => {
  it('keeps each product once: the account’s first, then the browser’s new ones', () => {
    expect(mergeFavoriteIds([5, 2], [2, 7, 5, 1])).toEqual([5, 2, 7, 1]);
  });
});
