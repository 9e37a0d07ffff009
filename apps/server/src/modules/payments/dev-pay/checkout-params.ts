import { z } from 'zod';

const amount = z.coerce.number().int().nonnegative().max(99_999_999);
const text = (max: number) => z.string().max(max);

/** The part of Stripe's "create a Checkout Session" parameters the local checkout understands. */
export const createSessionParams = z.object({
  mode: z.literal('payment'),
  currency: z.literal('mxn').optional(),
  locale: text(10).optional(),
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
      card: z
        .object({
          installments: z
            .object({
              enabled: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]),
            })
            .optional(),
        })
        .optional(),
    })
    .optional(),
  success_url: z.url().max(5000),
  cancel_url: z.url().max(5000),
  expires_at: z.coerce.number().int().optional(),
});
export type CreateSessionParams = z.infer<typeof createSessionParams>;

export const expandParams = z.object({ expand: z.array(z.string().max(200)).max(10).optional() });
