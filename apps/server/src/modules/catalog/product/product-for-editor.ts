import type { AdminProductDetail } from '@store/contract/admin';
import { toPesos } from '@store/money';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { products } from '../tables';
import { loadProduct } from './load-product';
import type { SoldVariants } from './variant-was-sold';

/** Everything the back-office's editor shows of a product, hidden or not, and which sizes were sold. */
export async function productForEditor(
  db: Database,
  productId: number,
  soldVariants: SoldVariants,
): Promise<AdminProductDetail | undefined> {
  const product = await loadProduct(db, { productId });
  if (!product) return undefined;
  const variantIds = product.colors.flatMap((color) => color.variants.map((variant) => variant.variantId));
  const sold = await soldVariants(db, variantIds);
  const [parcel] = await db
    .select({
      draft: products.draft,
      shipping_weight_grams: products.shippingWeightGrams,
      box_length_cm: products.boxLengthCm,
      box_width_cm: products.boxWidthCm,
      box_height_cm: products.boxHeightCm,
    })
    .from(products)
    .where(eq(products.id, productId));
  return {
    product_id: product.productId,
    name: product.name,
    brand_name: product.brandName,
    category_id: product.categoryId,
    target_audience: product.targetAudience,
    description: product.description,
    is_new: product.isNew,
    hidden: product.hidden,
    draft: parcel?.draft ?? false,
    size_system: product.colors.flatMap((color) => color.variants)[0]?.sizeSystem ?? null,
    colors: product.colors.map((color) => ({
      color_id: color.colorId,
      name: color.name,
      hex: color.hex,
      position: color.position,
      images: color.images,
      variants: color.variants.map((variant) => ({
        variant_id: variant.variantId,
        size_id: variant.sizeId,
        size_name: variant.sizeName,
        display_name: variant.displayName,
        sku: variant.sku,
        price: toPesos(variant.priceCents),
        discount_percentage: variant.discountPercentage,
        stock: variant.stock,
        sold: sold.has(variant.variantId),
      })),
    })),
    shipping_weight_grams: parcel?.shipping_weight_grams ?? null,
    box_length_cm: parcel?.box_length_cm ?? null,
    box_width_cm: parcel?.box_width_cm ?? null,
    box_height_cm: parcel?.box_height_cm ?? null,
  };
}
