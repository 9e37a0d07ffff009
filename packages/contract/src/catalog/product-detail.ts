import * as z from 'zod/mini';
import { idParam } from '../params';
import { pesos } from './list-item';
import { SIZE_SYSTEMS } from './size-systems';

/**
 * Product ids are below this number and variant ids start at it, so one id in
 * `/api/products/productItem/{id}` is never both.
 */
export const FIRST_VARIANT_ID = 1_000_000;

/** GET /api/products/productItem/{id}: `id` is a product id (< 1,000,000) or a variant id (>= 1,000,000). */
export const productItemParams = z.strictObject({ id: idParam('id') });

export const sizeOption = z.object({
  variant_id: z.number().check(z.int()),
  size_id: z.number().check(z.int()),
  size_name: z.string(),
  display_name: z.string(),
  /** List price, before the discount. */
  price: pesos,
  stock: z.number().check(z.int()),
  discount: z.object({ final_price: pesos, percentage: z.number().check(z.int()) }),
});
export type SizeOption = z.infer<typeof sizeOption>;

export const colorOption = z.object({
  color_id: z.number().check(z.int()),
  color_name: z.string(),
  color_hex: z.string(),
  main_image: z.nullable(z.string()),
  images: z.array(z.string()),
  sizes: z.array(sizeOption),
});
export type ColorOption = z.infer<typeof colorOption>;

export const productDetail = z.object({
  product_id: z.number().check(z.int()),
  product_name: z.string(),
  brand_name: z.string(),
  description: z.string(),
  /** Of the variant that represents the product in the listing. */
  final_price: pesos,
  original_price: pesos,
  discount_percentage: z.number().check(z.int()),
  department_id: z.number().check(z.int()),
  department_name: z.string(),
  target_audience: z.string(),
  /** How its sizes are measured (the size guide and the page's schema.org size read it); null without sizes. */
  size_system: z.nullable(z.enum(SIZE_SYSTEMS)),
  isNew: z.boolean(),
  /** The variant the listing links to; the page opens on it when no variant is asked for. */
  variant_id: z.number().check(z.int()),
  colors: z.array(colorOption),
  /** The badge of a promotion running now on it ('Segundo par al 50 %'); absent without one. */
  promotion_badge: z.optional(z.string()),
});
export type ProductDetail = z.infer<typeof productDetail>;
