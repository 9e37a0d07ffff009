import { z } from 'zod';

const amount = z.coerce.number().int().nonnegative().max(99_999_999);
const text = (max: number) => z.string().max(max);
/** A boolean as the SDK's form encoding sends it. */
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);

/** The part of Stripe's "create a Checkout Session" parameters the local checkout understands. */
export const createSessionParams = z.object({
  mode: z.literal('payment'),
  currency: z.literal('mxn').optional(),
  locale: text(10).optional(),
  customer: text(200).optional(),
  customer_email: z.email().optional(),
  client_reference_id: text(200).optional(),
  metadata: z.record(z.string(), text(500)).optional(),
  payment_intent_data: z.object({ metadata: z.record(z.string(), text(500)).optional() }).optional(),
  line_items: z
    .array(
      z.object({
        quantity: z.coerce.number().int().min(1).max(999),
        price_data: z.object({
          currency: z.literal('mxn'),
          unit_amount: amount,
          product_data: z.object({ name: text(500), images: z.array(text(2000)).max(8).optional() }),
        }),
      }),
    )
    .min(1)
    .max(100),
  shipping_options: z
    .array(
      z.object({
        shipping_rate_data: z.object({
          type: z.literal('fixed_amount'),
          display_name: text(100),
          fixed_amount: z.object({ amount, currency: z.literal('mxn') }),
        }),
      }),
    )
    .max(1)
    .optional(),
  payment_method_options: z
    .object({
      card: z.object({ installments: z.object({ enabled: flag }).optional() }).optional(),
      oxxo: z.object({ expires_after_days: z.coerce.number().int().min(1).max(7).optional() }).optional(),
      customer_balance: z
        .object({
          funding_type: z.literal('bank_transfer').optional(),
          bank_transfer: z
            .object({
              type: z.literal('mx_bank_transfer'),
              requested_address_types: z.array(z.literal('spei')).max(1).optional(),
            })
            .optional(),
        })
        .optional(),
    })
    .optional(),
  // Since 2026-09-30 Checkout takes no `payment_method_types`; these two filter the Dashboard's set.
  // dev-pay has no Dashboard: it accepts them and offers what the session qualifies for.
  allowed_payment_method_types: z.array(text(50)).max(50).optional(),
  excluded_payment_method_types: z.array(text(50)).max(50).optional(),
  custom_text: z.object({ submit: z.object({ message: text(1200) }).optional() }).optional(),
  success_url: z.url().max(5000),
  cancel_url: z.url().max(5000),
  expires_at: z.coerce.number().int().optional(),
});
export type CreateSessionParams = z.infer<typeof createSessionParams>;

export const expandParams = z.object({ expand: z.array(z.string().max(200)).max(10).optional() });
