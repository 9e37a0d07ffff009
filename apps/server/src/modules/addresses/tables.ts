import { sql } from 'drizzle-orm';
import { char, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../auth/tables';
import { neighborhoods } from '../locations/tables';

/**
 * A saved delivery address. State, municipality and colonia names are copied from the catalogue when
 * saved, so a later catalogue import cannot change where an address points.
 */
export const shippingAddresses = pgTable(
  'shipping_addresses',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postalCode: char({ length: 5 }).notNull(),
    stateName: text().notNull(),
    municipalityName: text().notNull(),
    neighborhoodId: integer().references(() => neighborhoods.id, { onDelete: 'set null' }),
    neighborhoodName: text().notNull(),
    street: text().notNull(),
    exteriorNumber: text().notNull(),
    interiorNumber: text(),
    reference: text().notNull(),
    // Who receives the parcel, for the carrier's label. Null on addresses saved before it was asked: an
    // order then names the account's holder, as every order did before.
    recipientName: text(),
    recipientPhone: text(),
    createdAt: createdAt(),
  },
  (t) => [
    check('shipping_addresses_postal_code', sql`${t.postalCode} ~ '^[0-9]{5}$'`),
    check('shipping_addresses_reference_length', sql`char_length(${t.reference}) <= 255`),
    check('shipping_addresses_recipient_phone', sql`${t.recipientPhone} ~ '^[0-9]{10}$'`),
    index('shipping_addresses_user_idx').on(t.userId),
    // A catalogue import deletes every neighbourhood; without this index each deleted row's ON DELETE SET
    // NULL scans the whole address table (minutes with thousands of saved addresses).
    index('shipping_addresses_neighborhood_idx').on(t.neighborhoodId),
  ],
);
