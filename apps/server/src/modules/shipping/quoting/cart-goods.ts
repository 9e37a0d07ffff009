import { orderTotals, promotionDiscounts } from '@store/money';
import type { Database } from '../../../db/client';
import { productFactsForPromotions, sellableVariants } from '../../catalog';
import { promotionRulesAt } from '../../promotions';

/**
 * What a cart's goods cost today after their discounts and the promotions running now: the amount the
 * owner's free shipping is measured against, by the same rules the checkout charges with (`orderTotals`
 * over `promotionDiscounts`). Variants no longer for sale count nothing; quoting refuses them anyway.
 */
export async function cartGoodsCents(
  db: Database,
  lines: readonly { variantId: number; quantity: number }[],
  now: Date,
): Promise<number> {
  const quantities = new Map<number, number>();
  for (const line of lines) quantities.set(line.variantId, (quantities.get(line.variantId) ?? 0) + line.quantity);
  const variants = await sellableVariants(db, [...quantities.keys()]);
  const priced = variants.map((variant) => ({ ...variant, quantity: quantities.get(variant.variantId) ?? 0 }));
  const discounts = promotionDiscounts(
    priced.map((line) => ({
      productId: line.productId,
      unitFinalCents: line.priceCents - line.unitDiscountCents,
      quantity: line.quantity,
    })),
    await promotionRulesAt(db, productFactsForPromotions, now),
  );
  return orderTotals(
    priced.map((line, index) => ({
      ...line,
      promotionDiscountCents: discounts.lines[index]?.discountCents ?? 0,
    })),
    null,
  ).goodsCents;
}
