import { createLocationBody } from '@store/contract';
import type { CurrentUser, Location } from '@store/contract';
import { issuesByField, type FieldErrors } from '../form/field-errors';
import type { LocationDraft } from './api/locations';
import { splitPhone } from './phone';

/** The address form's fields in the order they are shown: the first one in error takes the focus. */
export const ADDRESS_FIELDS = [
  'postal_code',
  'neighborhood_id',
  'street',
  'exterior_number',
  'interior_number',
  'reference',
  'recipient_name',
  'recipient_phone',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

export const RECIPIENT_NAME_MISSING = 'Escribe quién recibe el paquete.';
export const RECIPIENT_PHONE_MISSING =
  'Escribe el teléfono de quien recibe, para que la paquetería le llame.';
export const noColonias = (postalCode: string) =>
  `No encontramos colonias para el código postal ${postalCode}. Revisa que esté bien escrito.`;

/**
 * Who receives, as the dialog opens: the address's own, or else the profile's name and (a Mexican) phone,
 * which a shopper usually receives with.
 */
export function recipientDraft(
  location: Location | undefined,
  user: CurrentUser | null,
): { recipient_name: string; recipient_phone: string } {
  const phone = splitPhone(user?.phone_number ?? null);
  return {
    recipient_name: location?.recipient_name ?? user?.name ?? '',
    recipient_phone: location?.recipient_phone ?? (phone.country === 'MX' ? phone.digits : ''),
  };
}

/**
 * Each field's problem by the contract's own rules (the server checks the same), plus what the form asks
 * more than the server does: who receives is optional to the server only so that a client of before
 * still saves.
 */
export function checkAddress(draft: LocationDraft): FieldErrors<AddressField> {
  const parsed = createLocationBody.safeParse({
    ...draft,
    shipping_address_id: undefined,
    interior_number: draft.interior_number || null,
  });
  const errors = parsed.success ? {} : issuesByField(parsed.error.issues, ADDRESS_FIELDS);
  if (!draft.recipient_name?.trim()) errors.recipient_name ??= RECIPIENT_NAME_MISSING;
  if (!draft.recipient_phone?.trim()) errors.recipient_phone ??= RECIPIENT_PHONE_MISSING;
  return errors;
}
