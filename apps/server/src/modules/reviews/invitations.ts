import { reviewFormPath } from '@store/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { consentingContacts } from '../auth';
import { offersUnsubscribeLinks } from '../cart-reminders';
import { queueMessage } from '../mail';
import { ordersDeliveredBetween } from '../orders';
import { reviewInvitations, reviews } from './tables';

/** The invitation goes a week after delivery; an order delivered longer ago than this is left alone. */
export const INVITATION_AFTER_MS = 7 * 24 * 60 * 60_000;
const LOOK_BACK_MS = 3 * 24 * 60 * 60_000;

/**
 * Queues 'Escribir reseña' for orders delivered a week ago (up to a few days more, for a shop that was
 * down), once per order, to shoppers who said yes to reminders, offers and review invitations (auth's one
 * e-mail consent, decision 066) and for the products they have not reviewed yet, with that consent's
 * one-click way out (`secret` signs it). Runs in every process: the invitation's row and the message's key
 * keep it to one.
 */
export async function queueReviewInvitations(
  db: Database,
  secret: string,
  now: Date = new Date(),
): Promise<number> {
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
  const waiting = orders.filter((order) => !asked.has(order.orderId));
  const willing = await consentingContacts(
    db,
    waiting.map((order) => order.userId),
  );
  let queued = 0;
  for (const order of waiting) {
    const email = willing.get(order.userId)?.email;
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
    await db.transaction(async (tx) => {
      const taken = await tx
        .insert(reviewInvitations)
        .values({ orderId: order.orderId, userId: order.userId })
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
          ...offersUnsubscribeLinks(secret, order.userId),
        },
      });
      queued += 1;
    });
  }
  return queued;
}
