import { CATEGORIES } from '@store/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { col, rowShape, selectRow } from '../db/rows';
import { createTestDatabase } from '../test/database';
import { PRODUCTION_TEST_ENVIRONMENT } from '../test/production-environment';
import { buildDemoCatalogue } from './demo-catalogue';
import { EMPTY_PRODUCTION_SHOP, prepareOnStart, SEEDING_DEMO } from './first-start';
import { SIZE_DEFINITIONS } from './sizes';

const tableCounts = rowShape({
  categories: col.integer,
  sizes: col.integer,
  products: col.integer,
  brands: col.integer,
  images: col.integer,
  banners: col.integer,
  selectionItems: col.integer,
  postalCodes: col.integer,
  neighborhoods: col.integer,
});

async function countRows(database: DatabaseHandle): Promise<ReturnType<typeof tableCounts>> {
  const row = await selectRow(
    database.db,
    sql`SELECT (SELECT count(*) FROM categories)::int AS categories,
               (SELECT count(*) FROM sizes)::int AS sizes,
               (SELECT count(*) FROM products)::int AS products,
               (SELECT count(*) FROM brands)::int AS brands,
               (SELECT count(*) FROM images)::int AS images,
               (SELECT count(*) FROM banners)::int AS banners,
               (SELECT count(*) FROM selection_items)::int AS selection_items,
               (SELECT count(*) FROM postal_codes)::int AS postal_codes,
               (SELECT count(*) FROM neighborhoods)::int AS neighborhoods`,
    tableCounts,
  );
  if (!row) throw new Error('sin conteos');
  return row;
}

describe('a production start on an empty database', () => {
  let database: DatabaseHandle;
  const said: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('gets the 21 departments and the sizes, no demo products, and says where products come from', async () => {
    expect(await prepareOnStart(database, 'production', (line) => said.push(line))).toBe(false);

    const config = loadConfig({ ...PRODUCTION_TEST_ENVIRONMENT, LOG_LEVEL: 'silent' });
    expect(config.env).toBe('production');
    const app = await buildApp(config, { database });
    try {
      const list = await app.inject('/api/products/list');
      expect(list.statusCode).toBe(200);
      expect(list.json<{ pagination: { total: number } }>().pagination.total).toBe(0);
      const categories = await app.inject('/api/categories');
      expect(categories.statusCode).toBe(200);
      const answered = categories.json<{ category_id: number; name: string }[]>();
      expect(answered).toHaveLength(21);
      expect(answered.map(({ category_id, name }) => ({ category_id, name }))).toEqual([...CATEGORIES]);
    } finally {
      await app.close();
    }

    expect(await countRows(database)).toEqual({
      categories: 21,
      sizes: SIZE_DEFINITIONS.length,
      products: 0,
      brands: 0,
      images: 0,
      banners: 0,
      selectionItems: 0,
      postalCodes: 0,
      neighborhoods: 0,
    });
    expect(said).toEqual([EMPTY_PRODUCTION_SHOP]);
    expect(EMPTY_PRODUCTION_SHOP).toContain('/admin');
    expect(EMPTY_PRODUCTION_SHOP).toContain('npm run sepomex:import -- <archivo>');
  });

  it('adds nothing twice on the next start, and stops the notice once the shop has a product', async () => {
    const before = await countRows(database);
    said.length = 0;
    expect(await prepareOnStart(database, 'production', (line) => said.push(line))).toBe(false);
    expect(await countRows(database)).toEqual(before);
    expect(said).toEqual([EMPTY_PRODUCTION_SHOP]);

    await database.db.execute(sql`WITH brand AS (INSERT INTO brands (name) VALUES ('Propia') RETURNING id)
      INSERT INTO products (name, brand_id, category_id, target_audience)
      SELECT 'Bota de la casa', id, 3, 'hombre' FROM brand`);
    said.length = 0;
    expect(await prepareOnStart(database, 'production', (line) => said.push(line))).toBe(false);
    expect(said).toEqual([]);
    expect((await countRows(database)).products).toBe(1);
  });
});

describe('servers starting at once on an empty database outside production', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('seed the demo once: one writes it under the start-up lock, the others find it', async () => {
    const said: string[] = [];
    const seeded = await Promise.all(
      ['development', 'development', 'test'].map((env) =>
        prepareOnStart(database, env as 'development' | 'test', (line) => said.push(line)),
      ),
    );
    expect(seeded.filter(Boolean)).toHaveLength(1);
    expect(said).toEqual([SEEDING_DEMO]);
    const counts = await countRows(database);
    expect(counts.products).toBe(buildDemoCatalogue().products.length);
    expect(counts.categories).toBe(21);
    expect(counts.sizes).toBe(SIZE_DEFINITIONS.length);
    expect(counts.postalCodes).toBeGreaterThan(0);
  }, 120_000);
});
