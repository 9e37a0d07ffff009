import { promotionBadge } from '@store/money';
import type { Database } from '../../db/client';
import { promotionRulesAt } from './promotion-rule';

/**
 * The short badge each product shows on its card and its page ('2x1', '−20 %'), from the promotions
 * running now: the first one that covers it. The listing carries the text, so the browser needs no rule
 * code to draw a badge.
 */
export async function promotionBadges(
  db: Database,
  productIds: readonly number[],
): Promise<Map<number, string>> {
  const badges = new Map<number, string>();
  if (productIds.length === 0) return badges;
  const rules = await promotionRulesAt(db, new Date());
  for (const productId of productIds) {
    const rule = rules.find(
      (candidate) => candidate.productIds === null || candidate.productIds.includes(productId),
    );
    if (rule) badges.set(productId, promotionBadge(rule));
  }
  return badges;
}
