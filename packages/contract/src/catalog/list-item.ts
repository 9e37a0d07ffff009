import * as z from 'zod/mini';

/** Money at the edge: pesos with at most two decimals (the server keeps centavos). */
export const pesos = z.number().check(z.nonnegative());

/** A product card: the home rows, the listing and the favourites use it. */
export const listItem = z.object({
  product_id: z.number().check(z.int()),
  variant_id: z.number().check(z.int()),
  product_name: z.string(),
  /** A picture name for `/api/product/image/{image}`; null when the product has no picture yet. */
  main_image: z.nullable(z.string()),
  final_price: pesos,
  original_price: pesos,
  /** 'sale' when the variant is discounted. */
  type: z.enum(['sale', 'regular']),
  isNew: z.boolean(),
  /** The badge of a promotion running now on it ('2x1', '−20 %'); absent without one. */
  promotion_badge: z.optional(z.string()),
});
export type ListItem = z.infer<typeof listItem>;

/** GET /api/selection/bestSelling, /api/selection/accesories, /api/selection/getRecommended */
export const selectionResponse = z.array(listItem);
export const SELECTIONS = ['bestSelling', 'accesories', 'getRecommended'] as const;
export type SelectionName = (typeof SELECTIONS)[number];
