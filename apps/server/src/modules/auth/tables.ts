import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

/** A shopper, known by the identity provider's issuer and subject, never by e-mail alone. */
export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    issuer: text().notNull(),
    subject: text().notNull(),
    email: text().notNull(),
    name: text().notNull(),
    picture: text(),
    /** E.164, such as +526141234567. */
    phoneNumber: text(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * When the shopper deleted their account: the row stays, emptied of every personal field and with
     * an identity no provider will ever sign in as, so that the orders and invoices kept for the law
     * point at no one.
     */
    deletedAt: timestamp({ withTimezone: true }),
    /**
     * The shop's one e-mail consent, reminders, offers and review invitations (a secondary purpose under the
     * LFPDPPP; decisions 060 and 066): when the shopper said yes and the words they said yes to (a yes given
     * under older words keeps them). Null: no (the default, and after unsubscribing).
     */
    offersConsentAt: timestamp({ withTimezone: true }),
    offersConsentText: text(),
  },
  (t) => [
    unique('users_identity_unique').on(t.issuer, t.subject),
    check('users_offers_consent', sql`(${t.offersConsentAt} IS NULL) = (${t.offersConsentText} IS NULL)`),
    check('users_phone_e164', sql`${t.phoneNumber} IS NULL OR ${t.phoneNumber} ~ '^\\+[1-9][0-9]{6,14}$'`),
  ],
);

/** One row per signed-in browser. The cookie holds a random token; only its SHA-256 is stored here. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Sliding: pushed forward on use, never past `createdAt` plus the absolute lifetime. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * A sign-in in progress: the state, nonce and PKCE verifier sent to the identity provider, tied to
 * the browser by a cookie holding a random token (only its SHA-256 is stored). Deleted when the
 * provider sends the browser back, so each one is used once; stale ones expire after minutes.
 */
export const signInAttempts = pgTable('sign_in_attempts', {
  tokenHash: text().primaryKey(),
  state: text().notNull(),
  nonce: text().notNull(),
  codeVerifier: text().notNull(),
  /** A path inside the shop to return to after signing in. */
  returnTo: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});
