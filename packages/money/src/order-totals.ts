import { shippingCents, type ShippingRule } from './shipping';
import type { Centavos } from './units';

/**
 * One line of a cart or an order: list price and discount of one unit, and how many; and what promotions
 * take off the whole line (`promotionDiscounts`), since they may discount only some of its units.
 */
export type PricedLine = {
  priceCents: Centavos;
  unitDiscountCents: Centavos;
  quantity: number;
  promotionDiscountCents?: Centavos;
};

export type OrderTotals = {
  /** List prices times quantities. */
  subtotalCents: Centavos;
  /** Every unit's discount times its quantity, and the promotions'. */
  discountCents: Centavos;
  /** The part of `discountCents` that promotions gave. */
  promotionCents: Centavos;
  /** What the goods cost after discounts: the amount free shipping is measured against. */
  goodsCents: Centavos;
  /** `null` while the shipping rule is not known yet (the browser is still asking for it). */
  shippingCents: Centavos | null;
  /** Goods plus shipping (goods alone while shipping is unknown). */
  totalCents: Centavos;
};

/**
 * The amounts of an order: what the cart panel and the payment summary show and what the server charges
 * are this same sum, so the shopper never sees one total and pays another.
 */
export function orderTotals(lines: readonly PricedLine[], rule: ShippingRule | null): OrderTotals {
  let subtotalCents = 0;
  let discountCents = 0;
  let promotionCents = 0;
  for (const line of lines) {
    subtotalCents += line.priceCents * line.quantity;
    discountCents += line.unitDiscountCents * line.quantity + (line.promotionDiscountCents ?? 0);
    promotionCents += line.promotionDiscountCents ?? 0;
  }
  const goodsCents = subtotalCents - discountCents;
  const shipping = rule === null ? null : shippingCents(rule, goodsCents);
  return {
    subtotalCents,
    discountCents,
    promotionCents,
    goodsCents,
    shippingCents: shipping,
    totalCents: goodsCents + (shipping ?? 0),
  };
}
