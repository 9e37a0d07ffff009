import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../apps/server/src/db/client';
import { DESKTOP, launchBrowser, PHONE } from './support/browser';
import { failedStart, freePort, startStore } from './support/store';

type Counts = { categories: number; products: number; variants: number; images: number; marker: number };

async function countRows(dataDir: string): Promise<Counts> {
  const database = await openPglite(dataDir);
  try {
    const result = await database.client.query<Counts>(`SELECT
      (SELECT count(*)::int FROM categories) AS categories,
      (SELECT count(*)::int FROM products) AS products,
      (SELECT count(*)::int FROM variants) AS variants,
      (SELECT count(*)::int FROM images) AS images,
      (SELECT count(*)::int FROM users WHERE subject = 'marcador-e2e') AS marker`);
    return result.rows[0] as Counts;
  } finally {
    await database.close();
  }
}

describe('npm start on a fresh data folder', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'store-e2e-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  // Seeding draws the catalogue's pictures: as long as a journey's own store may take to start (the
  // hooks' 120 s), not a test's 60, on a machine busy with the journeys beside it.
  it(
    'migrates, seeds the demo shop and serves the storefront and the API',
    { timeout: 150_000 },
    async () => {
      const store = await startStore({ DATA_DIR: dataDir });
      try {
        expect(store.output()).toMatch(/Tienda lista en http:\/\/localhost:\d+ \(base de datos: PGlite/);
        const health = await fetch(`${store.url}/api/health`);
        expect(health.status).toBe(200);
        expect(await health.json()).toEqual({ status: 'ok' });
        const ready = await fetch(`${store.url}/api/ready`);
        expect(await ready.json()).toEqual({ status: 'ready', database: 'pglite' });
        const page = await fetch(`${store.url}/`);
        expect(await page.text()).toContain('<html lang="es-MX">');
        const unknownCall = await fetch(`${store.url}/api/nada`);
        expect(unknownCall.status).toBe(404);
        expect(await unknownCall.json()).toEqual({ error: 'No encontrado' });

        const browser = await launchBrowser();
        try {
          for (const viewport of [PHONE, DESKTOP]) {
            const browserPage = await browser.newPage({ viewport });
            await browserPage.goto(`${store.url}/products/1?category_id=3`);
            await expect.poll(() => browserPage.locator('html').getAttribute('lang')).toBe('es-MX');
            await browserPage.getByRole('heading', { level: 1, name: 'Botas' }).waitFor();
            await expect.poll(() => browserPage.locator('.listing-grid .product-card').count()).toBe(24);
            await browserPage.close();
          }
        } finally {
          await browser.close();
        }
      } finally {
        expect(await store.stop()).toBe(0);
      }

      const first = await countRows(dataDir);
      expect(first.categories).toBe(21);
      expect(first.products).toBeGreaterThanOrEqual(200);
      expect(first.images).toBeGreaterThan(first.products);

      // Something a shopper did between the two starts must survive the second one.
      const database = await openPglite(dataDir);
      await database.client.query(
        `INSERT INTO users (issuer, subject, email, name) VALUES ('https://e2e', 'marcador-e2e', 'e2e@example.mx', 'E2E')`,
      );
      await database.close();

      const again = await startStore({ DATA_DIR: dataDir });
      expect(await (await fetch(`${again.url}/api/ready`)).json()).toEqual({
        status: 'ready',
        database: 'pglite',
      });
      expect(await again.stop()).toBe(0);
      expect(await countRows(dataDir)).toEqual({ ...first, marker: 1 });
    },
  );

  it('refuses a second server on the same data folder with one clear line', async () => {
    const store = await startStore({ DATA_DIR: dataDir });
    try {
      const second = await failedStart({ DATA_DIR: dataDir, PORT: String(await freePort()) });
      expect(second.code).toBe(1);
      expect(second.stderr.trim()).toMatch(/^DATA_DIR .* ya está en uso por otro servidor \(pid \d+\)/);
      expect(second.stderr.trim().split('\n')).toHaveLength(1);
    } finally {
      await store.stop();
    }
  });
});

describe('a start that cannot work', () => {
  it.each([
    [
      { PORT: 'abc' },
      /^Configuración inválida: PORT debe ser un número entero entre 1 y 65535 \(recibido: "abc"\)$/,
    ],
    [{ PORT: '99999' }, /^Configuración inválida: PORT /],
    [
      { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/tienda' },
      /^No se pudo conectar a la base de datos postgres:\/\/postgres@127\.0\.0\.1:1\/tienda: /,
    ],
    [{ DATABASE_URL: 'no es una url' }, /^Configuración inválida: DATABASE_URL /],
    [
      { WEB_CONCURRENCY: '2' },
      /^Configuración inválida: WEB_CONCURRENCY=2 necesita DATABASE_URL \(la base embebida PGlite admite un solo proceso\)$/,
    ],
    [
      { WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://postgres@127.0.0.1:1/tienda' },
      /^No se pudo conectar a la base de datos postgres:\/\/postgres@127\.0\.0\.1:1\/tienda: /,
    ],
  ])('with %o prints one line and exits non-zero', async (environment, line) => {
    const result = await failedStart(environment);
    expect(result.code).toBe(1);
    const printed = result.stderr.trim();
    expect(printed).toMatch(line);
    expect(printed.split('\n')).toHaveLength(1);
    expect(printed).not.toMatch(/\n\s+at /);
  });
});
