import type { ActivePromotionsResponse } from '@store/contract';
import { toPesos } from '@store/money';
import type { Database } from '../../db/client';
import type { ProductFacts } from './product-facts';
import { promotionRulesAt } from './promotion-rule';

/** The promotions running now, for the cart panel and the payment page to show the saving before paying. */
export async function activePromotionsForShoppers(
  db: Database,
  products: ProductFacts,
): Promise<ActivePromotionsResponse> {
  const rules = await promotionRulesAt(db, products, new Date());
  return {
    promotions: rules.map((rule) => ({
      id: rule.id,
      name: rule.name,
      kind: rule.kind,
      percent_off: rule.kind === 'percent' ? rule.percentOff : null,
      minimum_purchase: rule.minimumPurchaseCents === null ? null : toPesos(rule.minimumPurchaseCents),
      stackable: rule.stackable,
      product_ids: rule.productIds === null ? null : [...rule.productIds].sort((a, b) => a - b),
    })),
  };
}
