import { toCentavos } from '@store/money';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { hashToken, newToken } from '../../lib/secret-tokens';
import { consentingContacts } from '../auth';
import { cartLines } from '../catalog';
import { queueMessage } from '../mail';
import { unpaidCheckouts } from '../orders';
import { offersUnsubscribeLinks } from './links';
import { cartReminders } from './tables';

const HOUR = 60 * 60_000;
/** A checkout gets its reminder after an hour unpaid (CART_REMINDER_AFTER_MINUTES); past two days it is too late. */
export const REMIND_AFTER_MS = HOUR;
const TOO_OLD_MS = 48 * HOUR;

/**
 * 'Tu carrito te espera', once per checkout: for every checkout left unpaid an hour (the shopper paid
 * nothing since, see `unpaidCheckouts`) whose shopper said yes to reminders, with at least one line still
 * in stock, writes the reminder's row and its e-mail in one transaction. The row is unique per checkout, so
 * however many rounds or processes look, one e-mail goes. Says how many it queued.
 */
export async function sendCartReminders(
  db: Database,
  settings: { secret: string; afterMs?: number },
  now = new Date(),
): Promise<number> {
  const { secret, afterMs = REMIND_AFTER_MS } = settings;
  const checkouts = await unpaidCheckouts(db, {
    openedAfter: new Date(now.getTime() - TOO_OLD_MS),
    openedBefore: new Date(now.getTime() - afterMs),
  });
  if (checkouts.length === 0) return 0;
  const reminded = new Set(
    (
      await db
        .select({ id: cartReminders.paymentSessionId })
        .from(cartReminders)
        .where(
          inArray(
            cartReminders.paymentSessionId,
            checkouts.map((checkout) => checkout.paymentSessionId),
          ),
        )
    ).map((row) => row.id),
  );
  const waiting = checkouts.filter((checkout) => !reminded.has(checkout.paymentSessionId));
  const contacts = await consentingContacts(
    db,
    waiting.map((checkout) => checkout.userId),
  );
  let queued = 0;
  for (const checkout of waiting) {
    const contact = contacts.get(checkout.userId);
    if (!contact) continue;
    const today = new Map(
      (
        await cartLines(
          db,
          checkout.lines.map((line) => line.variantId),
        )
      ).map((line) => [line.variant_id, line]),
    );
    const lines = checkout.lines.flatMap((line) => {
      const now = today.get(line.variantId);
      return now ? [{ ...line, now }] : [];
    });
    // Every line sold out (or no longer for sale): nothing to come back to.
    if (!lines.some((line) => line.now.stock > 0)) continue;
    const token = newToken();
    const sent = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(cartReminders)
        .values({
          paymentSessionId: checkout.paymentSessionId,
          userId: checkout.userId,
          lines: checkout.lines,
          linkTokenHash: hashToken(token),
        })
        .onConflictDoNothing()
        .returning({ id: cartReminders.id });
      if (!row) return false;
      return queueMessage(tx, {
        kind: 'cart-reminder',
        key: `cart-reminder:${checkout.paymentSessionId}`,
        to: { email: contact.email },
        data: {
          name: contact.name,
          lines: lines.map(({ quantity, now: line }) => ({
            name: line.name,
            color: line.color_name,
            size: line.size_name,
            quantity,
            finalPriceCents: toCentavos(line.final_price),
            stock: line.stock,
            picture: line.image,
          })),
          cartPath: `/carrito?recuperar=${token}`,
          ...offersUnsubscribeLinks(secret, checkout.userId),
        },
      });
    });
    if (sent) queued += 1;
  }
  return queued;
}
