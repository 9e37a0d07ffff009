import { z } from 'zod';

const id = (prefix: string) => z.string().max(200).startsWith(prefix);

/** The part of Stripe's "create a refund" parameters the local checkout understands. */
export const createRefundParams = z.object({
  payment_intent: id('pi_').optional(),
  charge: id('ch_').optional(),
  amount: z.coerce.number().int().positive().max(99_999_999).optional(),
  reason: z.enum(['duplicate', 'fraudulent', 'requested_by_customer']).optional(),
  metadata: z.record(z.string(), z.string().max(500)).optional(),
  /** A refund of a customer's cash balance: `customer`, `origin: customer_balance`, `amount` and `currency`. */
  customer: id('cus_').optional(),
  origin: z.literal('customer_balance').optional(),
  currency: z.literal('mxn').optional(),
  instructions_email: z.email().max(512).optional(),
});
export type CreateRefundParams = z.infer<typeof createRefundParams>;

/** Stripe's "list refunds" filters. */
export const listRefundParams = z.object({
  payment_intent: z.string().max(200).optional(),
  charge: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
