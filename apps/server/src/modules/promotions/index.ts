/**
 * Promotions the owner sets (percentage off, second pair at half price, 2x1, 3x2) over departments,
 * brands or products, for whole days in Mexico City. The money rule itself is `promotionDiscounts` in
 * `packages/money` (decision 015); this module keeps the promotions, resolves which products each covers,
 * and answers the back-office, the cart panel and the listing's badges. It owns the promotions table.
 */
export { promotionRulesAt } from './promotion-rule';
export type { ProductFacts, ScopedProduct, ScopeKind } from './product-facts';
export { nextPromotionChange } from './next-promotion-change';
export { badgeOfRunningPromotion, runningPromotionSql } from './running-promotion-sql';
export { promotionRoutes } from './routes';
export {
  archivePromotion,
  createPromotion,
  listPromotionsForStaff,
  PROMOTION_ARCHIVED,
  PROMOTION_NOT_FOUND,
  updatePromotion,
} from './staff-promotions';
