import { MAX_ADDRESSES_PER_USER, type Location, type LocationInput } from '@store/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shippingAddresses } from './tables';
import { HttpError } from '../../http/errors';
import { neighborhoodPlace } from '../locations';

export const ADDRESS_NOT_FOUND = 'Dirección no encontrada';
export const UNKNOWN_NEIGHBORHOOD = 'La colonia no corresponde a ese código postal.';

const toLocation = (row: typeof shippingAddresses.$inferSelect): Location => ({
  shipping_address_id: row.id,
  state_name: row.stateName,
  municipality_name: row.municipalityName,
  postal_code: row.postalCode,
  neighborhood_name: row.neighborhoodName,
  neighborhood_id: row.neighborhoodId,
  street: row.street,
  exterior_number: row.exteriorNumber,
  interior_number: row.interiorNumber,
  reference: row.reference,
  recipient_name: row.recipientName,
  recipient_phone: row.recipientPhone,
});

/** Every query below is scoped to the owner: another user's address is simply not found. */
const owned = (userId: number, id: number) =>
  and(eq(shippingAddresses.id, id), eq(shippingAddresses.userId, userId));

export async function listAddresses(db: Database, userId: number): Promise<Location[]> {
  const rows = await db
    .select()
    .from(shippingAddresses)
    .where(eq(shippingAddresses.userId, userId))
    .orderBy(asc(shippingAddresses.id));
  return rows.map(toLocation);
}

/** The state, municipality and colonia come from the postal-code catalogue, never from the browser. */
async function placeFields(db: Database, input: LocationInput) {
  const place = await neighborhoodPlace(db, input.postal_code, input.neighborhood_id);
  if (!place) throw new HttpError(422, UNKNOWN_NEIGHBORHOOD);
  return {
    postalCode: input.postal_code,
    stateName: place.stateName,
    municipalityName: place.municipalityName,
    neighborhoodId: input.neighborhood_id,
    neighborhoodName: place.neighborhoodName,
    street: input.street,
    exteriorNumber: input.exterior_number,
    interiorNumber: input.interior_number ?? null,
    reference: input.reference,
    recipientName: input.recipient_name ?? null,
    recipientPhone: input.recipient_phone ?? null,
  };
}

export async function addAddress(db: Database, userId: number, input: LocationInput): Promise<Location> {
  const fields = await placeFields(db, input);
  const [row] = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ total: count() })
      .from(shippingAddresses)
      .where(eq(shippingAddresses.userId, userId));
    if ((existing?.total ?? 0) >= MAX_ADDRESSES_PER_USER) {
      throw new HttpError(422, `Puedes guardar hasta ${MAX_ADDRESSES_PER_USER} direcciones.`);
    }
    return tx
      .insert(shippingAddresses)
      .values({ ...fields, userId })
      .returning();
  });
  if (!row) throw new Error('No se guardó la dirección');
  return toLocation(row);
}

export async function updateAddress(
  db: Database,
  userId: number,
  id: number,
  input: LocationInput,
): Promise<void> {
  const fields = await placeFields(db, input);
  const updated = await db
    .update(shippingAddresses)
    .set(fields)
    .where(owned(userId, id))
    .returning({ id: shippingAddresses.id });
  if (updated.length === 0) throw new HttpError(404, ADDRESS_NOT_FOUND);
}

export async function deleteAddress(db: Database, userId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(shippingAddresses)
    .where(owned(userId, id))
    .returning({ id: shippingAddresses.id });
  if (deleted.length === 0) throw new HttpError(404, ADDRESS_NOT_FOUND);
}

/** One of the user's own addresses; another user's, or a deleted one, is not found. */
export async function ownedAddress(db: Database, userId: number, id: number): Promise<Location | undefined> {
  const [row] = await db.select().from(shippingAddresses).where(owned(userId, id));
  return row ? toLocation(row) : undefined;
}

/** Who receives a parcel: the address's recipient, or the account's holder for an address without one. */
export type AddressRecipient = { name: string; phone: string };

/** The address's own recipient, or `holder` (the account's name and phone) where it has none. */
export const recipientOf = (location: Location, holder: AddressRecipient): AddressRecipient => ({
  name: location.recipient_name ?? holder.name,
  phone: location.recipient_phone ?? holder.phone,
});

/** The address as one line of text, as an order keeps it and a courier reads it, who receives it first. */
export function addressText(location: Location, recipient: AddressRecipient): string {
  const number = location.interior_number
    ? `${location.exterior_number} Int. ${location.interior_number}`
    : location.exterior_number;
  return (
    `Recibe: ${recipient.name}, Tel. ${recipient.phone}. ` +
    [
      `${location.street} ${number}`,
      `Col. ${location.neighborhood_name}`,
      `C.P. ${location.postal_code}`,
      `${location.municipality_name}, ${location.state_name}`,
    ].join(', ') +
    `. Indicaciones: ${location.reference}`
  );
}

/** The parts of an address an order kept as text, read back for a carrier's label. */
export type AddressParts = {
  /** Null for an order placed before addresses named who receives them. */
  recipient: AddressRecipient | null;
  street: string;
  exteriorNumber: string;
  interiorNumber: string | null;
  neighborhood: string;
  postalCode: string;
  municipality: string;
  stateName: string;
  reference: string;
};

// `addressText`'s own shape, read from its end: the fixed markers (', Col. ', ', C.P. ', '. Indicaciones: ')
// come after the street, so a comma inside the street or the colonia does not confuse it. The recipient
// ends at its phone (digits, perhaps after a + and with spaces, dashes or brackets as a profile may keep
// them), so a name with commas or periods reads back whole.
const ADDRESS_TEXT =
  /^(?:Recibe: (?<name>.+?), Tel\. (?<phone>\+?[\d ()-]{7,24})\. )?(?<line>.+?), Col\. (?<neighborhood>.+), C\.P\. (?<postalCode>\d{5}), (?<place>.+?)\. Indicaciones: (?<reference>[\s\S]*)$/;

/**
 * An address written by `addressText` back into its parts, or undefined for any other text (a pick-up's,
 * an erased one). The municipality and the state are split at the last comma: state names have none.
 */
export function addressPartsOf(text: string): AddressParts | undefined {
  const match = ADDRESS_TEXT.exec(text)?.groups;
  if (!match) return undefined;
  const { line = '', neighborhood = '', postalCode = '', place = '', reference = '' } = match;
  const placeCut = place.lastIndexOf(', ');
  if (placeCut < 0) return undefined;
  const interior = / Int\. (.+)$/.exec(line);
  const withoutInterior = interior ? line.slice(0, interior.index) : line;
  const numberCut = withoutInterior.lastIndexOf(' ');
  if (numberCut < 0) return undefined;
  return {
    recipient: match['name'] && match['phone'] ? { name: match['name'], phone: match['phone'] } : null,
    street: withoutInterior.slice(0, numberCut),
    exteriorNumber: withoutInterior.slice(numberCut + 1),
    interiorNumber: interior?.[1] ?? null,
    neighborhood,
    postalCode,
    municipality: place.slice(0, placeCut),
    stateName: place.slice(placeCut + 2),
    reference,
  };
}

/** Erases every saved address of the user, for a deleted account (orders keep their own text). */
export async function forgetAddresses(tx: Database, userId: number): Promise<void> {
  await tx.delete(shippingAddresses).where(eq(shippingAddresses.userId, userId));
}
