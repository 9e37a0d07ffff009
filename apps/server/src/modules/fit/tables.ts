import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../auth/tables';
import { products, variants } from '../catalog/tables';

/**
 * How a size of a product fitted a buyer: 'chica', 'justa' or 'grande', from a review (the reviews module
 * hands it over when it keeps one) or from a return whose reason is the size. One answer per source, per
 * product and size: a review edited, or a return saved again, changes its answer instead of adding one.
 * The size is the name on the label ('27.5'), as the order's line kept it: fit is about the size, not the
 * colour, and a variant may leave the catalogue while its answers still count.
 */
export const fitAnswers = pgTable(
  'fit_answers',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer().references(() => variants.id, { onDelete: 'set null' }),
    sizeName: text().notNull(),
    answer: text().notNull(),
    source: text().notNull(),
    /** The review's or the return request's id. */
    sourceId: integer().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('fit_answers_source_unique').on(t.source, t.sourceId, t.productId, t.sizeName),
    index('fit_answers_product_idx').on(t.productId),
    check('fit_answers_answer', sql`${t.answer} IN ('chica', 'justa', 'grande')`),
    check('fit_answers_source', sql`${t.source} IN ('review', 'return')`),
  ],
);

/**
 * '¿Cuál es mi talla?': what a signed-in shopper measured, kept with the account so another device opens
 * boots and hats in their size. In millimetres (the form takes one decimal of a centimetre); null: not given.
 */
export const shopperMeasurements = pgTable(
  'shopper_measurements',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    footMm: integer(),
    headMm: integer(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shopper_measurements_foot', sql`${t.footMm} BETWEEN 100 AND 350`),
    check('shopper_measurements_head', sql`${t.headMm} BETWEEN 400 AND 700`),
  ],
);
