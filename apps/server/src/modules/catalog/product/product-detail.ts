import { FIRST_VARIANT_ID, type ProductDetail } from '@store/contract';
import { finalPriceCents, toPesos } from '@store/money';
import type { Database } from '../../../db/client';
import { badgeOfRunningPromotion } from '../../promotions';
import { loadListedProduct } from './load-product';

/**
 * The shop's product page: `id` is a product id, or a variant id (from FIRST_VARIANT_ID on) whose product
 * is meant. Hidden products, and any product the listing does not show, are not found.
 */
export async function productDetail(db: Database, id: number): Promise<ProductDetail | undefined> {
  const product = await loadListedProduct(db, id >= FIRST_VARIANT_ID ? { variantId: id } : { productId: id });
  if (!product || product.hidden || !product.listing) return undefined;
  const { listing } = product;
  const badge = badgeOfRunningPromotion(product.promotion, listing.finalPriceCents);
  return {
    ...(badge ? { promotion_badge: badge } : {}),
    product_id: product.productId,
    product_name: product.name,
    brand_name: product.brandName,
    description: product.description,
    final_price: toPesos(listing.finalPriceCents),
    original_price: toPesos(listing.priceCents),
    discount_percentage: listing.discountPercentage,
    department_id: product.categoryId,
    department_name: product.categoryName,
    target_audience: product.targetAudience,
    size_system: product.colors.flatMap((color) => color.variants)[0]?.sizeSystem ?? null,
    isNew: product.isNew,
    variant_id: listing.variantId,
    colors: product.colors.map((color) => ({
      color_id: color.colorId,
      color_name: color.name,
      color_hex: color.hex,
      main_image: color.images[0] ?? null,
      images: color.images,
      sizes: color.variants.map((variant) => ({
        variant_id: variant.variantId,
        size_id: variant.sizeId,
        size_name: variant.sizeName,
        display_name: variant.displayName,
        price: toPesos(variant.priceCents),
        stock: variant.stock,
        discount: {
          final_price: toPesos(finalPriceCents(variant.priceCents, variant.discountPercentage)),
          percentage: variant.discountPercentage,
        },
      })),
    })),
  };
}
