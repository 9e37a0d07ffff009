import type { AdminProductDetail, ProductInput } from '@store/contract/admin';

/**
 * The editor's body for a product as the back-office answered it, nothing touched. With
 * `withLoadedStock`, each saved variant also carries the stock the page showed, as the editor sends it.
 */
export function editorBodyOf(
  product: AdminProductDetail,
  { withLoadedStock = false }: { withLoadedStock?: boolean } = {},
): ProductInput {
  return {
    name: product.name,
    brand_name: product.brand_name,
    category_id: product.category_id,
    target_audience: product.target_audience,
    description: product.description,
    is_new: product.is_new,
    colors: product.colors.map((color) => ({
      color_id: color.color_id,
      name: color.name,
      hex: color.hex,
      variants: color.variants.map((variant) => ({
        size_id: variant.size_id,
        price: variant.price,
        discount_percentage: variant.discount_percentage,
        stock: variant.stock,
        ...(withLoadedStock ? { stock_loaded: variant.stock } : {}),
      })),
    })),
    shipping_weight_grams: product.shipping_weight_grams,
    box_length_cm: product.box_length_cm,
    box_width_cm: product.box_width_cm,
    box_height_cm: product.box_height_cm,
  };
}
