import {
  FIT_ONLY_FOR_BOOTS_AND_HATS,
  MAX_REVIEW_PHOTO_BYTES,
  PHOTO_NOT_A_PICTURE,
  PHOTO_NOT_FOUND,
  PHOTO_TOO_BIG,
  PURCHASE_NOT_FOUND,
  type MyReview,
  type ProductRating,
  type ProductReviews,
} from '@store/contract';
import type { AdminReviewsResponse } from '@store/contract/admin';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { billStatusChanges, images } from '../../db/schema';
import { FROM_THE_SHOP } from '../../test/from-the-shop';
import { storedOrder } from '../../test/rows/stored-order';
import { useTestShop, type Account } from '../../test/shop-server';
import { readAuditLog } from '../../test/audit-log';
import { HEIC_PHOTO_SIZE, heicPhoto } from '../../test/pictures/heic-photo';
import { reviewPhotos } from './tables';
import { reviewFitAnswers } from '.';

/**
 * Reviews as buyers, shoppers and the owner meet them: only the buyer of a delivered order reviews a
 * product of it, once per purchase; photos lose their EXIF; the owner approves, hides and replies; the
 * product page sums them up.
 */

const OWNER = 'duena-resenas@tienda.test';
const shop = useTestShop({ owner: OWNER, shoppers: 'resena', bootStock: 20 });
const BOOT = 1;
const SWEATER = 3;
const HAT = 4;
let references = 0;

type Status = 'entregado' | 'enviado';
/** An order of the shopper, stored as the webhook and staff leave it, with one line per product given. */
async function orderOf(shopper: Account, productIds: number[], status: Status = 'entregado') {
  const { fixture, database } = shop;
  const sizes: Record<number, [string, string]> = {
    [BOOT]: ['Café', '27'],
    [SWEATER]: ['Gris', 'M'],
    [HAT]: ['Negro', '58'],
  };
  references += 1;
  const orderId = await storedOrder(database.db, {
    userId: shopper.userId,
    reference: `resena-${references}`,
    shippingStatus: status,
    lines: productIds.map((productId) => {
      const [color, size] = sizes[productId]!;
      return {
        productId,
        variantId: fixture.variant(productId, color, size),
        productName: `Producto ${productId}`,
        colorName: color,
        sizeName: size,
        imageName: null,
        quantity: 1,
        unitPriceCents: 100_00,
      };
    }),
  });
  if (status === 'entregado')
    await database.db.insert(billStatusChanges).values({ orderId, status, changedBy: 'personal' });
  return orderId;
}

const review = (orderId: number, productId: number, extra: Record<string, unknown> = {}) => ({
  order_id: orderId,
  product_id: productId,
  stars: 5,
  body: 'Muy buenas, cómodas desde el primer día.',
  ...extra,
});
const write = (who: Account, body: unknown) => shop.call(who, 'POST', '/reviews', body);
const admin = (method: 'GET' | 'POST', path: string, body?: unknown) =>
  shop.call(shop.owner, method, `/admin${path}`, body);
