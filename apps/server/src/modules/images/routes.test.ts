import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { writeCatalogFixture } from '../../test/catalog-fixture';
import { createTestDatabase } from '../../test/database';
import { RenditionCache } from './rendition-cache';

const PICTURE = '/api/product/image/p1-c1-1.webp';
const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

describe('GET /api/product/image/{image}', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeCatalogFixture(database.db);
    app = await buildApp(loadConfig({ LOG_LEVEL: 'silent' }), { database });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it.each([
    [CHROME_ACCEPT, 'image/avif', 'heif'],
    ['image/webp,*/*', 'image/webp', 'webp'],
    ['*/*', 'image/jpeg', 'jpeg'],
    [undefined, 'image/jpeg', 'jpeg'],
  ])('with Accept %s answers %s', async (accept, contentType, format) => {
    const response = await app.inject({ url: `${PICTURE}?w=320`, headers: accept ? { accept } : {} });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(contentType);
    expect(response.headers['vary']).toBe('Accept');
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata).toMatchObject({ format, width: 320, height: 320 });
  });

  it('resizes to the asked width, never above the stored picture', async () => {
    for (const [w, expected] of [
      ['160', 160],
      ['640', 640],
      ['1600', 800],
    ] as const) {
      const response = await app.inject({ url: `${PICTURE}?w=${w}`, headers: { accept: 'image/webp' } });
      expect((await sharp(response.rawPayload).metadata()).width).toBe(expected);
    }
    const original = await app.inject({ url: PICTURE, headers: { accept: 'image/webp' } });
    expect((await sharp(original.rawPayload).metadata()).width).toBe(800);
  });

  it('is cached for a year by browsers and answers 304 to a matching ETag', async () => {
    const first = await app.inject({ url: `${PICTURE}?w=480`, headers: { accept: 'image/webp' } });
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = first.headers['etag'] as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({
      url: `${PICTURE}?w=480`,
      headers: { accept: 'image/webp', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const otherFormat = await app.inject({ url: `${PICTURE}?w=480`, headers: { accept: 'image/jpeg' } });
    expect(otherFormat.headers['etag']).not.toBe(etag);
  });

  it('answers an unknown picture with a Spanish 404', async () => {
    const response = await app.inject('/api/product/image/no-existe.webp');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Imagen no encontrada' });
  });

  it.each(['..%2F..%2Fetc%2Fpasswd', 'a..b.webp', '%2Fetc%2Fpasswd', 'Mayusculas.webp', 'a%00.webp'])(
    'refuses the path-like name %s with 400',
    async (name) => {
      const response = await app.inject(`/api/product/image/${name}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'El nombre de la imagen no es válido', field: 'image' });
    },
  );

  it.each(['w=333', 'w=0', 'w=abc', 'w=320&w=640', 'h=10'])('refuses %s with 400', async (query) => {
    expect((await app.inject(`${PICTURE}?${query}`)).statusCode).toBe(400);
  });
});

describe('RenditionCache', () => {
  const entry = (size: number) => ({ bytes: new Uint8Array(size) });

  it('keeps the most recently used renditions within its byte budget', () => {
    const cache = new RenditionCache(100);
    cache.set('a', entry(40));
    cache.set('b', entry(40));
    cache.get('a');
    cache.set('c', entry(40));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.bytes).toBe(80);
  });

  it('does not keep a rendition larger than the whole budget', () => {
    const cache = new RenditionCache(10);
    cache.set('big', entry(11));
    expect(cache.get('big')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });
});
