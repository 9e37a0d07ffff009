import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { LISTENER_NAME } from '../../db/notifications';
import { col, rowShape, selectRow } from '../../db/rows';
import { writeCatalogFixture, type Fixture } from '../../test/catalog-fixture';
import { createTestDatabase, TEST_DATABASE_KIND, type TestDatabase } from '../../test/database';
import { unitsSoldPerVariantSql } from '../orders';
import { CATALOG_CHANGED, CatalogAnswers, takeStock } from '.';

/**
 * The catalogue's answers are remembered (decision 023), and that must never show a price or a stock
 * older than the last committed change: each test warms the memory, changes the database through a
 * different writer, and reads again at once.
 */
let database: TestDatabase;
let fixture: Fixture;
let app: FastifyInstance;
let variantId: number;

const config = () => loadConfig({ LOG_LEVEL: 'silent' });

beforeAll(async () => {
  database = await createTestDatabase();
  fixture = await writeCatalogFixture(database.db);
  app = await buildApp(config(), { database });
  variantId = fixture.variant(1, 'Café', '27');
});

afterAll(async () => {
  await app.close();
  await database.close();
});

type Shop = Pick<FastifyInstance, 'inject'>;

async function stockShownBy(shop: Shop) {
  const cart = (await shop.inject(`/api/products/cart?variantIds=${variantId}`)).json();
  const product = (await shop.inject('/api/products/productItem/1')).json();
  const size = product.colors
    .flatMap((color: { sizes: { variant_id: number; stock: number }[] }) => color.sizes)
    .find((entry: { variant_id: number }) => entry.variant_id === variantId);
  return { cart: cart[0].stock as number, product: size.stock as number };
}

async function priceShownBy(shop: Shop) {
  const list = (await shop.inject('/api/products/list?category_id=3&sort=asc&limit=24&page=1')).json();
  const card = list.products.find((item: { product_id: number }) => item.product_id === 1);
  const cart = (await shop.inject(`/api/products/cart?variantIds=${variantId}`)).json();
  return { card: card?.original_price as number | undefined, cart: cart[0].price as number };
}

/** Reads twice, so the second answer comes from memory, and hands back what a shopper sees. */
async function warmed<T>(read: () => Promise<T>): Promise<T> {
  await read();
  return read();
}

describe('remembered catalogue answers', () => {
  it('show a sale’s stock in the very next read', async () => {
    const before = await warmed(() => stockShownBy(app));
    expect(before.cart).toBe(before.product);
    await database.db.transaction((tx) => takeStock(tx, [{ variantId, quantity: 1 }]));
    expect(await stockShownBy(app)).toEqual({ cart: before.cart - 1, product: before.cart - 1 });
  });

  it('show a price typed by anyone (even straight into the database) in the very next read', async () => {
    const before = await warmed(() => priceShownBy(app));
    await database.db.execute(sql`UPDATE variants SET price_cents = price_cents + 10000
                                  WHERE color_id IN (SELECT id FROM colors WHERE product_id = 1)`);
    const after = await priceShownBy(app);
    expect(after.cart).toBe(before.cart + 100);
    expect(before.card).toBeDefined();
    expect(after.card).toBe(before.card! + 100);
  });

  it('show a product’s shipping weight and box, and the promotions running, in the very next read', async () => {
    const catalog = await CatalogAnswers.start(database, unitsSoldPerVariantSql);
    try {
      const boxOf = async () => (await catalog.parcelFacts([variantId]))[0];
      expect(await warmed(boxOf)).toMatchObject({ productId: 1, categoryId: 3, boxLengthCm: null });
      await database.db.execute(sql`UPDATE products SET shipping_weight_grams = 2100, box_length_cm = 40,
                                      box_width_cm = 24, box_height_cm = 14 WHERE id = 1`);
      expect(await boxOf()).toMatchObject({ shippingWeightGrams: 2100, boxLengthCm: 40, boxHeightCm: 14 });

      expect(await warmed(() => catalog.promotionRules())).toEqual([]);
      await database.db.execute(sql`INSERT INTO promotions (name, kind, percent_off, starts_at, ends_at)
                                    VALUES ('Todo al 10 %', 'percent', 10, now() - interval '1 minute', now() + interval '1 hour')`);
      expect(await catalog.promotionRules()).toMatchObject([
        { name: 'Todo al 10 %', percentOff: 10, productIds: null },
      ]);
    } finally {
      await database.db.execute(sql`DELETE FROM promotions`);
      await database.db.execute(sql`UPDATE products SET shipping_weight_grams = NULL, box_length_cm = NULL,
                                      box_width_cm = NULL, box_height_cm = NULL WHERE id = 1`);
      await catalog.stop();
    }
  });

  it('never keep an answer read while a change was committing', async () => {
    const before = await warmed(() => stockShownBy(app));
    // Many reads in flight around a sale: whatever they answered, the read after the sale sees it.
    const reads = Array.from({ length: 40 }, () => stockShownBy(app));
    const sale = database.db.transaction((tx) => takeStock(tx, [{ variantId, quantity: 1 }]));
    await Promise.all([...reads, sale]);
    expect(await stockShownBy(app)).toEqual({ cart: before.cart - 1, product: before.cart - 1 });
  });

  it('take a size sold out off “Mi talla” in the very next read, and bring it back when stock returns', async () => {
    const lastUnit = fixture.variant(2, 'Miel', '24.5');
    const inMySize = async () => {
      const list = (await app.inject('/api/products/list?category_id=3&size=boot_mx:24.5')).json();
      return list.products.map((item: { product_id: number }) => item.product_id) as number[];
    };
    expect(await warmed(inMySize)).toEqual([2]);
    await database.db.transaction((tx) => takeStock(tx, [{ variantId: lastUnit, quantity: 1 }]));
    expect(await inMySize()).toEqual([]);
    await database.db.execute(sql`UPDATE variants SET stock = 1 WHERE id = ${lastUnit}`);
    expect(await inMySize()).toEqual([2]);
  });

  it('hear a sale that leaves units as its product and variant only, and anything else as everything', async () => {
    const heard: string[] = [];
    const watching = await database.watch(CATALOG_CHANGED, {
      notified: (payload) => heard.push(payload),
      deaf: () => undefined,
    });
    // What one write said: notices arrive in commit order, so once a marker sent after it is heard, all
    // of the write's are (PostgreSQL merges a transaction's identical notices into one).
    const byPayload = async (write: () => Promise<unknown>) => {
      heard.length = 0;
      await write();
      await database.db.execute(sql`SELECT pg_notify(${CATALOG_CHANGED}, 'fin')`);
      await vi.waitFor(() => expect(heard).toContain('fin'));
      return [...new Set(heard.filter((payload) => payload !== 'fin'))].sort();
    };
    try {
      await byPayload(() => database.db.execute(sql`UPDATE variants SET stock = 2 WHERE id = ${variantId}`));
      expect(
        await byPayload(() => database.db.transaction((tx) => takeStock(tx, [{ variantId, quantity: 1 }]))),
      ).toEqual(['stock:1;', `stock:1;${variantId}`]);
      // The last unit: a size leaves 'Mi talla' (the listing may still have it in another colour), so the
      // variant says everything.
      expect(
        await byPayload(() => database.db.transaction((tx) => takeStock(tx, [{ variantId, quantity: 1 }]))),
      ).toContain('');
      expect(
        await byPayload(() =>
          database.db.execute(sql`UPDATE variants SET stock = 4 WHERE id = ${variantId}`),
        ),
      ).toContain('');
      expect(
        await byPayload(() =>
          database.db.execute(
            sql`UPDATE variants SET price_cents = price_cents + 100 WHERE id = ${variantId}`,
          ),
        ),
      ).toContain('');
    } finally {
      await watching.stop();
    }
  });

  it('drop a hidden product from the listing, the product page and the cart at once', async () => {
    expect((await warmed(() => app.inject('/api/products/productItem/2'))).statusCode).toBe(200);
    await database.db.execute(sql`UPDATE products SET hidden = true WHERE id = 2`);
    expect((await app.inject('/api/products/productItem/2')).statusCode).toBe(404);
    await database.db.execute(sql`UPDATE products SET hidden = false WHERE id = 2`);
    expect((await app.inject('/api/products/productItem/2')).statusCode).toBe(200);
  });
});

