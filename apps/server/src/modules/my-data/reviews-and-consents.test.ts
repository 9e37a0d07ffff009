import {
  OFFERS_CONSENT_TEXT,
  whatsappConsentText,
  type ProductFit,
  type ProductReviews,
} from '@store/contract';
import type { MyDataResponse } from '@store/contract/my-data';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  billStatusChanges,
  images,
  outboxMessages,
  reviewPhotos,
  reviews,
  reviewVotes,
  users,
  whatsappConsents,
} from '../../db/schema';
import { FROM_THE_SHOP } from '../../test/from-the-shop';
import { storedOrder } from '../../test/rows/stored-order';
import { useTestShop, type Account } from '../../test/shop-server';
import { queueOutboxMessage } from '../mail';

/**
 * 'Descargar mis datos' and deleting the account, for what reviews and WhatsApp keep (decision 066): the file
 * holds the shopper's reviews with their photos, their 'Útil' votes, their e-mail consent and every WhatsApp
 * consent; deleting the account leaves none of them, nor a WhatsApp message waiting for their number, and the
 * product's stars and fit are counted without them.
 */

const shop = useTestShop({ owner: 'duena-misdatos@tienda.test', shoppers: 'misdatos', bootStock: 10 });
/** Two of the fixture's products that ask how they fit, each reviewed in one test only. */
const HAT = { id: 4, name: 'Sombrero texano Stetson de fieltro', color: 'Negro', size: '58' };
const BOOTIE = { id: 2, name: 'Botín Justin Roper para dama', color: 'Miel', size: '24' };
type Product = typeof HAT;
let references = 0;

/** A delivered order of the product, as the webhook and staff leave it. */
async function delivered(shopper: Account, product: Product): Promise<number> {
  references += 1;
  const orderId = await storedOrder(shop.database.db, {
    userId: shopper.userId,
    reference: `misdatos-${references}`,
    shippingStatus: 'entregado',
    lines: [
      {
        productId: product.id,
        variantId: shop.fixture.variant(product.id, product.color, product.size),
        productName: product.name,
        colorName: product.color,
        sizeName: product.size,
        imageName: null,
        quantity: 1,
        unitPriceCents: 100_00,
      },
    ],
  });
  await shop.database.db
    .insert(billStatusChanges)
    .values({ orderId, status: 'entregado', changedBy: 'personal' });
  return orderId;
}

