import * as z from 'zod/mini';

/** What a promotion gives; the shop's words for each are `PROMOTION_KIND_NAMES`. */
export const PROMOTION_KINDS = ['percent', 'second_half', 'two_for_one', 'three_for_two'] as const;
export type PromotionKindCode = (typeof PROMOTION_KINDS)[number];

/** How the owner and the shopper read each kind. */
export const PROMOTION_KIND_NAMES: Record<PromotionKindCode, string> = {
  percent: 'Porcentaje de descuento',
  second_half: 'Segundo par al 50 %',
  two_for_one: '2x1',
  three_for_two: '3x2',
};

/**
 * One promotion running now, as the cart panel and the payment page need it to show the saving before
 * paying: the browser runs the same `promotionDiscounts` the checkout charges. The scope comes resolved to
 * product ids (null: the whole shop), since the cart knows its products but not their departments.
 */
export const activePromotion = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  percent_off: z.nullable(z.number()),
  /** Pesos; the cart's goods after product discounts must reach it. */
  minimum_purchase: z.nullable(z.number()),
  stackable: z.boolean(),
  product_ids: z.nullable(z.array(z.number())),
});
export type ActivePromotion = z.infer<typeof activePromotion>;

/** GET /api/promotions/active */
export const activePromotionsResponse = z.object({ promotions: z.array(activePromotion) });
export type ActivePromotionsResponse = z.infer<typeof activePromotionsResponse>;
