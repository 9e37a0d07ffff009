import zlib from 'node:zlib';
import { NOT_A_PICTURE, type AdminProductDetail } from '@store/contract/admin';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colorImages, images } from '../../../db/schema';
import { startAdminTestApp, STAFF_EMAIL, type AdminTestApp } from '../../../test/admin-app';
import { readAuditLog } from '../../../test/audit-log';
import { FROM_THE_SHOP } from '../../../test/from-the-shop';
import { HEIC_PHOTO_SIZE, heicPhoto } from '../../../test/pictures/heic-photo';

let t: AdminTestApp;
/** Product 1 of the test catalogue, colour Café (id 1), which has two pictures already. */
const PICTURES_URL = '/api/admin/products/1/colors/1/pictures';

beforeAll(async () => {
  t = await startAdminTestApp({ catalogue: true });
});
afterAll(() => t.close());

const upload = (body: Buffer, contentType: string, url = PICTURES_URL) =>
  t.app.inject({
    method: 'POST',
    url,
    cookies: t.staff,
    headers: { 'content-type': contentType, 'sec-fetch-site': 'same-origin' },
    payload: body,
  });
const picturesOfCafe = async () =>
  ((await t.app.inject({ url: '/api/admin/products/1', cookies: t.staff })).json() as AdminProductDetail)
    .colors[0]!.images;
const storedImages = async () => (await t.database.db.select({ n: count() }).from(images))[0]!.n;
/** What the Bitácora says of product 1, newest first. */
const auditOfProduct = () => readAuditLog(t.app, t.staff, { product: 1 });

/** A real PNG with transparency and text metadata, larger than what the shop keeps. */
const png = () =>
  sharp({
    create: { width: 2400, height: 1200, channels: 4, background: { r: 200, g: 60, b: 20, alpha: 0.5 } },
  })
    .png()
    .withMetadata({ exif: { IFD0: { Copyright: 'secreto' } } })
    .toBuffer();