async function uploadPhoto(who: Account): Promise<string> {
  const photo = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#8a5a2b' } })
    .jpeg()
    .toBuffer();
  const response = await fetch(`${shop.url}/api/reviews/photos`, {
    method: 'POST',
    headers: { cookie: who.cookie, 'content-type': 'image/jpeg', ...FROM_THE_SHOP },
    body: new Uint8Array(photo),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { photo: string }).photo;
}

/** The buyer's published review of the product they received, with the photos given. */
async function publishedReview(
  who: Account,
  product: Product,
  review: { stars: number; fit: 'chica' | 'justa' | 'grande'; body: string; photos?: string[] },
): Promise<number> {
  const orderId = await delivered(who, product);
  const saved = await shop.call(who, 'POST', '/reviews', {
    order_id: orderId,
    product_id: product.id,
    title: 'Mi sombrero',
    ...review,
  });
  expect(saved.status).toBe(201);
  const id = saved.body.review_id as number;
  expect((await shop.call(shop.owner, 'POST', `/admin/reviews/${id}/approve`)).status).toBe(200);
  return id;
}

const useful = async (who: Account, reviewId: number) =>
  expect((await shop.call(who, 'POST', `/reviews/${reviewId}/helpful`)).body).toMatchObject({ voted: true });

const withConsents = async (who: Account, phone: string) => {
  expect((await shop.call(who, 'PUT', '/users/me/offers-consent', { consented: true })).status).toBe(200);
  expect((await shop.call(who, 'PUT', '/users/me/whatsapp', { phone, where: 'perfil' })).status).toBe(200);
};

const bootiePage = async () =>
  (await shop.call(null, 'GET', `/products/${BOOTIE.id}/reviews`)).body as unknown as ProductReviews;
const bootieFit = async () =>
  (await shop.call(null, 'GET', `/products/${BOOTIE.id}/fit`)).body as unknown as ProductFit;
const bootieRating = async () =>
  (await shop.call(null, 'GET', `/reviews/ratings?product_id=${BOOTIE.id}`)).body;

describe('Mis datos, for reviews and WhatsApp', { timeout: 30_000 }, () => {
  it('the file holds the reviews with their photos, reply and fit, the useful votes, the e-mail consent and every WhatsApp consent', async () => {
    const shopper = await shop.newShopper();
    await withConsents(shopper, '614 555 0101');
    // A second number ends the first consent: both are in the file, the first with its end.
    expect(
      (await shop.call(shopper, 'PUT', '/users/me/whatsapp', { phone: '6145550102', where: 'pago' })).status,
    ).toBe(200);
    const photo = await uploadPhoto(shopper);
    const unused = await uploadPhoto(shopper);
    const mine = await publishedReview(shopper, HAT, {
      stars: 4,
      fit: 'grande',
      body: 'Buen fieltro, me quedó un poco holgado.',
      photos: [photo],
    });
    const replied = await fetch(`${shop.url}/api/admin/reviews/${mine}/reply`, {
      method: 'PUT',
      headers: { cookie: shop.owner.cookie, 'content-type': 'application/json', ...FROM_THE_SHOP },
      body: JSON.stringify({ reply: 'Gracias; una cinta por dentro lo ajusta.' }),
    });
    expect(replied.status).toBe(200);
    const other = await shop.newShopper();
    const theirs = await publishedReview(other, HAT, {
      stars: 5,
      fit: 'justa',
      body: 'Justo a mi medida, muy bonito.',
    });
    await useful(shopper, theirs);

    const data = (await shop.call(shopper, 'GET', '/users/me/data')).body as unknown as MyDataResponse;
    expect(data.reviews).toEqual([
      expect.objectContaining({
        review_id: mine,
        product_id: HAT.id,
        product_name: HAT.name,
        color_name: 'Negro',
        size_name: '58',
        stars: 4,
        title: 'Mi sombrero',
        body: 'Buen fieltro, me quedó un poco holgado.',
        fit: 'grande',
        status: 'publicada',
        published_at: expect.any(String),
        created_at: expect.any(String),
        reply: { text: 'Gracias; una cinta por dentro lo ajusta.', replied_at: expect.any(String) },
        photos: [`${shop.config.publicUrl}/api/product/image/${photo}`],
      }),
    ]);
    expect(data.review_photos_not_used).toEqual([`${shop.config.publicUrl}/api/product/image/${unused}`]);
    expect(data.helpful_votes).toEqual([
      { review_id: theirs, product_name: HAT.name, voted_at: expect.any(String) },
    ]);
    expect(data.email_consent).toEqual({ text: OFFERS_CONSENT_TEXT, given_at: expect.any(String) });
    expect(data.whatsapp_consents).toEqual([
      expect.objectContaining({
        phone: '6145550101',
        text: whatsappConsentText('6145550101'),
        given_where: 'perfil',
        ended_at: expect.any(String),
        ended_by: 'perfil',
      }),
      expect.objectContaining({
        phone: '6145550102',
        text: whatsappConsentText('6145550102'),
        given_where: 'pago',
        ended_at: null,
        ended_by: null,
      }),
    ]);
    expect(data.measurements).toEqual({ foot_cm: null, head_cm: null });
  });

  it('deleting the account leaves no review, photo, vote, consent or waiting WhatsApp message of theirs, and the product counts without them', async () => {
    const staying = await shop.newShopper();
    const leaving = await shop.newShopper();
    await withConsents(leaving, '614 555 0202');
    const photo = await uploadPhoto(leaving);
    const loose = await uploadPhoto(leaving);
    const kept = await publishedReview(staying, BOOTIE, {
      stars: 5,
      fit: 'justa',
      body: 'Justo a mi medida, muy bonito.',
    });
    const gone = await publishedReview(leaving, BOOTIE, {
      stars: 1,
      fit: 'chica',
      body: 'Me apretó desde el primer día.',
      photos: [photo],
    });
    await useful(leaving, kept);
    await useful(staying, gone);
    // A WhatsApp message waiting for their number (a voucher's reminder, due tomorrow).
    await queueOutboxMessage(shop.database.db, {
      channel: 'whatsapp',
      key: `prueba:${leaving.userId}:recordatorio`,
      kind: 'voucher-reminder',
      recipient: '6145550202',
      subject: 'WhatsApp · Tu ficha vence pronto',
      payload: {},
      sendAt: new Date(Date.now() + 24 * 60 * 60_000),
    });
    const before = await bootiePage();
    expect(before.summary).toMatchObject({ count: 2, average: 3 });
    expect(before.reviews.find((review) => review.review_id === kept)?.helpful_count).toBe(1);
    expect(await bootieFit()).toMatchObject({ chica: 1, justa: 1, total: 2 });

    const deleted = await shop.call(leaving, 'DELETE', '/users/me', { confirmation: 'ELIMINAR' });
    expect(deleted.status).toBe(200);

    const { db } = shop.database;
    expect(await db.select().from(reviews).where(eq(reviews.userId, leaving.userId))).toEqual([]);
    expect(await db.select().from(reviewVotes).where(eq(reviewVotes.userId, leaving.userId))).toEqual([]);
    expect(await db.select().from(reviewVotes).where(eq(reviewVotes.reviewId, gone))).toEqual([]);
    expect(await db.select().from(reviewPhotos).where(eq(reviewPhotos.userId, leaving.userId))).toEqual([]);
    // The photos' stored pictures go too, used or not: the image route no longer has them.
    expect(
      await db
        .select()
        .from(images)
        .where(inArray(images.name, [photo, loose])),
    ).toEqual([]);
    expect((await fetch(`${shop.url}/api/product/image/${photo}?w=320`)).status).toBe(404);
    expect(
      await db.select().from(whatsappConsents).where(eq(whatsappConsents.userId, leaving.userId)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.channel, 'whatsapp'),
            eq(outboxMessages.recipient, '6145550202'),
            eq(outboxMessages.status, 'pending'),
          ),
        ),
    ).toEqual([]);
    const [emptied] = await db.select().from(users).where(eq(users.id, leaving.userId));
    expect(emptied).toMatchObject({ offersConsentAt: null, offersConsentText: null });

    // The product's stars, its page and its fit count only the review that stays; its 'Útil' lost their vote.
    const after = await bootiePage();
    expect(after.summary).toMatchObject({ count: 1, average: 5, fit: { chica: 0, justa: 1, grande: 0 } });
    expect(after.reviews.map((review) => [review.review_id, review.helpful_count])).toEqual([[kept, 0]]);
    expect(await bootieRating()).toEqual([{ product_id: BOOTIE.id, average: 5, count: 1 }]);
    expect(await bootieFit()).toMatchObject({ chica: 0, justa: 1, total: 1 });
  });
});
