import * as z from 'zod/mini';

export const POSTAL_CODE_MESSAGE = 'El código postal debe tener 5 dígitos.';

/** A Mexican postal code: exactly five digits, kept as text because many start with 0 (01000). */
export const postalCodeParam = z
  .string({ error: POSTAL_CODE_MESSAGE })
  .check(z.regex(/^[0-9]{5}$/, POSTAL_CODE_MESSAGE));

/** GET /api/locations/neighborhoods?postal_code=NNNNN: the colonias the address dialog offers. */
export const neighborhoodsQuery = z.strictObject({ postal_code: postalCodeParam });

/** One colonia the address form offers for a postal code. */
export const neighborhoodOption = z.object({ neighborhood_id: z.number().check(z.int()), name: z.string() });
export type NeighborhoodOption = z.infer<typeof neighborhoodOption>;
export const neighborhoodsResponse = z.array(neighborhoodOption);
