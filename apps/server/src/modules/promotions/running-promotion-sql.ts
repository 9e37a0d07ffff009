import { promotionBadge, type PromotionKind } from '@store/money';
import { sql, type SQL } from 'drizzle-orm';

/**
 * A column for a catalogue query: the first promotion (by id) running now on a product, as
 * `kind:percent` ('two_for_one:', 'percent:20'), or null. `product` is a one-row source of the product's
 * `id`, `category_id` and `brand_id`, which the catalogue hands in (its `runningPromotionOf`), so the
 * promotion's scope is matched without this module reading the products. It rides inside the query that
 * reads the cards or the product, so a catalogue call keeps to its three statements;
 * `badgeOfRunningPromotion` turns it into the badge's words. Scopes are matched as `promotionRulesAt`
 * resolves them.
 */
export const runningPromotionSql = (product: SQL): SQL =>
  sql`(SELECT pr.kind || ':' || coalesce(pr.percent_off::text, '')
         FROM promotions pr, ${product} pp
        WHERE pr.archived_at IS NULL AND pr.starts_at <= now() AND pr.ends_at > now()
          AND ((cardinality(pr.category_ids) = 0 AND cardinality(pr.brand_ids) = 0
                AND cardinality(pr.product_ids) = 0)
               OR pp.id = ANY(pr.product_ids) OR pp.category_id = ANY(pr.category_ids)
               OR pp.brand_id = ANY(pr.brand_ids))
        ORDER BY pr.id LIMIT 1)`;

const KINDS: readonly string[] = ['percent', 'second_half', 'two_for_one', 'three_for_two'];

/** The badge's words ('2x1', '−20 %') for a `runningPromotionSql` value; undefined without a promotion. */
export function badgeOfRunningPromotion(value: string | null): string | undefined {
  if (!value) return undefined;
  const [kind = '', percent = ''] = value.split(':');
  if (!KINDS.includes(kind)) return undefined;
  return promotionBadge({ kind: kind as PromotionKind, percentOff: percent ? Number(percent) : null });
}
