import { MAX_UNITS_PER_LINE } from '@store/contract';

export type QuantityLine = { variantId: number; quantity: number };

/**
 * The account's cart and a browser's, made one at sign-in: the account's lines first, in their order,
 * then the browser's new ones. The same variant's quantities add up, capped at its stock and at the 99 a
 * line may hold. A variant the shop no longer sells (`stockOf` answers undefined: unknown, hidden,
 * deleted) is dropped. A sold-out variant keeps its line (capped at 99 only), as the browser's refresh
 * keeps it, so that the cart shows it 'Agotado' until the shopper removes it.
 */
export function mergeCartLines(
  account: readonly QuantityLine[],
  browser: readonly QuantityLine[],
  stockOf: (variantId: number) => number | undefined,
): QuantityLine[] {
  const units = new Map<number, number>();
  for (const line of [...account, ...browser]) {
    units.set(line.variantId, (units.get(line.variantId) ?? 0) + line.quantity);
  }
  return [...units].flatMap(([variantId, sum]): QuantityLine[] => {
    const stock = stockOf(variantId);
    if (stock === undefined) return [];
    const cap = stock > 0 ? Math.min(stock, MAX_UNITS_PER_LINE) : MAX_UNITS_PER_LINE;
    return [{ variantId, quantity: Math.min(sum, cap) }];
  });
}

/** The account's favourites, then the browser's that it did not have: each product once. */
export const mergeFavoriteIds = (account: readonly number[], browser: readonly number[]): number[] => [
  ...new Set([...account, ...browser]),
];
