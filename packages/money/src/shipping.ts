import type { Centavos } from './units';

/** What delivery costs: a flat rate, free from some amount of goods when the shop offers that. */
export type ShippingRule = { costCents: Centavos; freeFromCents: Centavos | null };

/** Delivery for an order whose goods, after discounts, come to `goodsCents`. */
export const shippingCents = (rule: ShippingRule, goodsCents: Centavos): Centavos =>
  rule.freeFromCents !== null && goodsCents >= rule.freeFromCents ? 0 : rule.costCents;

/** An order the shopper picks up at the store: nothing to deliver, nothing to charge for it. */
export const PICKUP_SHIPPING: ShippingRule = { costCents: 0, freeFromCents: null };
