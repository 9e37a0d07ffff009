export { toCentavos, toPesos, type Centavos } from './units';
export { formatCentavos } from './format';
export { finalPriceCents, unitDiscountCents, MAX_DISCOUNT_PERCENTAGE } from './unit-price';
export { PICKUP_SHIPPING, shippingCents, type ShippingRule } from './shipping';
export { orderTotals, type PricedLine, type OrderTotals } from './order-totals';
export { returnedLineRefundCents, type PaidLine } from './returned-line';
export {
  INSTALLMENT_MONTHS,
  installmentMinimumCents,
  installmentPlans,
  installmentText,
  isInstallmentMonths,
  longestInstallmentPlan,
  monthlyCents,
  type InstallmentMonths,
  type InstallmentPlan,
} from './installments';
export {
  centavosText,
  invoiceAmounts,
  IVA_PERCENT,
  microPesosText,
  type InvoiceAmounts,
  type InvoiceConcept,
  type InvoiceLine,
  type MicroPesos,
} from './invoice-amounts';
export {
  promotionBadge,
  promotionDiscounts,
  type LinePromotion,
  type PromotionDiscounts,
  type PromotionKind,
  type PromotionLine,
  type PromotionRule,
  type PromotionSaving,
} from './promotions';
export { productPromotion } from './product-promotion';
export {
  FINANCIAL_STATUSES,
  financialStatus,
  netCents,
  type FinancialStatus,
  type OrderMoney,
} from './financial-status';
export {
  couponDiscounts,
  couponLineName,
  shippingWithCoupon,
  type CouponDiscounts,
  type CouponKind,
  type CouponLine,
  type CouponRefusal,
  type CouponRule,
} from './coupons';
