import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { HIDDEN_PRODUCT_ID, writeCatalogFixture } from '../../test/catalog-fixture';
import { createTestDatabase } from '../../test/database';

const PUBLIC_URL = 'https://www.nortenowestern.example';

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  await writeCatalogFixture(database.db);
  app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL }), { database });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('GET /sitemap.xml', () => {
  it('lists the home page, every department, every product on sale and the information pages', async () => {
    const response = await app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const body = response.body;
    expect(
      body.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    const locations = [...body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toContain(`${PUBLIC_URL}/`);
    expect(locations).toContain(`${PUBLIC_URL}/products/1?category_id=3`);
    expect(locations).toContain(`${PUBLIC_URL}/products/1?category_id=21`);
    expect(locations).toContain(`${PUBLIC_URL}/Devoluciones`);
    expect(locations).toContain(`${PUBLIC_URL}/OpinionesClientes`);
    expect(locations).toContain(`${PUBLIC_URL}/aviso-de-privacidad`);
    const productIds = locations.flatMap((url) => /\/product\/(\d+)$/.exec(url ?? '')?.[1] ?? []).map(Number);
    expect(productIds).toEqual([1, 2, 3, 4, 5]);
    expect(productIds).not.toContain(HIDDEN_PRODUCT_ID);
    expect(body).toMatch(
      new RegExp(
        `<url><loc>${PUBLIC_URL}/product/1</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod></url>`,
      ),
    );
    expect(locations).toHaveLength(1 + 21 + 10 + 5);
  });
});

describe('GET /robots.txt', () => {
  it('keeps crawlers out of the API and the shopper’s own pages, and points at the sitemap', async () => {
    const response = await app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(
      [
        'User-agent: *',
        'Allow: /api/product/image/',
        'Disallow: /api/',
        'Disallow: /profile',
        'Disallow: /payment',
        'Disallow: /cancel',
        'Disallow: /Success',
        'Disallow: /BuyDetails/',
        'Disallow: /auth/',
        '',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
});