const adminPut = async (path: string, body: unknown) => {
  const response = await fetch(`${shop.url}/api/admin${path}`, {
    method: 'PUT',
    headers: { cookie: shop.owner.cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const pageOf = async (productId: number, query = '') =>
  (await shop.call(null, 'GET', `/products/${productId}/reviews${query}`)).body as unknown as ProductReviews;
const auditSentences = async () =>
  (await readAuditLog(shop.app, { sid: shop.owner.cookie.replace(/^sid=/, '') })).map(
    (entry) => entry.sentence,
  );
const approve = async (reviewId: number) =>
  expect((await admin('POST', `/reviews/${reviewId}/approve`)).status).toBe(200);

async function upload(who: Account, bytes: Buffer, type = 'image/jpeg') {
  const response = await fetch(`${shop.url}/api/reviews/photos`, {
    method: 'POST',
    headers: { cookie: who.cookie, 'content-type': type, ...FROM_THE_SHOP },
    body: new Uint8Array(bytes),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A JPEG as a phone writes it: with EXIF naming the camera and where it was taken. */
const photoWithExif = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#8a5a2b' } })
    .jpeg()
    .withMetadata({
      exif: {
        IFD0: { Make: 'Telefono', Model: 'Modelo X' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 38/1 0/1' },
      },
    })
    .toBuffer();

describe('who may review', () => {
  it('the buyer of a delivered order, and nobody else: a stranger, an undelivered order and a product not bought get 404', async () => {
    const buyer = await shop.newShopper();
    const stranger = await shop.newShopper();
    const delivered = await orderOf(buyer, [BOOT]);
    const onItsWay = await orderOf(buyer, [BOOT], 'enviado');
    const notFound = { status: 404, body: { error: PURCHASE_NOT_FOUND } };

    expect(await write(stranger, review(delivered, BOOT))).toEqual(notFound);
    expect(await write(buyer, review(onItsWay, BOOT))).toEqual(notFound);
    expect(await write(buyer, review(delivered, HAT))).toEqual(notFound);
    expect(
      await shop.call(stranger, 'GET', `/reviews/mine?order_id=${delivered}&product_id=${BOOT}`),
    ).toEqual(notFound);
    expect((await write(null as unknown as Account, review(delivered, BOOT))).status).toBe(401);

    const form = await shop.call(buyer, 'GET', `/reviews/mine?order_id=${delivered}&product_id=${BOOT}`);
    expect(form.status).toBe(200);
    expect(form.body).toMatchObject({ color_name: 'Café', size_name: '27', asks_fit: true, review: null });
  });

  it('once per product per order: a second review of the same purchase edits the first', async () => {
    const buyer = await shop.newShopper();
    const orderId = await orderOf(buyer, [BOOT]);
    const first = await write(buyer, review(orderId, BOOT, { stars: 3, title: 'Buenas' }));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: 'pendiente' });
    const second = await write(
      buyer,
      review(orderId, BOOT, { stars: 4, body: 'Después de un mes, mejores.' }),
    );
    expect(second.status).toBe(200);
    expect(second.body.review_id).toBe(first.body.review_id);
    const mine = (await shop.call(buyer, 'GET', `/reviews/mine?order_id=${orderId}&product_id=${BOOT}`))
      .body as unknown as MyReview;
    expect(mine.review).toMatchObject({ stars: 4, title: null, body: 'Después de un mes, mejores.' });
  });
});

describe('what a review holds', () => {
  it('refuses stars outside 1–5, a text under 10 or over 2,000 characters and a fourth photo, in Spanish', async () => {
    const buyer = await shop.newShopper();
    const orderId = await orderOf(buyer, [BOOT]);
    for (const bad of [
      { stars: 0 },
      { stars: 6 },
      { stars: 4.5 },
      { body: 'Corta    ' },
      { body: 'x'.repeat(2001) },
      { photos: ['a.webp', 'b.webp', 'c.webp', 'd.webp'] },
    ]) {
      const answer = await write(buyer, review(orderId, BOOT, bad));
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(/estrellas|caracteres|fotos/);
    }
    expect((await write(buyer, review(orderId, BOOT, { body: 'x'.repeat(2000) }))).status).toBe(201);
  });

  it('asks the fit only of boots and hats', async () => {
    const buyer = await shop.newShopper();
    const orderId = await orderOf(buyer, [SWEATER, HAT]);
    expect(await write(buyer, review(orderId, SWEATER, { fit: 'justa' }))).toEqual({
      status: 422,
      body: { error: FIT_ONLY_FOR_BOOTS_AND_HATS, field: 'fit' },
    });
    expect((await write(buyer, review(orderId, SWEATER))).status).toBe(201);
    expect((await write(buyer, review(orderId, HAT, { fit: 'grande' }))).status).toBe(201);
    const sweaterForm = await shop.call(
      buyer,
      'GET',
      `/reviews/mine?order_id=${orderId}&product_id=${SWEATER}`,
    );
    expect(sweaterForm.body.asks_fit).toBe(false);
  });

  it('keeps HTML and script as the words typed: the page shows them as text', async () => {
    const buyer = await shop.newShopper();
    const orderId = await orderOf(buyer, [HAT]);
    const words = '<script>alert("hola")</script><b>Buen sombrero</b>';
    const saved = await write(
      buyer,
      review(orderId, HAT, { body: words, title: '<img src=x onerror=alert(1)>' }),
    );
    await approve(saved.body.review_id as number);
    const shown = (await pageOf(HAT)).reviews.find((one) => one.review_id === saved.body.review_id);
    expect(shown).toMatchObject({ body: words, title: '<img src=x onerror=alert(1)>' });
  });
});

describe('photos', () => {
  it('are re-encoded without any EXIF field and served like product pictures', async () => {
    const buyer = await shop.newShopper();
    const original = await photoWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const uploaded = await upload(buyer, original);
    expect(uploaded.status).toBe(201);
    const name = uploaded.body.photo as string;
    for (const accept of ['image/avif,image/webp', 'image/webp', '*/*']) {
      const served = await fetch(`${shop.url}/api/product/image/${name}?w=320`, { headers: { accept } });
      expect(served.status).toBe(200);
      const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(metadata.exif).toBeUndefined();
    }
    const orderId = await orderOf(buyer, [BOOT]);
    const saved = await write(buyer, review(orderId, BOOT, { photos: [name] }));
    expect(saved.status).toBe(201);
    await approve(saved.body.review_id as number);
    const withPhotos = await pageOf(BOOT, '?con_fotos=1');
    expect(withPhotos.reviews.map((one) => one.review_id)).toContain(saved.body.review_id);
    expect(withPhotos.reviews.every((one) => one.photos.length > 0)).toBe(true);
  });

  it('refuses a file that is not a picture, and one over 10 MB, under the photo field', async () => {
    const buyer = await shop.newShopper();
    expect(await upload(buyer, Buffer.from('no soy una foto'), 'image/png')).toEqual({
      status: 422,
      body: { error: PHOTO_NOT_A_PICTURE, field: 'photos' },
    });
    expect(await upload(buyer, Buffer.from('%PDF-1.4'), 'application/pdf')).toEqual({
      status: 415,
      body: { error: PHOTO_NOT_A_PICTURE, field: 'photos' },
    });
    expect(await upload(buyer, Buffer.alloc(MAX_REVIEW_PHOTO_BYTES + 1), 'image/jpeg')).toEqual({
      status: 413,
      body: { error: PHOTO_TOO_BIG, field: 'photos' },
    });
  });

  it('from an iPhone (HEIC) are decoded, turned as the photo says, and served without their EXIF', async () => {
    const buyer = await shop.newShopper();
    const original = await heicPhoto();
    // sharp alone reads the header (and the EXIF) but cannot decode the HEVC picture.
    expect((await sharp(original).metadata()).exif).toBeDefined();
    await expect(sharp(original).toBuffer()).rejects.toThrow();
    const uploaded = await upload(buyer, original, 'image/heic');
    expect(uploaded.status).toBe(201);
    const name = uploaded.body.photo as string;
    for (const [accept, format] of [
      ['image/avif,image/webp', 'heif'],
      ['image/webp', 'webp'],
      ['*/*', 'jpeg'],
    ] as const) {
      const served = await fetch(`${shop.url}/api/product/image/${name}?w=320`, { headers: { accept } });
      expect(served.status).toBe(200);
      const bytes = Buffer.from(await served.arrayBuffer());
      const metadata = await sharp(bytes).metadata();
      expect(metadata).toMatchObject({ format, ...HEIC_PHOTO_SIZE });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      // Turned once, by the file's irot and not again by its EXIF: red on top, blue below, green on the right.
      const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const colourAt = (x: number, y: number) => {
        const [r = 0, g = 0, b = 0] = data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3);
        return r > 150 && g < 90 && b < 90 ? 'red' : b > 150 && r < 90 ? 'blue' : g > 150 ? 'green' : 'other';
      };
      expect([colourAt(10, 10), colourAt(10, 54), colourAt(45, 32)], accept).toEqual([
        'red',
        'blue',
        'green',
      ]);
    }
    // A browser that names no type sends the bytes as a plain file: the bytes decide.
    expect((await upload(buyer, original, 'application/octet-stream')).status).toBe(201);
  });

  it('in HEIC but truncated, or too large, are refused under the photo field, and nothing is stored', async () => {
    const buyer = await shop.newShopper();
    const stored = async () => [
      (await shop.database.db.select({ n: count() }).from(images))[0]!.n,
      (await shop.database.db.select({ n: count() }).from(reviewPhotos))[0]!.n,
    ];
    const before = await stored();
    const original = await heicPhoto();
    for (const cut of [original.subarray(0, 600), original.subarray(0, 40)]) {
      expect(await upload(buyer, cut, 'image/heic')).toEqual({
        status: 422,
        body: { error: PHOTO_NOT_A_PICTURE, field: 'photos' },
      });
    }
    // The same file saying it is 9,000 × 9,000 pixels: refused from its header, before any decoding.
    const huge = Buffer.from(original);
    const pictureSize = huge.lastIndexOf('ispe') + 8;
    huge.writeUInt32BE(9_000, pictureSize);
    huge.writeUInt32BE(9_000, pictureSize + 4);
    const refused = await upload(buyer, huge, 'image/heic');
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      error: expect.stringContaining('La imagen es demasiado grande (9000 × 9000 píxeles)') as string,
      field: 'photos',
    });
    expect(await stored()).toEqual(before);
  });

  it('of another shopper cannot be put on one’s review', async () => {
    const buyer = await shop.newShopper();
    const other = await shop.newShopper();
    const theirs = (await upload(other, await photoWithExif())).body.photo as string;
    const orderId = await orderOf(buyer, [BOOT]);
    expect(await write(buyer, review(orderId, BOOT, { photos: [theirs] }))).toEqual({
      status: 422,
      body: { error: PHOTO_NOT_FOUND, field: 'photos' },
    });
  });
});

describe('moderation', () => {
  it('waits for approval, then the owner publishes, hides with a reason and replies, all audited', async () => {
    const buyer = await shop.newShopper();
    const orderId = await orderOf(buyer, [HAT]);
    const saved = await write(
      buyer,
      review(orderId, HAT, { stars: 2, fit: 'chica', body: 'Me quedó apretado.' }),
    );
    const id = saved.body.review_id as number;
    expect((await pageOf(HAT)).reviews.map((one) => one.review_id)).not.toContain(id);
    const waiting = (await admin('GET', '/reviews?status=pendiente')).body as unknown as AdminReviewsResponse;
    expect(waiting.reviews.map((one) => one.review_id)).toContain(id);
    expect(waiting.publish_at_once).toBe(false);

    await approve(id);
    expect((await pageOf(HAT)).reviews.map((one) => one.review_id)).toContain(id);

    const replied = await adminPut(`/reviews/${id}/reply`, { reply: 'Gracias; te cambiamos la talla.' });
    expect(replied.status).toBe(200);
    expect((await pageOf(HAT)).reviews.find((one) => one.review_id === id)?.reply?.text).toBe(
      'Gracias; te cambiamos la talla.',
    );

    expect((await admin('POST', `/reviews/${id}/hide`, { reason: '   ' })).status).toBe(400);
    const hidden = await admin('POST', `/reviews/${id}/hide`, { reason: 'Habla de otro producto' });
    expect(hidden.body).toMatchObject({
      review: { status: 'oculta', hidden_reason: 'Habla de otro producto' },
    });
    expect((await pageOf(HAT)).reviews.map((one) => one.review_id)).not.toContain(id);

    const sentences = await auditSentences();
    expect(sentences).toEqual(
      expect.arrayContaining([
        'Publicó la reseña de 2 estrellas de Producto 4',
        'Respondió a una reseña de Producto 4: Gracias; te cambiamos la talla.',
        'Ocultó una reseña de Producto 4: Habla de otro producto',
      ]),
    );
    expect((await admin('POST', '/reviews/999999/approve')).status).toBe(404);
    // The back-office does not exist for a shopper.
    expect((await shop.call(buyer, 'POST', `/admin/reviews/${id}/approve`)).status).toBe(404);
  });

  it('publishes at once when the owner sets it so', async () => {
    expect((await adminPut('/reviews/settings', { publish_at_once: true })).status).toBe(200);
    try {
      const buyer = await shop.newShopper();
      const orderId = await orderOf(buyer, [BOOT]);
      const saved = await write(buyer, review(orderId, BOOT));
      expect(saved.body.status).toBe('publicada');
      expect((await pageOf(BOOT)).reviews.map((one) => one.review_id)).toContain(saved.body.review_id);
    } finally {
      await adminPut('/reviews/settings', { publish_at_once: false });
    }
    expect(await auditSentences()).toEqual(
      expect.arrayContaining([
        'Las reseñas nuevas se publican al instante',
        'Las reseñas nuevas esperan aprobación',
      ]),
    );
  });
});

describe('the product page', () => {
  it('sums up the published reviews, sorts them, and counts one useful vote per shopper', async () => {
    // Product 2 (a boot) only gets reviews in this test.
    const BOOTIE = 2;
    const { fixture } = shop;
    const ids: number[] = [];
    for (const [stars, fit] of [
      [5, 'justa'],
      [4, 'justa'],
      [2, 'chica'],
    ] as const) {
      const buyer = await shop.newShopper();
      references += 1;
      const orderId = await storedOrder(shop.database.db, {
        userId: buyer.userId,
        reference: `resena-botin-${references}`,
        shippingStatus: 'entregado',
        lines: [
          {
            productId: BOOTIE,
            variantId: fixture.variant(BOOTIE, 'Miel', '24'),
            productName: 'Botín',
            colorName: 'Miel',
            sizeName: '24',
            imageName: null,
            quantity: 1,
            unitPriceCents: 100_00,
          },
        ],
      });
      const saved = await write(buyer, review(orderId, BOOTIE, { stars, fit }));
      ids.push(saved.body.review_id as number);
      await approve(saved.body.review_id as number);
    }
    const page = await pageOf(BOOTIE);
    expect(page.summary).toEqual({
      average: 3.7,
      count: 3,
      distribution: [
        { stars: 5, count: 1 },
        { stars: 4, count: 1 },
        { stars: 3, count: 0 },
        { stars: 2, count: 1 },
        { stars: 1, count: 0 },
      ],
      // Three answers are too few for the fit module to say how it fits (FIT_ANSWERS_NEEDED).
      fit: { chica: 1, justa: 2, grande: 0, total: 3, verdict: null },
    });
    expect(page.reviews.every((one) => one.size_name === '24' && one.color_name === 'Miel')).toBe(true);
    expect((await pageOf(BOOTIE, '?sort=estrellas')).reviews.map((one) => one.stars)).toEqual([5, 4, 2]);
    expect((await pageOf(BOOTIE, '?sort=recientes')).reviews.map((one) => one.review_id)).toEqual(
      [...ids].reverse(),
    );

    // 'Útil': two shoppers on the 2-star review put it first; a second press takes one's vote back.
    const voters = [await shop.newShopper(), await shop.newShopper()];
    for (const voter of voters) {
      const voted = await shop.call(voter, 'POST', `/reviews/${ids[2]}/helpful`);
      expect(voted.status).toBe(200);
    }
    expect((await pageOf(BOOTIE)).reviews[0]).toMatchObject({ review_id: ids[2], helpful_count: 2 });
    const again = await shop.call(voters[0]!, 'POST', `/reviews/${ids[2]}/helpful`);
    expect(again.body).toEqual({ helpful_count: 1, voted: false });
    const mine = await shop.call(voters[1]!, 'GET', `/products/${BOOTIE}/reviews`);
    expect((mine.body as unknown as ProductReviews).voted).toEqual([ids[2]]);
    expect((await shop.call(null, 'POST', `/reviews/${ids[2]}/helpful`)).status).toBe(401);

    // Listing cards' stars and count; the size recommendation's fit answers with the size bought.
    const ratings = (await shop.call(null, 'GET', `/reviews/ratings?product_id=${BOOTIE}&product_id=5`))
      .body as unknown as ProductRating[];
    expect(ratings).toEqual([{ product_id: BOOTIE, average: 3.7, count: 3 }]);
    expect(await reviewFitAnswers(shop.database.db, BOOTIE)).toEqual([
      { fit: 'justa', variantId: fixture.variant(BOOTIE, 'Miel', '24'), sizeName: '24' },
      { fit: 'justa', variantId: fixture.variant(BOOTIE, 'Miel', '24'), sizeName: '24' },
      { fit: 'chica', variantId: fixture.variant(BOOTIE, 'Miel', '24'), sizeName: '24' },
    ]);
    // The same answers count for the size recommendation ('¿Cuál es mi talla?'), while published.
    const fitShown = async () => (await shop.call(null, 'GET', `/products/${BOOTIE}/fit`)).body;
    expect(await fitShown()).toMatchObject({ chica: 1, justa: 2, grande: 0, total: 3 });
    // One rule: the reviews' summary says what the size finder reads.
    expect(page.summary.fit).toEqual(await fitShown());
    await admin('POST', `/reviews/${ids[0]}/hide`, { reason: 'Prueba' });
    expect(await reviewFitAnswers(shop.database.db, BOOTIE)).toHaveLength(2);
    expect(await fitShown()).toMatchObject({ total: 2 });
  });
});
