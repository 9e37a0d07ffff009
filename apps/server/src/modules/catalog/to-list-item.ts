import type { ListItem } from '@store/contract';
import { toPesos } from '@store/money';
import type { Database } from '../../db/client';
import { promotionBadges } from '../promotions';

/** A variant with what a product card shows of it. */
export type PricedVariant = {
  productId: number;
  variantId: number;
  name: string;
  mainImage: string | null;
  priceCents: number;
  finalPriceCents: number;
  discountPercentage: number;
  isNew: boolean;
};

/** A product card in the contract's words: pesos, the storefront's field names, 'sale' when discounted. */
export function toListItem(row: PricedVariant): ListItem {
  return {
    product_id: row.productId,
    variant_id: row.variantId,
    product_name: row.name,
    main_image: row.mainImage,
    final_price: toPesos(row.finalPriceCents),
    original_price: toPesos(row.priceCents),
    type: row.discountPercentage > 0 ? 'sale' : 'regular',
    isNew: row.isNew,
  };
}

/** Cards with the badge of the promotion running now on each product, so the browser needs no rule code. */
export async function withPromotionBadges(db: Database, items: ListItem[]): Promise<ListItem[]> {
  const badges = await promotionBadges(db, [...new Set(items.map((item) => item.product_id))]);
  return items.map((item) => {
    const badge = badges.get(item.product_id);
    return badge ? { ...item, promotion_badge: badge } : item;
  });
}
