import { OFFERS_CONSENT_TEXT, type OffersConsent } from '@store/contract';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client';
import { users } from './tables';

/** Whether the shopper said yes to reminders and offers by e-mail, and when. */
export async function offersConsentOf(db: Database, userId: number): Promise<OffersConsent> {
  const [row] = await db.select({ at: users.offersConsentAt }).from(users).where(eq(users.id, userId));
  return { consented: Boolean(row?.at), consented_at: row?.at?.toISOString() ?? null };
}

/** The words the shopper said yes to and when ('Descargar mis datos'), or null while they have not. */
export async function offersConsentGiven(
  db: Database,
  userId: number,
): Promise<{ text: string; givenAt: Date } | null> {
  const [row] = await db
    .select({ at: users.offersConsentAt, text: users.offersConsentText })
    .from(users)
    .where(eq(users.id, userId));
  return row?.at && row.text ? { text: row.text, givenAt: row.at } : null;
}

/**
 * Yes keeps the moment and the words said yes to (a second yes keeps the first date); no forgets both,
 * as unsubscribing does.
 */
export async function setOffersConsent(
  db: Database,
  userId: number,
  consented: boolean,
): Promise<OffersConsent> {
  if (consented) {
    await db
      .update(users)
      .set({ offersConsentAt: sql`now()`, offersConsentText: OFFERS_CONSENT_TEXT, updatedAt: sql`now()` })
      .where(and(eq(users.id, userId), isNull(users.offersConsentAt)));
  } else {
    await db
      .update(users)
      .set({ offersConsentAt: null, offersConsentText: null, updatedAt: sql`now()` })
      .where(and(eq(users.id, userId), isNotNull(users.offersConsentAt)));
  }
  return offersConsentOf(db, userId);
}

/** Of `userIds`, those who said yes (a deleted account never did), with how to reach them. */
export async function consentingContacts(
  db: Database,
  userIds: readonly number[],
): Promise<Map<number, { name: string; email: string }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        inArray(users.id, [...new Set(userIds)]),
        isNotNull(users.offersConsentAt),
        isNull(users.deletedAt),
      ),
    );
  return new Map(rows.map(({ id, ...contact }) => [id, contact]));
}

const signature = (secret: string, userId: number) =>
  createHmac('sha256', secret).update(`offers-unsubscribe:${userId}`).digest('base64url');

/**
 * The token of an e-mail's one-click 'Darme de baja': the account's number, signed with the session
 * secret, so it works without signing in and no one can make one for another account.
 */
export const unsubscribeToken = (secret: string, userId: number): string =>
  `${userId}.${signature(secret, userId)}`;

/** The account a genuine token names, or undefined. */
export function userOfUnsubscribeToken(secret: string, token: string): number | undefined {
  const [id, signed] = token.split('.');
  const userId = Number(id);
  if (!Number.isSafeInteger(userId) || !signed) return undefined;
  const expected = Buffer.from(signature(secret, userId));
  const given = Buffer.from(signed);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : undefined;
}
