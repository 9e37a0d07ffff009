import {
  productPromotion,
  promotionBadge,
  type Centavos,
  type PromotionKind,
  type PromotionRule,
} from '@store/money';
import { sql, type SQL } from 'drizzle-orm';

/**
 * A column for a catalogue query: every promotion running now on a product, by id, as
 * `id:kind:percent:stackable` joined by commas ('4:two_for_one::false,7:percent:20:true'), or null.
 * `product` is a one-row source of the product's `id`, `category_id` and `brand_id`, which the catalogue
 * hands in (its `runningPromotionOf`), so the promotion's scope is matched without this module reading the
 * products. It rides inside the query that reads the cards or the product, so a catalogue call keeps to
 * its three statements; `badgeOfRunningPromotion` picks the one that applies and words its badge. Scopes
 * are matched as `promotionRulesAt` resolves them.
 */
export const runningPromotionSql = (product: SQL): SQL =>
  sql`(SELECT string_agg(pr.id || ':' || pr.kind || ':' || coalesce(pr.percent_off::text, '') || ':'
                           || pr.stackable::text, ',' ORDER BY pr.id)
         FROM promotions pr, ${product} pp
        WHERE pr.archived_at IS NULL AND pr.starts_at <= now() AND pr.ends_at > now()
          AND ((cardinality(pr.category_ids) = 0 AND cardinality(pr.brand_ids) = 0
                AND cardinality(pr.product_ids) = 0)
               OR pp.id = ANY(pr.product_ids) OR pp.category_id = ANY(pr.category_ids)
               OR pp.brand_id = ANY(pr.brand_ids)))`;

const KINDS: readonly string[] = ['percent', 'second_half', 'two_for_one', 'three_for_two'];

/** One promotion of a `runningPromotionSql` value as the money rule takes it; it covers the product. */
function ruleOf(text: string): PromotionRule | undefined {
  const [id = '', kind = '', percent = '', stackable = ''] = text.split(':');
  if (!KINDS.includes(kind)) return undefined;
  return {
    id: Number(id),
    name: '',
    kind: kind as PromotionKind,
    percentOff: percent ? Number(percent) : null,
    minimumPurchaseCents: null,
    stackable: stackable === 'true',
    productIds: null,
  };
}

/**
 * The badge's words ('2x1', '−20 %') for a `runningPromotionSql` value: the promotion the checkout would
 * name on the product at `unitFinalCents` (`productPromotion`); undefined without a promotion.
 */
export function badgeOfRunningPromotion(value: string | null, unitFinalCents: Centavos): string | undefined {
  if (!value) return undefined;
  const rules = value.split(',').flatMap((text) => ruleOf(text) ?? []);
  const applied = productPromotion({ productId: 0, unitFinalCents }, rules);
  return applied ? promotionBadge(applied) : undefined;
}
