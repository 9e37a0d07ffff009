import * as z from 'zod/mini';
import { pesos } from '../catalog/list-item';

/** What is left to refund of an order: each line's units and what the shopper paid for them. */
export const adminOrderRefundable = z.object({
  /** Everything left to refund, shipping included. */
  total: pesos,
  /** Shipping not given back yet. */
  shipping: pesos,
  lines: z.array(
    z.object({
      order_line_id: z.number().check(z.int()),
      /** The line as the dialog names it: 'Bota vaquera Ariat · Café · 27'. */
      description: z.string(),
      /** The line's units and what was paid for all of them, after every discount. */
      units: z.number().check(z.int()),
      paid: pesos,
      /** Units already given back by an earlier refund (a return's or staff's). */
      refunded_units: z.number().check(z.int()),
    }),
  ),
  /** Every refund the order has (the value to send back as `refunds_seen`). */
  refunds_seen: z.number().check(z.int()),
});
export type AdminOrderRefundable = z.infer<typeof adminOrderRefundable>;
