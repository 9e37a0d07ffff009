import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from './tables';
import { newToken } from '../../lib/secret-tokens';

/** The name a deleted account's row keeps. */
export const DELETED_ACCOUNT_NAME = 'Cuenta eliminada';

/** The e-mail a deleted account's row keeps: a reserved domain (.invalid) that no mail can reach. */
export const deletedAccountEmail = (userId: number) => `eliminada-${userId}@cuenta-eliminada.invalid`;

/**
 * Empties the user's row for good and signs out every browser: the row stays for the orders and
 * invoices the law keeps, with no name, e-mail, phone or picture of theirs, and a subject no provider
 * will ever send, so the same Google account signs in next time as a new, empty user.
 */
export async function forgetUser(tx: Database, userId: number): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx
    .update(users)
    .set({
      name: DELETED_ACCOUNT_NAME,
      email: deletedAccountEmail(userId),
      phoneNumber: null,
      picture: null,
      offersConsentAt: null,
      offersConsentText: null,
      subject: `eliminada:${userId}:${newToken()}`,
      deletedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}
