import * as z from 'zod/mini';

/** As long as a saved address's state name may be. */
const MAX_STATE_LENGTH = 200;

/**
 * GET /api/payments/delivery-estimate?state=Sonora: how many business days a parcel takes to the state of
 * an address (its `state_name`, as saved). Without `state`, the range over the whole country.
 */
export const deliveryEstimateQuery = z.strictObject({
  state: z.optional(
    z
      .string({ error: 'state debe ser un texto' })
      .check(z.maxLength(MAX_STATE_LENGTH, `state debe tener a lo más ${MAX_STATE_LENGTH} caracteres`)),
  ),
});

const businessDays = z.number().check(z.int(), z.positive());

/**
 * The state as the shop names it ("Coahuila" for SEPOMEX's "Coahuila de Zaragoza") with its range; `state`
 * is null when none was asked for or the name is not one of the 32, and the range is then the country's.
 */
export const deliveryEstimate = z.object({
  state: z.nullable(z.string()),
  min_days: businessDays,
  max_days: businessDays,
});
export type DeliveryEstimate = z.infer<typeof deliveryEstimate>;
