import { sql } from 'drizzle-orm';
import { char, check, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';

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
