import * as z from 'zod/mini';
import { idParam, MAX_ID } from '../params';
import { labelText, plainText } from '../text';

export const MAX_ADDRESSES_PER_USER = 10;
export const RECIPIENT_PHONE_MESSAGE = 'El teléfono de quien recibe debe tener 10 dígitos.';

/** A saved delivery address as the storefront reads it (the saved-addresses list and the checkout's address picker). */
export const location = z.object({
  shipping_address_id: z.number().check(z.int()),
  state_name: z.string(),
  municipality_name: z.string(),
  postal_code: z.string(),
  neighborhood_name: z.string(),
  neighborhood_id: z.nullable(z.number().check(z.int())),
  street: z.string(),
  exterior_number: z.string(),
  interior_number: z.nullable(z.string()),
  reference: z.string(),
  /** Who receives the parcel, for the carrier's label; null on an address saved before it was asked. */
  recipient_name: z.nullable(z.string()),
  /** Their phone, 10 digits, for the carrier to call; null as the name. */
  recipient_phone: z.nullable(z.string()),
});
export type Location = z.infer<typeof location>;
export const locationsResponse = z.array(location);

/**
 * What the browser sends to save an address (the address form's rules). State, municipality and colonia
 * names are the server's to fill from the postal code, so whatever the browser sends for them is ignored.
 */
const addressFields = {
  postal_code: z.string().check(z.trim(), z.regex(/^\d{5}$/, 'El código postal debe tener 5 dígitos.')),
  neighborhood_id: z
    .number({ error: 'Selecciona una colonia.' })
    .check(z.int(), z.positive('Selecciona una colonia.'), z.lte(MAX_ID, 'Selecciona una colonia.')),
  street: z
    .string()
    .check(
      z.trim(),
      labelText(),
      z.minLength(1, 'La calle es obligatoria.'),
      z.maxLength(120, 'La calle es demasiado larga.'),
    ),
  exterior_number: z
    .string()
    .check(
      z.trim(),
      labelText(),
      z.minLength(1, 'El número exterior es obligatorio.'),
      z.maxLength(20, 'El número exterior es demasiado largo.'),
    ),
  interior_number: z.pipe(
    z.optional(
      z.nullable(
        z.string().check(z.trim(), labelText(), z.maxLength(20, 'El número interior es demasiado largo.')),
      ),
    ),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  ),
  reference: z
    .string()
    .check(
      z.trim(),
      labelText(true),
      z.minLength(1, 'Las indicaciones son obligatorias.'),
      z.maxLength(255, 'Las indicaciones deben tener a lo más 255 caracteres.'),
    ),
  // Optional, so that a client of before still saves: an order then names the account's holder instead.
  recipient_name: z.pipe(
    z.optional(
      z.nullable(
        z
          .string()
          .check(z.trim(), labelText(), z.maxLength(120, 'El nombre de quien recibe es demasiado largo.')),
      ),
    ),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  ),
  recipient_phone: z.pipe(
    z.optional(z.nullable(z.string().check(z.trim(), z.regex(/^(\d{10})?$/, RECIPIENT_PHONE_MESSAGE)))),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  ),
  state_name: z.optional(z.string().check(plainText(), z.maxLength(200))),
  municipality_name: z.optional(z.string().check(plainText(), z.maxLength(200))),
  neighborhood_name: z.optional(z.string().check(plainText(), z.maxLength(200))),
};
export const createLocationBody = z.strictObject({
  ...addressFields,
  shipping_address_id: z.optional(z.null()),
});
export const updateLocationBody = z.strictObject({
  ...addressFields,
  shipping_address_id: z.number().check(z.int(), z.positive(), z.lte(MAX_ID)),
});
export type LocationInput = Omit<z.output<typeof createLocationBody>, 'shipping_address_id'>;

export const locationParams = z.strictObject({ id: idParam('id') });
