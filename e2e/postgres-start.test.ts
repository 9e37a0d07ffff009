import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { col, rowShape, selectRow } from '../apps/server/src/db/client';
import { demoPostalCatalogue } from '../apps/server/src/modules/locations';
import { buildDemoCatalogue, EMPTY_PRODUCTION_SHOP, SEEDING_DEMO } from '../apps/server/src/seed';
import { demoPictureJobs } from '../apps/server/src/seed/index';
import { PRODUCTION_TEST_ENVIRONMENT } from '../apps/server/src/test/production-environment';
import { withClient } from '../apps/server/src/test/database/postgres-server';
import { createShopDatabase, type ShopDatabase } from './support/postgres-shop';
import { failedStart, startStore, type RunningStore } from './support/store';

/** Runs only when TEST_DATABASE_URL names a PostgreSQL server (vitest.config.ts includes it then). */
const server = process.env.TEST_DATABASE_URL as string;
const database = `store_test_${process.pid}_e2e_start`;

function urlFor(name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

describe('DATABASE_URL=postgres://...', () => {
  beforeAll(() => withClient(server, (client) => client.query(`CREATE DATABASE ${database}`)));
  afterAll(() =>
    withClient(server, (client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)),
  );

  it('runs the same store on a PostgreSQL server, migrated and seeded, and keeps it on restart', async () => {
    const store = await startStore({ DATABASE_URL: urlFor(database) });
    expect(store.output()).toContain('(base de datos: PostgreSQL;');
    expect(await (await fetch(`${store.url}/api/ready`)).json()).toEqual({
      status: 'ready',
      database: 'postgres',
    });
    expect(await store.stop()).toBe(0);

    const counts = () =>
      withClient(urlFor(database), async (client) => {
        const result = await client.query<{ categories: number; products: number; images: number }>(
          'SELECT (SELECT count(*)::int FROM categories) AS categories, (SELECT count(*)::int FROM products) AS products, (SELECT max(id) FROM images) AS images',
        );
        return result.rows[0];
      });
    const first = await counts();
    expect(first?.categories).toBe(21);
    expect(first?.products).toBeGreaterThanOrEqual(200);

    const again = await startStore({ DATABASE_URL: urlFor(database) });
    expect(await again.stop()).toBe(0);
    expect(await counts()).toEqual(first);
  });
});

describe('NODE_ENV=production on an empty PostgreSQL database', () => {
  let database: ShopDatabase;
  beforeAll(async () => {
    database = await createShopDatabase(server, 'production');
  });
  afterAll(() => database.drop());

  it('has no products and the 21 departments, and says where products come from', async () => {
    const store = await startStore({ ...PRODUCTION_TEST_ENVIRONMENT, DATABASE_URL: database.url });
    try {
      const list = await fetch(`${store.url}/api/products/list`);
      expect(list.status).toBe(200);
      expect(((await list.json()) as { pagination: { total: number } }).pagination.total).toBe(0);
      const categories = await fetch(`${store.url}/api/categories`);
      expect(categories.status).toBe(200);
      expect(await categories.json()).toHaveLength(21);
      expect(store.output()).toContain(EMPTY_PRODUCTION_SHOP);
      expect(store.output()).not.toContain(SEEDING_DEMO);
    } finally {
      expect(await store.stop()).toBe(0);
    }
    const counts = await selectRow(
      database.handle.db,
      sql`SELECT (SELECT count(*) FROM products)::int AS products, (SELECT count(*) FROM images)::int AS images,
                 (SELECT count(*) FROM postal_codes)::int AS postal_codes`,
      rowShape({ products: col.integer, images: col.integer, postalCodes: col.integer }),
    );
    expect(counts).toEqual({ products: 0, images: 0, postalCodes: 0 });
  });
});

describe('three servers started at the same moment on one empty PostgreSQL database', () => {
  let database: ShopDatabase;
  beforeAll(async () => {
    database = await createShopDatabase(server, 'race');
  });
  afterAll(() => database.drop());

  it('all come up, and the demo is seeded once', async () => {
    const starts = await Promise.allSettled([1, 2, 3].map(() => startStore({ DATABASE_URL: database.url })));
    const stores = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
    try {
      // Each failure with what that server printed (a stack trace, before the start-up lock covered seeding).
      expect(starts.flatMap((start) => (start.status === 'rejected' ? [String(start.reason)] : []))).toEqual(
        [],
      );
      for (const store of stores) {
        const health = await fetch(`${store.url}/api/health`);
        expect(await health.json()).toEqual({ status: 'ok' });
      }
      const seeders = stores.filter((store) => store.output().includes(SEEDING_DEMO));
      expect(seeders).toHaveLength(1);
    } finally {
      const codes = await Promise.all(stores.map((store: RunningStore) => store.stop()));
      expect(codes).toEqual(stores.map(() => 0));
    }

    const demo = buildDemoCatalogue();
    const counts = await selectRow(
      database.handle.db,
      sql`SELECT (SELECT count(*) FROM categories)::int AS categories, (SELECT count(*) FROM products)::int AS products,
                 (SELECT count(*) FROM images)::int AS images, (SELECT count(*) FROM banners)::int AS banners,
                 (SELECT count(*) FROM neighborhoods)::int AS neighborhoods`,
      rowShape({
        categories: col.integer,
        products: col.integer,
        images: col.integer,
        banners: col.integer,
        neighborhoods: col.integer,
      }),
    );
    expect(counts).toEqual({
      categories: 21,
      products: demo.products.length,
      images: demoPictureJobs(demo).length,
      banners: demo.banners.length,
      neighborhoods: demoPostalCatalogue().neighborhoods.length,
    });
  }, 180_000);

  it('with WEB_CONCURRENCY=2 on a port already in use, says so in one line and exits 1', async () => {
    const busy = createServer();
    busy.listen(0, '0.0.0.0');
    await once(busy, 'listening');
    try {
      const port = String((busy.address() as AddressInfo).port);
      const result = await failedStart({ DATABASE_URL: database.url, WEB_CONCURRENCY: '2', PORT: port });
      expect(result.code).toBe(1);
      expect(result.stderr.trim()).toBe(
        `El puerto ${port} ya está en uso (PORT). Elige otro o detén el otro proceso.`,
      );
    } finally {
      busy.close();
    }
  }, 60_000);
});
