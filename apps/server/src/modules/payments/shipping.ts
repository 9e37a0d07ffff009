import type { ShippingRule } from '../../config';

/** What delivery costs for an order whose goods (after discounts) come to `goodsCents`. */
export const shippingCents = (rule: ShippingRule, goodsCents: number): number =>
  rule.freeFromCents !== undefined && goodsCents >= rule.freeFromCents ? 0 : rule.costCents;
