import { COUPON_REFUSALS } from '@store/contract';
import {
  couponDiscounts,
  couponLineName,
  formatCentavos,
  orderTotals,
  shippingWithCoupon,
  type CouponRule,
  promotionDiscounts,
  toCentavos,
  unitDiscountCents,
  type Centavos,
  type OrderTotals,
  type PricedLine,
  type PromotionRule,
  type PromotionSaving,
  type ShippingRule,
} from '@store/money';
import type { CartLine } from './cart-line';

/** A cart line's money in whole centavos, with what one unit and the whole line cost after the discount. */
export type CartLineCents = PricedLine & { unitFinalCents: Centavos; lineFinalCents: Centavos };

/**
 * The line's pesos, as the API and the stored cart hold them, become centavos here and nowhere else; the
 * discount follows the shop's one rule, so that what the cart shows is what the server charges.
 */
export function cartLineCents(line: CartLine): CartLineCents {
  const priceCents = toCentavos(line.price);
  const discountCents = unitDiscountCents(priceCents, line.discount_percentage);
  const unitFinalCents = priceCents - discountCents;
  return {
    priceCents,
    unitDiscountCents: discountCents,
    quantity: line.quantity,
    unitFinalCents,
    lineFinalCents: unitFinalCents * line.quantity,
  };
}

/** The code applied to the cart: what it saves, or why it gives this cart nothing. */
export type CartCoupon =
  | { code: string; name: string; cents: Centavos; refusal: null }
  | { code: string; name: string; cents: 0; refusal: string };

/** The cart's amounts, and what each promotion running now and the code applied save on it. */
export type CartTotals = OrderTotals & {
  savings: PromotionSaving[];
  /** Each line's promotion and code discount, in the order of the lines. */
  linePromotionCents: Centavos[];
  /** The code applied, if any. */
  coupon: CartCoupon | null;
};

/**
 * The cart's amounts, shipping included once its rule is known (`null` leaves it out), after the
 * promotions running now and then the code applied: the same `promotionDiscounts`, `couponDiscounts` and
 * `orderTotals` the checkout charges.
 */
export function cartTotals(
  lines: readonly CartLine[],
  rule: ShippingRule | null,
  promotions: readonly PromotionRule[] = [],
  coupon: CouponRule | null = null,
): CartTotals {
  const priced = lines.map(cartLineCents);
  const discounts = promotionDiscounts(
    lines.map((line, index) => ({
      productId: line.product_id,
      unitFinalCents: priced[index]?.unitFinalCents ?? 0,
      quantity: line.quantity,
    })),
    promotions,
  );
  const withCode =
    coupon === null
      ? null
      : couponDiscounts(
          lines.map((line, index) => ({
            productId: line.product_id,
            unitFinalCents: priced[index]?.unitFinalCents ?? 0,
            promotion: discounts.lines[index] ?? {
              discountCents: 0,
              promotionId: null,
              promotionName: null,
              units: [{ discountCents: 0, quantity: line.quantity }],
            },
          })),
          coupon,
        );
  const linePromotionCents = (withCode?.applies ? withCode.lines : discounts.lines).map(
    (line) => line.discountCents,
  );
  const pricedLines = priced.map((line, index) => ({
    ...line,
    promotionDiscountCents: linePromotionCents[index] ?? 0,
  }));
  const totals = orderTotals(pricedLines, shippingWithCoupon(rule, withCode));
  return {
    ...totals,
    savings: discounts.savings,
    linePromotionCents,
    coupon: coupon === null || withCode === null ? null : cartCoupon(coupon, withCode, pricedLines, rule),
  };
}

function cartCoupon(
  coupon: CouponRule,
  result: ReturnType<typeof couponDiscounts>,
  priced: PricedLine[],
  rule: ShippingRule | null,
): CartCoupon {
  const name = couponLineName(coupon.code);
  if (!result.applies) {
    return {
      code: coupon.code,
      name,
      cents: 0,
      refusal:
        result.refusal === 'minimum'
          ? COUPON_REFUSALS.minimum(formatCentavos(coupon.minimumPurchaseCents ?? 0))
          : COUPON_REFUSALS.not_covered,
    };
  }
  // Free shipping saves what the shipping would have cost (nothing while its rule is not known).
  const shippingSaved = result.freeShipping && rule ? (orderTotals(priced, rule).shippingCents ?? 0) : 0;
  return { code: coupon.code, name, cents: result.goodsCents + shippingSaved, refusal: null };
}
