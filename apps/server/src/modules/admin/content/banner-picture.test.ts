import { NOT_A_PICTURE } from '@store/contract/admin';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images } from '../../../db/schema';
import {
  signIn,
  STAFF_EMAIL,
  startAdminTestApp,
  type AdminTestAppWithCatalogue,
} from '../../../test/admin-app';
import { readAuditLog } from '../../../test/audit-log';

let t: AdminTestAppWithCatalogue;
let shopperSid: string;

beforeAll(async () => {
  // The test catalogue has one banner, the first, showing product 1's first picture (p1-c1-1.webp).
  t = await startAdminTestApp({ catalogue: true });
  shopperSid = await signIn(t.database, 'cliente@correo.test');
});
afterAll(() => t.close());

const upload = (position: number | string, body: Buffer, contentType: string, sid = t.staff.sid) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/home/banners/${position}/picture`,
    cookies: { sid },
    headers: { 'content-type': contentType, 'sec-fetch-site': 'same-origin' },
    payload: body,
  });
const shopBanners = async () =>
  (await t.app.inject({ url: '/api/banners' })).json() as {
    position: number;
    image: string;
    title: string;
  }[];
const storedImages = async () => (await t.database.db.select({ n: count() }).from(images))[0]!.n;
const stored = (name: string) => t.database.db.select().from(images).where(eq(images.name, name));
const bannerAudit = async () =>
  (await readAuditLog(t.app, t.staff)).filter((entry) => entry.action === 'home.banner_picture_changed');

/** A real, wide PNG with transparency and metadata, larger than what the shop keeps. */
const widePng = () =>
  sharp({
    create: { width: 3200, height: 1000, channels: 4, background: { r: 120, g: 70, b: 20, alpha: 0.6 } },
  })
    .png()
    .withMetadata({ exif: { IFD0: { Copyright: 'secreto' } } })
    .toBuffer();

describe('a new picture for a banner', () => {
  it('becomes the banner’s picture: re-encoded as WebP, named by /api/banners, served, and logged', async () => {
    const original = await widePng();
    const response = await upload(1, original, 'image/png');
    expect(response.statusCode).toBe(200);
    const { message, image } = response.json() as { message: string; image: string };
    expect(message).toBe('Foto del banner 1 actualizada.');
    expect(image).toMatch(/^banner-1-[0-9a-f]{12}\.webp$/);

    const [row] = await stored(image);
    // The aspect ratio kept, the width at most the widest rendition the image route serves.
    expect(row).toMatchObject({ contentType: 'image/webp', width: 1600, height: 500 });
    const bytes = Buffer.from(row!.bytes);
    expect(bytes.equals(original)).toBe(false);
    const read = await sharp(bytes).metadata();
    expect(read).toMatchObject({ format: 'webp', width: 1600, height: 500, hasAlpha: false });
    expect(read.exif).toBeUndefined();

    const [banner] = await shopBanners();
    expect(banner).toMatchObject({ position: 0, image, title: 'Botas 100 % originales' });
    const served = await t.app.inject({
      url: `/api/product/image/${image}`,
      headers: { accept: 'image/webp' },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    // The old picture is a product's too: it stays.
    expect(await stored('p1-c1-1.webp')).toHaveLength(1);
    const [entry] = await bannerAudit();
    expect(entry).toMatchObject({
      actor: STAFF_EMAIL,
      sentence: 'Cambió la foto del banner 1 del inicio',
      details: { banner: 1, picture: image },
    });
  });

  it('deletes the banner’s old picture when nothing else shows it', async () => {
    const [before] = await shopBanners();
    const jpeg = await sharp({ create: { width: 1200, height: 400, channels: 3, background: '#335577' } })
      .jpeg()
      .toBuffer();
    const response = await upload(1, jpeg, 'image/jpeg');
    expect(response.statusCode).toBe(200);
    const { image } = response.json() as { image: string };
    expect(image).not.toBe(before!.image);
    expect((await shopBanners())[0]!.image).toBe(image);
    expect(await stored(before!.image)).toEqual([]);
    expect((await stored(image))[0]).toMatchObject({ width: 1200, height: 400 });
  });

  it.each([
    ['a text file sent as a PNG', Buffer.from('hola, no soy una imagen'), 'image/png'],
    ['an SVG sent as a WebP', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/webp'],
  ])('refuses %s in Spanish and changes nothing', async (_what, body, type) => {
    const banners = await shopBanners();
    const imageCount = await storedImages();
    const auditCount = (await bannerAudit()).length;
    const response = await upload(1, body, type);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: NOT_A_PICTURE });
    expect(await shopBanners()).toEqual(banners);
    expect(await storedImages()).toBe(imageCount);
    expect(await bannerAudit()).toHaveLength(auditCount);
  });

  it('refuses a banner that is not one of the four, in Spanish', async () => {
    const png = await widePng();
    for (const position of [5, 0, 'uno']) {
      const response = await upload(position, png, 'image/png');
      expect(response.statusCode, String(position)).toBe(400);
      expect((response.json() as { error: string }).error, String(position)).toMatch(
        /El número del banner debe/,
      );
    }
  });

  it('asks to save the banners first when that banner does not exist yet', async () => {
    const imageCount = await storedImages();
    const response = await upload(2, await widePng(), 'image/png');
    expect(response.statusCode).toBe(409);
    expect((response.json() as { error: string }).error).toMatch(/^El banner 2 aún no está guardado/);
    expect(await storedImages()).toBe(imageCount);
  });

  it('takes only a picture type, and leaves the other banner calls JSON-only', async () => {
    const png = await widePng();
    for (const type of ['application/octet-stream', 'application/pdf']) {
      expect((await upload(1, png, type)).statusCode, type).toBe(415);
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/home/banners/1/picture',
      cookies: t.staff,
      payload: { image: 'p1-c1-1.webp' },
    });
    expect(json.statusCode).toBe(415);
    const banners = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/home/banners',
      cookies: t.staff,
      headers: { 'content-type': 'image/png' },
      payload: png,
    });
    expect(banners.statusCode).toBe(415);
  });

  it('does not exist for a shopper or a guest, and changes nothing', async () => {
    const banners = await shopBanners();
    const imageCount = await storedImages();
    for (const sid of [shopperSid, '']) {
      const response = await upload(1, await widePng(), 'image/png', sid);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'No encontrado' });
    }
    expect(await shopBanners()).toEqual(banners);
    expect(await storedImages()).toBe(imageCount);
  });
});
