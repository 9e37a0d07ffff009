import { index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../auth/tables';
import { variants } from '../catalog/tables';

/**
 * 'Avísame cuando llegue': a signed-in shopper waiting for one sold-out variant (a size of a colour).
 * The row is deleted when its e-mail is queued, so each subscription is told once.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    variantId: integer()
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    /** Random, unguessable: the e-mail's unsubscribe link carries it instead of the shopper's session. */
    token: text().notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('stock_alerts_user_variant_unique').on(t.userId, t.variantId),
    index('stock_alerts_variant_idx').on(t.variantId),
  ],
);
