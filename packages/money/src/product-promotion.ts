import { promotionDiscounts, type PromotionRule } from './promotions';
import type { Centavos } from './units';

/** Units of one product that make whole groups of every kind: three pairs and two trios. */
const WHOLE_GROUPS = 6;

/**
 * The promotion that applies to a product, which its badge on a card and on its page names: the one the
 * checkout names on a line of it (`promotionDiscounts`: each unit gets the best promotion, or the
 * stackable ones together when they give more, and the line is named after the one that gives it most,
 * the first by id on a tie), for a line of whole pairs and trios so that a 2x1 or a 3x2 weighs what it
 * gives in a cart. Minimum purchases are left out: the badge announces what a cart that reaches one gets.
 */
export function productPromotion<P extends PromotionRule>(
  product: { productId: number; unitFinalCents: Centavos },
  promotions: readonly P[],
): P | null {
  const announced = promotions.map((promotion) => ({ ...promotion, minimumPurchaseCents: null }));
  const [line] = promotionDiscounts([{ ...product, quantity: WHOLE_GROUPS }], announced).lines;
  return promotions.find((promotion) => promotion.id === line?.promotionId) ?? null;
}
