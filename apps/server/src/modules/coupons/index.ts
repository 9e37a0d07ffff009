/**
 * Discount codes ('Cupones') the owner gives away: a percentage, a fixed amount or free shipping, with a
 * minimum, dates, limits in all and per customer, over departments or products (decision 058). The money
 * rule, and how a code combines with promotions, is `couponDiscounts` in `packages/money`; this module keeps
 * the codes and their uses (reserved when a checkout opens, counted when it is paid, released when it
 * ends), checks a typed code, and answers the back-office. It owns the coupons and coupon_uses tables.
 */
export { COUPON_FIELD, couponRefusalError, runningCoupon, type RunningCoupon } from './coupon-rule';
export { countCouponUse, couponsUsedBy, releaseCouponUse, reserveCouponUse } from './coupon-uses';
export { couponRoutes } from './routes';
export {
  archiveCoupon,
  COUPON_ARCHIVED,
  COUPON_CODE_TAKEN,
  COUPON_NOT_FOUND,
  createCoupon,
  listCouponsForStaff,
  updateCoupon,
} from './staff-coupons';
