import * as z from 'zod/mini';
import { idParam } from '../params';

/** How a size of a product fitted its buyer: a review's answer, or a return for size (decision 062). */
export const FIT_ANSWERS = ['chica', 'justa', 'grande'] as const;
export type FitAnswer = (typeof FIT_ANSWERS)[number];

/** Where a fit answer came from: a buyer's review, or a return whose reason is the size. */
export const FIT_SOURCES = ['review', 'return'] as const;
export type FitSource = (typeof FIT_SOURCES)[number];

/** Below this many answers a product's fit is not told: a few buyers' feet say little. */
export const FIT_ANSWERS_NEEDED = 5;

export const productFitParams = z.strictObject({ product_id: idParam('product_id') });

/**
 * GET /api/products/:product_id/fit: how the product's buyers say it fits. `verdict` is the answer more
 * than half of them gave, once there are at least FIT_ANSWERS_NEEDED; null otherwise.
 */
export const productFit = z.object({
  chica: z.number(),
  justa: z.number(),
  grande: z.number(),
  total: z.number(),
  verdict: z.nullable(z.enum(FIT_ANSWERS)),
});
export type ProductFit = z.infer<typeof productFit>;

/** The measurements the recommendation reads, in cm: the foot's length (boots) and the head's (hats). */
export const MEASUREMENT_LIMITS = {
  foot_cm: { min: 10, max: 35 },
  head_cm: { min: 40, max: 70 },
} as const;
export type MeasurementName = keyof typeof MEASUREMENT_LIMITS;

/** What a shopper reads under the field when a measurement is not one. */
export const MEASUREMENT_MESSAGES: Record<MeasurementName, { notANumber: string; outOfRange: string }> = {
  foot_cm: {
    notANumber: 'Escribe el largo de tu pie en centímetros, solo con números: por ejemplo, 26.5.',
    outOfRange: `El largo de un pie va de ${MEASUREMENT_LIMITS.foot_cm.min} a ${MEASUREMENT_LIMITS.foot_cm.max} cm: revisa tu medida.`,
  },
  head_cm: {
    notANumber: 'Escribe el contorno de tu cabeza en centímetros, solo con números: por ejemplo, 57.',
    outOfRange: `El contorno de una cabeza va de ${MEASUREMENT_LIMITS.head_cm.min} a ${MEASUREMENT_LIMITS.head_cm.max} cm: revisa tu medida.`,
  },
};

const measurement = (name: MeasurementName) => {
  const { min, max } = MEASUREMENT_LIMITS[name];
  const { notANumber, outOfRange } = MEASUREMENT_MESSAGES[name];
  return z.nullable(
    z.number({ error: notANumber }).check(z.minimum(min, outOfRange), z.maximum(max, outOfRange)),
  );
};

/**
 * GET and PUT /api/users/me/measurements: the shopper's measurements kept with the account, to the
 * millimetre (more decimals are rounded); null: none.
 */
export const shopperMeasurements = z.strictObject({
  foot_cm: measurement('foot_cm'),
  head_cm: measurement('head_cm'),
});
export type ShopperMeasurements = z.infer<typeof shopperMeasurements>;
