import { z } from 'zod';

/**
 * The bodies Envia.com's Shipping API takes, checked as Envia checks them: a quote needs the postal codes
 * and the packages; a label needs whole addresses (name, phone, street and number, city, state), the
 * service, and print settings. Measures in KG and CM, as the shop sends them.
 */

const text = (max: number) => z.string().trim().min(1).max(max);

const quoteAddress = z.object({
  name: text(100).optional(),
  company: text(100).optional(),
  email: z.string().max(200).optional(),
  phone: text(30).optional(),
  street: text(200),
  number: z.string().max(30).optional(),
  district: z.string().max(200).optional(),
  city: z.string().max(200).optional(),
  state: z.string().max(10).optional(),
  country: z.literal('MX'),
  postalCode: z.string().regex(/^\d{5}$/),
  reference: z.string().max(500).optional(),
});

const labelAddress = quoteAddress.extend({
  name: text(100),
  phone: text(30),
  number: text(30),
  city: text(200),
  state: text(10),
});

const measure = z.number().positive().max(300);

const packageSchema = z.object({
  type: z.enum(['box', 'envelope']),
  content: text(200),
  amount: z.number().int().min(1).max(100),
  weight: z.number().positive().max(70),
  weightUnit: z.literal('KG'),
  lengthUnit: z.literal('CM'),
  dimensions: z.object({ length: measure, width: measure, height: measure }),
  declaredValue: z.number().nonnegative().optional(),
});
export type PackageRequest = z.infer<typeof packageSchema>;

export const rateBody = z.object({
  origin: quoteAddress,
  destination: quoteAddress,
  packages: z.array(packageSchema).min(1).max(50),
  shipment: z.object({ carrier: text(50), type: z.literal(1), service: text(50).optional() }),
  settings: z.object({ currency: z.string().optional() }).optional(),
});

export const generateBody = z.object({
  origin: labelAddress,
  destination: labelAddress,
  packages: z.array(packageSchema).min(1).max(50),
  shipment: z.object({
    carrier: text(50),
    service: text(50),
    type: z.literal(1),
    orderReference: z.string().max(100).optional(),
  }),
  settings: z.object({
    printFormat: z.literal('PDF'),
    printSize: z.string().max(30),
    currency: z.string().optional(),
  }),
});
export type GenerateBody = z.infer<typeof generateBody>;
export type LabelAddress = z.infer<typeof labelAddress>;

export const trackBody = z.object({ trackingNumbers: z.array(text(60)).min(1).max(50) });

/** Envia's refusal: `{ meta: 'error', error: { code, description, message } }`. */
export const enviaError = (code: number, description: string, message: string) => ({
  meta: 'error' as const,
  error: { code, description, message },
});

/** The first problem of a body Envia would refuse, as its message says it: which field, and why. */
export const invalidBody = (error: z.ZodError) => {
  const issue = error.issues[0];
  return enviaError(
    1125,
    'Invalid request payload input',
    issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'Invalid request payload input',
  );
};
