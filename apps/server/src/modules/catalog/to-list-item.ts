import type { ListItem } from '@store/contract';
import { toPesos } from '@store/money';
import { sql } from 'drizzle-orm';
import { badgeOfRunningPromotion } from '../promotions';
import { runningPromotionOf } from './product/promotion-facts';
import { productListings } from './tables';

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
  /** `runningPromotionOf`'s value: the promotions running now on the product, or null. */
  promotion: string | null;
};

/** The listing read model's columns a card is drawn from, for every query that draws cards. */
export const listItemColumns = {
  productId: productListings.productId,
  variantId: productListings.variantId,
  name: productListings.name,
  mainImage: productListings.mainImage,
  priceCents: productListings.priceCents,
  finalPriceCents: productListings.finalPriceCents,
  discountPercentage: productListings.discountPercentage,
  isNew: productListings.isNew,
  promotion: runningPromotionOf(sql`${productListings.productId}`).mapWith(String),
};

/** A product card in the contract's words: pesos, the storefront's field names, 'sale' when discounted. */
export function toListItem(row: PricedVariant): ListItem {
  const badge = badgeOfRunningPromotion(row.promotion, row.finalPriceCents);
  return {
    ...(badge ? { promotion_badge: badge } : {}),
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
