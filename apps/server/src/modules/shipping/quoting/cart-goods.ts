import { orderTotals, promotionDiscounts, toCentavos } from '@store/money';
import type { CatalogAnswers } from '../../catalog';

/** Where a cart's prices and the running promotions are read: the catalogue's remembered answers. */
export type CartPrices = Pick<CatalogAnswers, 'cartLines' | 'promotionRules'>;

/**
 * What a cart's goods cost today after their discounts and the promotions running now: the amount the
 * owner's free shipping is measured against, by the same rules the checkout charges with (`orderTotals`
 * over `promotionDiscounts`). Read from the catalogue's answers, exact until it changes (decision 023), so
 * a quote remembered by shipping costs no query. Variants no longer for sale count nothing; quoting
 * refuses them anyway.
 */
export async function cartGoodsCents(
  catalog: CartPrices,
  lines: readonly { variantId: number; quantity: number }[],
): Promise<number> {
  const quantities = new Map<number, number>();
  for (const line of lines) {
    quantities.set(line.variantId, (quantities.get(line.variantId) ?? 0) + line.quantity);
  }
  const [sold, rules] = await Promise.all([
    catalog.cartLines([...quantities.keys()]),
    catalog.promotionRules(),
  ]);
  const priced = sold.map((line) => {
    const priceCents = toCentavos(line.price);
    const finalCents = toCentavos(line.final_price);
    return {
      productId: line.product_id,
      priceCents,
      unitDiscountCents: priceCents - finalCents,
      unitFinalCents: finalCents,
      quantity: quantities.get(line.variant_id) ?? 0,
    };
  });
  const discounts = promotionDiscounts(priced, rules);
  return orderTotals(
    priced.map((line, index) => ({
      ...line,
      promotionDiscountCents: discounts.lines[index]?.discountCents ?? 0,
    })),
    null,
  ).goodsCents;
}
