import { integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../auth/tables';
import { paymentSessions } from '../orders/tables';

/** A unit count of a variant, as the reminder's link puts it back in a cart. */
export type ReminderLine = { variantId: number; quantity: number };

/**
 * The one 'Tu carrito te espera' e-mail of an unpaid checkout (unique per checkout: at most one per cart),
 * with the lines its link rebuilds on any device (only the link token's SHA-256 is kept), and the order
 * that recovered it, when the shopper paid after it.
 */
export const cartReminders = pgTable(
  'cart_reminders',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    paymentSessionId: integer()
      .notNull()
      .references(() => paymentSessions.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lines: jsonb().$type<ReminderLine[]>().notNull(),
    linkTokenHash: text().notNull(),
    sentAt: createdAt(),
    recoveredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('cart_reminders_session_unique').on(t.paymentSessionId),
    uniqueIndex('cart_reminders_link_unique').on(t.linkTokenHash),
  ],
);
