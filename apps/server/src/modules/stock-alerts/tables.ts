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
    createdAt: createdAt(),
  },
  (t) => [
    unique('stock_alerts_user_variant_unique').on(t.userId, t.variantId),
    index('stock_alerts_variant_idx').on(t.variantId),
  ],
);

/**
 * The "Cancelar aviso" links of the e-mails: each carries a random token instead of the shopper's session.
 * Only the token's hash is kept, as for sessions, so a copy of the database cancels nobody's alerts. An
 * alert gets a link per e-mail that lists it, and every one works until the alert ends (they go with it).
 */
export const stockAlertLinks = pgTable(
  'stock_alert_links',
  {
    tokenHash: text().primaryKey(),
    alertId: integer()
      .notNull()
      .references(() => stockAlerts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('stock_alert_links_alert_idx').on(t.alertId)],
);
