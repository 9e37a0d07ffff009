import type { CurrentUser } from '@store/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from './tables';
import type { SessionUser } from './sessions';

export type Identity = {
  issuer: string;
  subject: string;
  email: string;
  name: string;
  picture: string | null;
};

/**
 * The shop's user for an identity: found by the provider's issuer and subject (never by e-mail, which
 * another account could claim), created the first time, and refreshed with the provider's name, e-mail
 * and picture. A name the shopper edited in the shop is kept.
 */
export async function upsertUserFromIdentity(db: Database, identity: Identity): Promise<SessionUser> {
  const [user] = await db
    .insert(users)
    .values(identity)
    .onConflictDoUpdate({
      target: [users.issuer, users.subject],
      set: { email: identity.email, picture: identity.picture, updatedAt: sql`now()` },
    })
    .returning();
  if (!user) throw new Error('No se pudo guardar el usuario');
  return user;
}

/** The user as the storefront reads it: the fields its account pages and checkout use. */
export const toCurrentUser = (user: SessionUser): CurrentUser => ({
  name: user.name,
  email: user.email,
  phone_number: user.phoneNumber,
  picture: user.picture,
  google_id: user.subject,
  ecommerce_user_id: user.id,
});
