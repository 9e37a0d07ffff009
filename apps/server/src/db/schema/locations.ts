import { sql } from 'drizzle-orm';
import { char, check, index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';

/** SEPOMEX's states (c_estado 01-32). */
export const states = pgTable('states', {
  id: char({ length: 2 }).primaryKey(),
  name: text().notNull(),
});

/** SEPOMEX's municipalities; c_mnpio is only unique within its state. */
export const municipalities = pgTable(
  'municipalities',
  {
    stateId: char({ length: 2 })
      .notNull()
      .references(() => states.id, { onDelete: 'cascade' }),
    id: char({ length: 3 }).notNull(),
    name: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.stateId, t.id] })],
);

/** Every postal code belongs to exactly one municipality (checked on the official file). */
export const postalCodes = pgTable(
  'postal_codes',
  {
    code: char({ length: 5 }).primaryKey(),
    stateId: char({ length: 2 }).notNull(),
    municipalityId: char({ length: 3 }).notNull(),
  },
  (t) => [check('postal_codes_format', sql`${t.code} ~ '^[0-9]{5}$'`)],
);

/** A settlement (colonia) of a postal code; SEPOMEX's id_asenta_cpcons is unique within its code. */
export const neighborhoods = pgTable(
  'neighborhoods',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    postalCode: char({ length: 5 })
      .notNull()
      .references(() => postalCodes.code, { onDelete: 'cascade' }),
    sepomexId: char({ length: 4 }).notNull(),
    name: text().notNull(),
    settlementType: text().notNull(),
    zone: text().notNull(),
    city: text(),
  },
  (t) => [unique('neighborhoods_code_sepomex_unique').on(t.postalCode, t.sepomexId)],
);

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
    createdAt: createdAt(),
  },
  (t) => [
    check('shipping_addresses_postal_code', sql`${t.postalCode} ~ '^[0-9]{5}$'`),
    check('shipping_addresses_reference_length', sql`char_length(${t.reference}) <= 255`),
    index('shipping_addresses_user_idx').on(t.userId),
    // A catalogue import deletes every neighbourhood; without this index each deleted row's ON DELETE SET
    // NULL scans the whole address table (minutes with thousands of saved addresses).
    index('shipping_addresses_neighborhood_idx').on(t.neighborhoodId),
  ],
);
