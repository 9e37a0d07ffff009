import {
  orderTotals,
  toCentavos,
  unitDiscountCents,
  type Centavos,
  type OrderTotals,
  type PricedLine,
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

/** The cart's amounts, shipping included once its rule is known (`null` leaves it out). */
export const cartTotals = (lines: readonly CartLine[], rule: ShippingRule | null): OrderTotals =>
  orderTotals(lines.map(cartLineCents), rule);
