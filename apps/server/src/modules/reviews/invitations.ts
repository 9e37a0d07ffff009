import {
  REVIEW_EMAIL_CONSENT_WORDING,
  REVIEW_EMAILS_LINK_NOT_FOUND,
  reviewFormPath,
  type ReviewEmailConsent,
} from '@store/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { hashToken, newToken } from '../../lib/secret-tokens';
import { contactsOf } from '../auth';
import { queueMessage } from '../mail';
import { ordersDeliveredBetween } from '../orders';
import { reviewEmailConsents, reviewInvitations, reviews } from './tables';

/** The invitation goes a week after delivery; an order delivered longer ago than this is left alone. */
export const INVITATION_AFTER_MS = 7 * 24 * 60 * 60_000;
const LOOK_BACK_MS = 3 * 24 * 60 * 60_000;

/** Whether the shopper said yes to the review e-mail (off until they do). */
export async function reviewEmailConsent(db: Database, userId: number): Promise<ReviewEmailConsent> {
  const [row] = await db
    .select({ userId: reviewEmailConsents.userId })
    .from(reviewEmailConsents)
    .where(eq(reviewEmailConsents.userId, userId));
  return { consent: row !== undefined };
}

/** A yes keeps the date and the words agreed to; a no deletes them. */
export async function setReviewEmailConsent(db: Database, userId: number, consent: boolean): Promise<void> {
  if (consent)
    await db
      .insert(reviewEmailConsents)
      .values({ userId, wording: REVIEW_EMAIL_CONSENT_WORDING })
      .onConflictDoNothing();
  else await db.delete(reviewEmailConsents).where(eq(reviewEmailConsents.userId, userId));
}

/** The e-mail's one-click unsubscribe: the link's token is its proof, no session. */
export async function unsubscribeByToken(db: Database, token: string): Promise<void> {
  const [invitation] = await db
    .select({ userId: reviewInvitations.userId })
    .from(reviewInvitations)
    .where(eq(reviewInvitations.tokenHash, hashToken(token)));
  if (!invitation) throw new HttpError(404, REVIEW_EMAILS_LINK_NOT_FOUND);
  await setReviewEmailConsent(db, invitation.userId, false);
}

/**
 * Queues 'Escribir reseña' for orders delivered a week ago (up to a few days more, for a shop that was
 * down), once per order, to shoppers who agreed and for the products they have not reviewed yet. Runs
 * in every process: the invitation's row and the message's key keep it to one.
 */
export async function queueReviewInvitations(db: Database, now: Date = new Date()): Promise<number> {
  const until = new Date(now.getTime() - INVITATION_AFTER_MS);
  const orders = await ordersDeliveredBetween(db, new Date(until.getTime() - LOOK_BACK_MS), until);
  if (orders.length === 0) return 0;
  const orderIds = orders.map((order) => order.orderId);
  const asked = new Set(
    (
      await db
        .select({ orderId: reviewInvitations.orderId })
        .from(reviewInvitations)
        .where(inArray(reviewInvitations.orderId, orderIds))
    ).map((row) => row.orderId),
  );
  const willing = new Set(
    (
      await db
        .select({ userId: reviewEmailConsents.userId })
        .from(reviewEmailConsents)
        .where(inArray(reviewEmailConsents.userId, [...new Set(orders.map((order) => order.userId))]))
    ).map((row) => row.userId),
  );
  const due = orders.filter((order) => !asked.has(order.orderId) && willing.has(order.userId));
  const contacts = await contactsOf(
    db,
    due.map((order) => order.userId),
  );
  let queued = 0;
  for (const order of due) {
    const email = contacts.get(order.userId)?.email;
    if (!email) continue;
    const reviewed = new Set(
      (
        await db
          .select({ productId: reviews.productId })
          .from(reviews)
          .where(eq(reviews.orderId, order.orderId))
      ).map((row) => row.productId),
    );
    const products = order.lines.filter((line) => !reviewed.has(line.productId));
    if (products.length === 0) continue;
    const token = newToken();
    await db.transaction(async (tx) => {
      const taken = await tx
        .insert(reviewInvitations)
        .values({ orderId: order.orderId, userId: order.userId, tokenHash: hashToken(token) })
        .onConflictDoNothing()
        .returning({ orderId: reviewInvitations.orderId });
      if (taken.length === 0) return;
      await queueMessage(tx, {
        kind: 'review-invitation',
        key: `order:${order.orderId}:review-invitation`,
        to: { email },
        orderId: order.orderId,
        data: {
          orderNumber: order.orderId,
          products: products.map((line) => ({
            name: line.productName,
            picture: line.imageName,
            path: reviewFormPath(order.orderId, line.productId),
          })),
          unsubscribeToken: token,
        },
      });
      queued += 1;
    });
  }
  return queued;
}