describe('pictures of a colour', () => {
  it.each([
    ['a text file sent as a PNG', Buffer.from('hola, no soy una imagen'), 'image/png'],
    ['a PDF sent as a PNG', Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'), 'image/png'],
    ['an SVG sent as a WebP', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/webp'],
    ['a PNG cut in half', Buffer.alloc(0), 'image/png'],
  ])('refuse %s and store nothing', async (_what, body, type) => {
    const bytes = _what === 'a PNG cut in half' ? (await png()).subarray(0, 200) : body;
    const before = await storedImages();
    const response = await upload(bytes, type);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: NOT_A_PICTURE });
    expect(await storedImages()).toBe(before);
    expect(await picturesOfCafe()).toEqual(['p1-c1-1.webp', 'p1-c1-2.webp']);
  });

  it('refuse a type that is not a picture type, and a GIF even as image/jpeg', async () => {
    const pdf = await upload(Buffer.from('%PDF-1.7'), 'application/pdf');
    expect(pdf.statusCode).toBe(415);
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await upload(gif, 'image/jpeg')).statusCode).toBe(422);
  });

  it('refuse a picture too large to decode cheaply, from its header, before decoding it', async () => {
    for (const [width, height] of [
      [12_000, 12_000],
      [13_000, 10],
      [7_000, 7_000],
    ] as const) {
      const response = await upload(pngHeaderOnly(width, height), 'image/png');
      expect(response.statusCode, `${width} × ${height}`).toBe(422);
      expect(response.json()).toEqual({
        error: `La imagen es demasiado grande (${width} × ${height} píxeles): a lo más 40 megapíxeles y 8000 píxeles por lado. Redúcela y vuelve a subirla.`,
      });
    }
    expect(await picturesOfCafe()).toEqual(['p1-c1-1.webp', 'p1-c1-2.webp']);
  });

  it('store a real PNG re-encoded as WebP, at most 1600 px, without its metadata, and serve it', async () => {
    const original = await png();
    const response = await upload(original, 'image/png');
    expect(response.statusCode).toBe(201);
    const { images: names } = response.json() as { images: string[] };
    expect(names.slice(0, 2)).toEqual(['p1-c1-1.webp', 'p1-c1-2.webp']);
    const added = names[2]!;
    expect(added).toMatch(/^bota-vaquera-ariat-punta-rodeo-piel-de-res-1-[0-9a-f]{12}\.webp$/);

    const [stored] = await t.database.db.select().from(images).where(eq(images.name, added));
    expect(stored).toMatchObject({ contentType: 'image/webp', width: 1600, height: 800 });
    const bytes = Buffer.from(stored!.bytes);
    expect(bytes.equals(original)).toBe(false);
    const read = await sharp(bytes).metadata();
    expect(read).toMatchObject({ format: 'webp', width: 1600, height: 800, hasAlpha: false });
    expect(read.exif).toBeUndefined();

    const served = await t.app.inject({
      url: `/api/product/image/${added}`,
      headers: { accept: 'image/webp' },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await picturesOfCafe()).toEqual(names);
    expect((await auditOfProduct())[0]).toMatchObject({
      actor: STAFF_EMAIL,
      action: 'picture.added',
      sentence: 'Agregó una foto a Bota vaquera Ariat punta rodeo piel de res, Café',
      details: { color: 'Café', picture: added },
    });
  });

  it('reorder to exactly the set the colour has, and refuse any other set', async () => {
    const current = await picturesOfCafe();
    const reversed = [...current].reverse();
    const reorder = (order: string[]) =>
      t.app.inject({ method: 'PUT', url: PICTURES_URL, cookies: t.staff, payload: { images: order } });
    const done = await reorder(reversed);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ images: reversed });
    expect(await picturesOfCafe()).toEqual(reversed);
    expect((await auditOfProduct())[0]).toMatchObject({
      actor: STAFF_EMAIL,
      action: 'pictures.reordered',
      sentence: 'Cambió el orden de las fotos de Bota vaquera Ariat punta rodeo piel de res, Café',
      details: { color: 'Café', before: current, after: reversed },
    });
    // The same order again changes nothing, and logs nothing.
    const logged = (await auditOfProduct()).length;
    expect((await reorder(reversed)).json()).toEqual({ images: reversed });
    expect(await auditOfProduct()).toHaveLength(logged);
    // The shop's listing shows the new first picture.
    const shop = (await t.app.inject({ url: '/api/products/productItem/1' })).json() as {
      colors: { main_image: string }[];
    };
    expect(shop.colors[0]!.main_image).toBe(reversed[0]);

    for (const wrong of [
      reversed.slice(1),
      [...reversed, 'p2-c3-1.webp'],
      [reversed[0]!, reversed[0]!, reversed[1]!],
      [...reversed.slice(1), 'p2-c3-1.webp'],
    ]) {
      const refused = await reorder(wrong);
      expect(refused.statusCode).toBe(409);
      expect((refused.json() as { error: string }).error).toMatch(/^El nuevo orden debe llevar exactamente/);
    }
    expect(await picturesOfCafe()).toEqual(reversed);
    const badName = await reorder(['../../etc/passwd']);
    expect(badName.statusCode).toBe(400);
  });

  it('remove one picture, its bytes too, and keep the others in order', async () => {
    const current = await picturesOfCafe();
    const uploaded = current.find((name) => name.startsWith('bota-'))!;
    const response = await t.app.inject({
      headers: FROM_THE_SHOP,
      method: 'DELETE',
      url: `${PICTURES_URL}/${uploaded}`,
      cookies: t.staff,
    });
    expect(response.statusCode).toBe(200);
    const kept = current.filter((name) => name !== uploaded);
    expect(response.json()).toEqual({ images: kept });
    expect(await t.database.db.select().from(images).where(eq(images.name, uploaded))).toEqual([]);
    expect((await auditOfProduct())[0]).toMatchObject({
      action: 'picture.removed',
      sentence: 'Quitó una foto de Bota vaquera Ariat punta rodeo piel de res, Café',
      details: { picture: uploaded },
    });
    const again = await t.app.inject({
      headers: FROM_THE_SHOP,
      method: 'DELETE',
      url: `${PICTURES_URL}/${uploaded}`,
      cookies: t.staff,
    });
    expect(again.statusCode).toBe(404);
  });

  it('store an iPhone’s HEIC photo like any other, turned as it says and without its EXIF', async () => {
    const response = await upload(await heicPhoto(), 'image/heic');
    expect(response.statusCode).toBe(201);
    const added = (response.json() as { images: string[] }).images.at(-1)!;
    const [stored] = await t.database.db.select().from(images).where(eq(images.name, added));
    expect(stored).toMatchObject({ contentType: 'image/webp', ...HEIC_PHOTO_SIZE });
    const read = await sharp(Buffer.from(stored!.bytes)).metadata();
    expect(read).toMatchObject({ format: 'webp', ...HEIC_PHOTO_SIZE });
    expect(read.exif).toBeUndefined();
  });

  it('answer 404 for a colour of another product, and touch nothing', async () => {
    const before = await t.database.db.select().from(colorImages).where(eq(colorImages.colorId, 3));
    const response = await upload(await png(), 'image/png', '/api/admin/products/1/colors/3/pictures');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Color no encontrado' });
    expect(await t.database.db.select().from(colorImages).where(eq(colorImages.colorId, 3))).toEqual(before);
  });

  it('leave every other call JSON-only: a picture body is refused there', async () => {
    for (const url of ['/api/admin/products/1/hide', '/api/locations']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        cookies: t.staff,
        headers: { 'content-type': 'image/png' },
        payload: await png(),
      });
      expect(response.statusCode, url).toBe(415);
    }
    expect(
      ((await t.app.inject({ url: '/api/admin/products/1', cookies: t.staff })).json() as AdminProductDetail)
        .hidden,
    ).toBe(false);
  });
});

/**
 * A PNG whose header claims `width` × `height` pixels over almost no data: what an attacker sends to make
 * the server decode (and hold) a huge picture, at the cost of a few bytes.
 */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // 8 bits a channel
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(0))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
