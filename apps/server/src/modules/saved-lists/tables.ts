import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../auth/tables';
import { products, variants } from '../catalog/tables';

/** A signed-in shopper's favourites, kept on the server so that every device sees the same list. */
export const savedFavorites = pgTable(
  'saved_favorites',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/** A signed-in shopper's cart, one row per variant; the browser's copy is merged into it at sign-in. */
export const savedCartLines = pgTable(
  'saved_cart_lines',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    variantId: integer()
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.variantId] }),
    check('saved_cart_lines_quantity', sql`${t.quantity} BETWEEN 1 AND 99`),
  ],
);