// PGlite is one process per data folder; several app servers exist only on PostgreSQL.
if (TEST_DATABASE_KIND === 'postgres')
  describe('two app servers on one PostgreSQL', () => {
    let other: DatabaseHandle;
    let otherApp: FastifyInstance;

    beforeAll(async () => {
      other = await database.openAnother();
      otherApp = await buildApp(config(), { database: other });
    });

    afterAll(async () => {
      await otherApp.close();
      await other.close();
    });

    it('a sale through one is in the other’s very next answer', async () => {
      const before = await warmed(() => stockShownBy(otherApp));
      await warmed(() => stockShownBy(app));
      await other.db.transaction((tx) => takeStock(tx, [{ variantId, quantity: 2 }]));
      expect(await stockShownBy(app)).toEqual({ cart: before.cart - 2, product: before.cart - 2 });
      await database.db.transaction((tx) => takeStock(tx, [{ variantId, quantity: 1 }]));
      expect(await stockShownBy(otherApp)).toEqual({ cart: before.cart - 3, product: before.cart - 3 });
    });

    it('answer from the database while their listening connections are lost, and remember again once back', async () => {
      await database.db.execute(sql`UPDATE variants SET stock = 20 WHERE id = ${variantId}`);
      const before = await warmed(() => stockShownBy(app));
      await warmed(() => stockShownBy(otherApp));
      // Both servers' listening connections drop (a PostgreSQL restart, a network cut).
      await database.db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE application_name = ${LISTENER_NAME} AND datname = current_database()`,
      );
      await database.db.transaction((tx) => takeStock(tx, [{ variantId, quantity: 1 }]));
      expect(await stockShownBy(app)).toEqual({ cart: before.cart - 1, product: before.cart - 1 });
      expect(await stockShownBy(otherApp)).toEqual({ cart: before.cart - 1, product: before.cart - 1 });
      // Listening again about a second later, and exact as before.
      await expect
        .poll(async () => {
          const listening = await selectRow(
            database.db,
            sql`SELECT count(*) AS n FROM pg_stat_activity
                WHERE application_name = ${LISTENER_NAME} AND datname = current_database()`,
            rowShape({ n: col.count }),
          );
          return listening?.n;
        })
        .toBe(2);
      await warmed(() => stockShownBy(otherApp));
      await database.db.transaction((tx) => takeStock(tx, [{ variantId, quantity: 1 }]));
      expect(await stockShownBy(otherApp)).toEqual({ cart: before.cart - 2, product: before.cart - 2 });
    });
  });
