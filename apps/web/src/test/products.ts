import type { ProductDetail } from '@store/contract';

/** The product page's route, as the app declares it, for `renderPage`. */
export const PRODUCT_ROUTE = '/product/:productId/:variantId?';

type ProductSize = ProductDetail['colors'][number]['sizes'][number];

/** A size of $2,499.00 without discount, named as the shop shows it unless `display_name` is given. */
export const productSize = (
  variant_id: number,
  size_name: string,
  stock: number,
  display_name = size_name,
): ProductSize => ({
  variant_id,
  size_id: variant_id - 1_000_000,
  size_name,
  display_name,
  price: 2499,
  stock,
  discount: { final_price: 2499, percentage: 0 },
});

/**
 * A men's Ariat boot of $2,499.00 (product 5), in coffee with the sizes given, as the product page reads
 * it; `more` changes any other field (the colours among them).
 */
export const bootDetail = (sizes: ProductSize[], more: Partial<ProductDetail> = {}): ProductDetail => ({
  product_id: 5,
  product_name: 'Bota vaquera Ariat',
  brand_name: 'Ariat',
  description: 'Piel de res.',
  final_price: 2499,
  original_price: 2499,
  discount_percentage: 0,
  department_id: 3,
  department_name: 'Botas',
  target_audience: 'hombre',
  size_system: 'boot_mx',
  isNew: false,
  variant_id: sizes[0]?.variant_id ?? 1_000_001,
  colors: [{ color_id: 1, color_name: 'Café', color_hex: '#5a3a22', main_image: null, images: [], sizes }],
  ...more,
});
