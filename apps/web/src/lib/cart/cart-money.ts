import {
  orderTotals,
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

/** The cart's amounts, and what each promotion running now saves on it. */
export type CartTotals = OrderTotals & {
  savings: PromotionSaving[];
  /** Each line's promotion discount, in the order of the lines. */
  linePromotionCents: Centavos[];
};

/**
 * The cart's amounts, shipping included once its rule is known (`null` leaves it out), after the
 * promotions running now: the same `promotionDiscounts` and `orderTotals` the checkout charges.
 */
export function cartTotals(
  lines: readonly CartLine[],
  rule: ShippingRule | null,
  promotions: readonly PromotionRule[] = [],
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
  const linePromotionCents = discounts.lines.map((line) => line.discountCents);
  return {
    ...orderTotals(
      priced.map((line, index) => ({ ...line, promotionDiscountCents: linePromotionCents[index] ?? 0 })),
      rule,
    ),
    savings: discounts.savings,
    linePromotionCents,
  };
}
