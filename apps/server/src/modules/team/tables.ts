import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../auth/tables';

/**
 * The staff an owner added in 'Equipo', by e-mail (lower case), so that whoever signs in with it opens the
 * back-office as staff. Owners are not here: they come from OWNER_EMAILS (and ADMIN_EMAILS), so that no
 * one can lock the shop's owner out from the back-office itself.
 */
export const teamMembers = pgTable(
  'team_members',
  {
    email: text().primaryKey(),
    addedBy: text().notNull(),
    addedAt: createdAt(),
  },
  (t) => [check('team_members_email_lower', sql`${t.email} = lower(${t.email})`)],
);

/** When each member of the team last looked at the orders: new paid orders are counted from then. */
export const ordersSeen = pgTable('orders_seen', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  seenAt: timestamp({ withTimezone: true }).notNull(),
});
