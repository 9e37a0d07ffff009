import { z } from 'zod';
import { idParam } from '../params';

export const MAX_ADDRESSES_PER_USER = 10;

/** A saved delivery address as the storefront reads it (spec section 3, "Location"). */
export const location = z.object({
  shipping_address_id: z.number().int(),
  state_name: z.string(),
  municipality_name: z.string(),
  postal_code: z.string(),
  neighborhood_name: z.string(),
  neighborhood_id: z.number().int().nullable(),
  street: z.string(),
  exterior_number: z.string(),
  interior_number: z.string().nullable(),
  reference: z.string(),
});
export type Location = z.infer<typeof location>;
export const locationsResponse = z.array(location);

/**
 * What the browser sends to save an address (spec section 5's rules). State, municipality and colonia
 * names are the server's to fill from the postal code, so whatever the browser sends for them is ignored.
 */
const addressFields = {
  postal_code: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'El código postal debe tener 5 dígitos.'),
  neighborhood_id: z.number({ error: 'Selecciona una colonia.' }).int().positive('Selecciona una colonia.'),
  street: z.string().trim().min(1, 'La calle es obligatoria.').max(120, 'La calle es demasiado larga.'),
  exterior_number: z
    .string()
    .trim()
    .min(1, 'El número exterior es obligatorio.')
    .max(20, 'El número exterior es demasiado largo.'),
  interior_number: z
    .string()
    .trim()
    .max(20, 'El número interior es demasiado largo.')
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
  reference: z
    .string()
    .trim()
    .min(1, 'Las indicaciones son obligatorias.')
    .max(255, 'Las indicaciones deben tener a lo más 255 caracteres.'),
  state_name: z.string().max(200).optional(),
  municipality_name: z.string().max(200).optional(),
  neighborhood_name: z.string().max(200).optional(),
};
export const createLocationBody = z.strictObject({
  ...addressFields,
  shipping_address_id: z.null().optional(),
});
export const updateLocationBody = z.strictObject({
  ...addressFields,
  shipping_address_id: z.number().int().positive(),
});
export type LocationInput = Omit<z.output<typeof createLocationBody>, 'shipping_address_id'>;

export const locationParams = z.strictObject({ id: idParam('id') });
