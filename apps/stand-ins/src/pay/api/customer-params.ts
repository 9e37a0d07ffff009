import { z } from 'zod';

/** How a customer's cash balance is applied to payments (`merchant_default`: the account's, automatic here). */
const cashBalanceSettings = z.strictObject({
  settings: z.strictObject({ reconciliation_mode: z.enum(['automatic', 'manual', 'merchant_default']) }),
});
export type ReconciliationMode = 'automatic' | 'manual';
export const reconciliationOf = (asked: 'automatic' | 'manual' | 'merchant_default'): ReconciliationMode =>
  asked === 'manual' ? 'manual' : 'automatic';

/** Stripe's "update a cash balance": its settings. */
export const updateCashBalanceParams = cashBalanceSettings;

/** The part of Stripe's "create a customer" parameters dev-pay understands; others are refused. */
export const createCustomerParams = z.strictObject({
  cash_balance: cashBalanceSettings.optional(),
  email: z.email().max(512).optional(),
  name: z.string().max(256).optional(),
  description: z.string().max(350).optional(),
  phone: z.string().max(20).optional(),
  metadata: z.record(z.string().max(40), z.string().max(500)).optional(),
  expand: z.array(z.string().max(200)).max(10).optional(),
});
export type CreateCustomerParams = z.infer<typeof createCustomerParams>;

/** Stripe's `fund_cash_balance` test helper. */
export const fundCashBalanceParams = z.object({
  amount: z.coerce.number().int().positive().max(99_999_999),
  currency: z.literal('mxn'),
  reference: z.string().max(140).optional(),
});

/** Stripe's "cancel a payment intent". */
export const cancelIntentParams = z.object({
  cancellation_reason: z.enum(['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned']).optional(),
});
