import { REVIEW_EMAILS_STOPPED, reviewFormPath } from '@store/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billStatusChanges, outboxMessages } from '../../db/schema';
import { storedOrder } from '../../test/rows/stored-order';
import { useTestShop, type Account } from '../../test/shop-server';
import { renderMessage, type MessagePayloads } from '../mail';
import { queueReviewInvitations } from '.';

/**
 * 'Escribir reseña' by e-mail a week after delivery: only to shoppers who said yes (off until they do),
 * once per order, with a one-click unsubscribe a mail client can use (RFC 8058).
 */

const shop = useTestShop({ owner: 'duena-invita@tienda.test', shoppers: 'invitada', bootStock: 5 });
const DAY_MS = 24 * 60 * 60_000;
let references = 0;

async function deliveredDaysAgo(shopper: Account, days: number) {
  references += 1;
  const orderId = await storedOrder(shop.database.db, {
    userId: shopper.userId,
    reference: `invita-${references}`,
    shippingStatus: 'entregado',
    lines: [
      {
        productId: 1,
        variantId: shop.fixture.variant(1, 'Café', '27'),
        productName: 'Bota vaquera',
        colorName: 'Café',
        sizeName: '27',
        imageName: 'p1-c1-1.webp',
        quantity: 1,
        unitPriceCents: 100_00,
      },
    ],
  });
  await shop.database.db.insert(billStatusChanges).values({
    orderId,
    status: 'entregado',
    changedBy: 'personal',
    changedAt: new Date(Date.now() - days * DAY_MS),
  });
  return orderId;
}

const invitationsOf = (orderId: number) =>
  shop.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.orderId, orderId), eq(outboxMessages.kind, 'review-invitation')));

async function consent(shopper: Account, yes: boolean) {
  const response = await fetch(`${shop.url}/api/users/me/review-emails`, {
    method: 'PUT',
    headers: { cookie: shopper.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ consent: yes }),
  });
  expect(response.status).toBe(200);
}

describe('the review e-mail', () => {
  it('is off until the shopper says yes', async () => {
    const shopper = await shop.newShopper();
    expect((await shop.call(shopper, 'GET', '/users/me/review-emails')).body).toEqual({ consent: false });
    const orderId = await deliveredDaysAgo(shopper, 8);
    await queueReviewInvitations(shop.database.db);
    expect(await invitationsOf(orderId)).toEqual([]);
  });

  it('goes once a week after delivery, for the products not reviewed yet, with a one-click unsubscribe', async () => {
    const shopper = await shop.newShopper();
    await consent(shopper, true);
    const recent = await deliveredDaysAgo(shopper, 2);
    const orderId = await deliveredDaysAgo(shopper, 8);
    await queueReviewInvitations(shop.database.db);
    await queueReviewInvitations(shop.database.db);
    expect(await invitationsOf(recent)).toEqual([]);
    const [message, ...more] = await invitationsOf(orderId);
    expect(more).toEqual([]);
    expect(message!.recipient).toBe(shopper.email);
    const data = message!.payload as MessagePayloads['review-invitation'];
    expect(data.products).toEqual([
      { name: 'Bota vaquera', picture: 'p1-c1-1.webp', path: reviewFormPath(orderId, 1) },
    ]);

    const rendered = await renderMessage('review-invitation', data, { publicUrl: 'https://tienda.test' });
    expect(rendered.headers).toEqual({
      'List-Unsubscribe': `<https://tienda.test/api/reviews/unsubscribe/${data.unsubscribeToken}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(rendered.text).toContain('Escribir reseña');
    expect(rendered.text).toContain('Ya no quiero estos correos');

    // The mail client's one-click POST: a form body, from no page of the shop.
    const clicked = await fetch(`${shop.url}/api/reviews/unsubscribe/${data.unsubscribeToken}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.status).toBe(200);
    expect(await clicked.json()).toEqual({ message: REVIEW_EMAILS_STOPPED });
    expect((await shop.call(shopper, 'GET', '/users/me/review-emails')).body).toEqual({ consent: false });

    const unknown = await fetch(`${shop.url}/api/reviews/unsubscribe/${'x'.repeat(43)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(unknown.status).toBe(404);
  });

  it('is not sent for an order whose products were all reviewed already', async () => {
    const shopper = await shop.newShopper();
    await consent(shopper, true);
    const orderId = await deliveredDaysAgo(shopper, 8);
    const written = await shop.call(shopper, 'POST', '/reviews', {
      order_id: orderId,
      product_id: 1,
      stars: 4,
      body: 'Llegaron bien y quedan justas.',
    });
    expect(written.status).toBe(201);
    await queueReviewInvitations(shop.database.db);
    expect(await invitationsOf(orderId)).toEqual([]);
  });
});
