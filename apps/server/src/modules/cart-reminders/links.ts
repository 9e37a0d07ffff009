import { UNSUBSCRIBE_TOKEN_PATTERN, type ReminderCart } from '@store/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { hashToken } from '../../lib/secret-tokens';
import { setOffersConsent, unsubscribeToken, userOfUnsubscribeToken } from '../auth';
import type { OffersUnsubscribeLinks } from '../mail';
import { cartReminders } from './tables';

/** The one-click unsubscribe's path, which the cross-site guard lets through: its token is its proof. */
export const UNSUBSCRIBE_PATH = '/offers/unsubscribe';

export const BAD_UNSUBSCRIBE_LINK = 'El enlace para darte de baja no es válido.';
export const CART_LINK_NOT_FOUND = 'No encontramos este carrito. Puede que el enlace esté incompleto.';

/** The reminder's 'Volver a mi carrito': the lines it held, for any browser to put back in its cart. */
export async function reminderCart(db: Database, token: string): Promise<ReminderCart> {
  const [row] = await db
    .select({ lines: cartReminders.lines })
    .from(cartReminders)
    .where(eq(cartReminders.linkTokenHash, hashToken(token)));
  if (!row) throw new HttpError(404, CART_LINK_NOT_FOUND);
  return { lines: row.lines.map((line) => ({ variant_id: line.variantId, quantity: line.quantity })) };
}

/**
 * The way out of every e-mail sent under the offers consent (the cart's reminder, the review invitation):
 * the footer's 'Darme de baja' page, which asks first (mail scanners open links), and the address a mail
 * client POSTs to for List-Unsubscribe-Post (RFC 8058). Both carry the account's signed token.
 */
export function offersUnsubscribeLinks(secret: string, userId: number): OffersUnsubscribeLinks {
  const token = encodeURIComponent(unsubscribeToken(secret, userId));
  return {
    unsubscribePath: `/correos/baja?token=${token}`,
    oneClickPath: `/api${UNSUBSCRIBE_PATH}?token=${token}`,
  };
}

/** One click, signed in or not: the account the token names says no to reminders and offers. */
export async function unsubscribe(db: Database, secret: string, token: string | undefined): Promise<void> {
  const userId =
    token && UNSUBSCRIBE_TOKEN_PATTERN.test(token) ? userOfUnsubscribeToken(secret, token) : undefined;
  if (userId === undefined) throw new HttpError(400, BAD_UNSUBSCRIBE_LINK);
  await setOffersConsent(db, userId, false);
}
