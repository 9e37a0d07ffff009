import { reviewFormPath, UNSUBSCRIBED } from '@store/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billStatusChanges, outboxMessages } from '../../db/schema';
import { storedOrder } from '../../test/rows/stored-order';
import { useTestShop, type Account } from '../../test/shop-server';
import { renderMessage, type MessagePayloads } from '../mail';
import { queueReviewInvitations } from '.';

/**
 * 'Escribir reseña' by e-mail a week after delivery: only to shoppers who said yes to the shop's one e-mail
 * consent (reminders, offers, review invitations; decision 066), once per order, with that consent's
 * one-click unsubscribe a mail client can use (RFC 8058), the cart reminder's.
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
  const said = await shop.call(shopper, 'PUT', '/users/me/offers-consent', { consented: yes });
  expect(said.status).toBe(200);
}

const invite = () => queueReviewInvitations(shop.database.db, shop.config.sessionSecret);

/** The mail client's one-click POST: a form body, from no page of the shop. */
const oneClick = (path: string) =>
  fetch(`${shop.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
    body: 'List-Unsubscribe=One-Click',
  });

describe('the review e-mail', () => {
  it('goes to no one without the e-mail consent', async () => {
    const shopper = await shop.newShopper();
    expect((await shop.call(shopper, 'GET', '/users/me/offers-consent')).body).toEqual({
      consented: false,
      consented_at: null,
    });
    const orderId = await deliveredDaysAgo(shopper, 8);
    await invite();
    expect(await invitationsOf(orderId)).toEqual([]);
  });

  it('goes once a week after delivery, for the products not reviewed yet, with the cart reminder’s one-click unsubscribe', async () => {
    const shopper = await shop.newShopper();
    await consent(shopper, true);
    const recent = await deliveredDaysAgo(shopper, 2);
    const orderId = await deliveredDaysAgo(shopper, 8);
    await invite();
    await invite();
    expect(await invitationsOf(recent)).toEqual([]);
    const [message, ...more] = await invitationsOf(orderId);
    expect(more).toEqual([]);
    expect(message!.recipient).toBe(shopper.email);
    const data = message!.payload as MessagePayloads['review-invitation'];
    expect(data.products).toEqual([
      { name: 'Bota vaquera', picture: 'p1-c1-1.webp', path: reviewFormPath(orderId, 1) },
    ]);
    // The same way out as the cart reminder's: the offers consent's page and one-click address.
    expect(data.unsubscribePath).toMatch(/^\/correos\/baja\?token=\d+\.[\w-]{43}$/);
    expect(data.oneClickPath).toMatch(/^\/api\/offers\/unsubscribe\?token=\d+\.[\w-]{43}$/);

    const rendered = await renderMessage('review-invitation', data, { publicUrl: 'https://tienda.test' });
    expect(rendered.headers).toEqual({
      'List-Unsubscribe': `<https://tienda.test${data.oneClickPath}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(rendered.text).toContain('Escribir reseña');
    expect(rendered.text).toContain('Darme de baja');
    expect(rendered.text).toContain(`https://tienda.test${data.unsubscribePath}`);

    const clicked = await oneClick(data.oneClickPath);
    expect(clicked.status).toBe(200);
    expect(await clicked.json()).toEqual({ message: UNSUBSCRIBED });
    expect((await shop.call(shopper, 'GET', '/users/me/offers-consent')).body).toEqual({
      consented: false,
      consented_at: null,
    });
    // Unsubscribed, the next delivered order gets no invitation.
    const later = await deliveredDaysAgo(shopper, 8);
    await invite();
    expect(await invitationsOf(later)).toEqual([]);
  });

  it('has no consent or unsubscribe of its own any more', async () => {
    const shopper = await shop.newShopper();
    expect((await shop.call(shopper, 'GET', '/users/me/review-emails')).status).toBe(404);
    // Its one-click address is gone, and with it the cross-site guard's exemption.
    const path = `/reviews/unsubscribe/${'x'.repeat(43)}`;
    expect((await oneClick(`/api${path}`)).status).toBe(403);
    expect((await shop.call(null, 'POST', path)).status).toBe(404);
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
    await invite();
    expect(await invitationsOf(orderId)).toEqual([]);
  });
});
