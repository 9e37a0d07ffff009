import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCatalogFixture, HIDDEN_PRODUCT_ID, type Fixture } from '../../../test/catalog-fixture';
import { createTestDatabase, TEST_DATABASE_KIND, type TestDatabase } from '../../../test/database';
import { loadListedProduct, loadProduct } from './load-product';

/**
 * The shop's product page reads the listing's copy of a product's colours (decision 064). After every
 * kind of change, written by another writer than the catalogue's code (as the back-office, a sale or a
 * hand-made fix would), the copy must equal what the tables say at once: never staler than the last
 * committed change.
 */
let database: TestDatabase;
let fixture: Fixture;

beforeAll(async () => {
  database = await createTestDatabase();
  fixture = await writeCatalogFixture(database.db);
});

afterAll(async () => {
  await database.close();
});

const PRODUCT = 1;

async function pageAndTables(productId = PRODUCT) {
  const page = await loadListedProduct(database.db, { productId });
  const tables = await loadProduct(database.db, { productId });
  return { page: page?.colors, tables: tables?.colors };
}

async function expectCopyCurrent(productId = PRODUCT) {
  const { page, tables } = await pageAndTables(productId);
  expect(page).toBeDefined();
  expect(page).toEqual(tables);
  return page ?? [];
}

describe(`the product page's copy of its colours (${TEST_DATABASE_KIND})`, () => {
  it('is what the tables hold after a sale takes a unit', async () => {
    const variantId = fixture.variant(PRODUCT, 'Café', '27');
    await database.db.execute(sql`UPDATE variants SET stock = stock - 1 WHERE id = ${variantId}`);
    const colors = await expectCopyCurrent();
    const size = colors.flatMap((color) => color.variants).find((entry) => entry.variantId === variantId);
    expect(size?.stock).toBe(4);
  });

  it('follows a price change, a renamed colour and a colour added before its sizes', async () => {
    const variantId = fixture.variant(PRODUCT, 'Café', '26');
    await database.db.execute(sql`UPDATE variants SET price_cents = 199900 WHERE id = ${variantId}`);
    await database.db.execute(
      sql`UPDATE colors SET name = 'Chocolate' WHERE product_id = ${PRODUCT} AND name = 'Café'`,
    );
    await database.db.execute(
      sql`INSERT INTO colors (product_id, name, hex, position) VALUES (${PRODUCT}, 'Miel', '#b5651d', 9)`,
    );
    const colors = await expectCopyCurrent();
    expect(colors.map((color) => color.name)).toEqual(['Chocolate', 'Negro', 'Miel']);
    expect(colors.at(-1)?.variants).toEqual([]);
  });

  it("follows a picture's order and a size's new name", async () => {
    await database.db.execute(
      sql`UPDATE color_images SET position = -position WHERE color_id IN (SELECT id FROM colors WHERE product_id = ${PRODUCT})`,
    );
    await database.db.execute(sql`UPDATE sizes SET display_name = 'MX 27 (US 9)' WHERE name = '27'`);
    const colors = await expectCopyCurrent();
    expect(
      colors.flatMap((color) => color.variants).some((size) => size.displayName === 'MX 27 (US 9)'),
    ).toBe(true);
  });

  it('goes with a size removed, and the page with the product hidden', async () => {
    const variantId = fixture.variant(PRODUCT, 'Negro', '26');
    await database.db.execute(sql`DELETE FROM variants WHERE id = ${variantId}`);
    await expectCopyCurrent();

    await database.db.execute(sql`UPDATE products SET hidden = true WHERE id = ${PRODUCT}`);
    expect(await loadListedProduct(database.db, { productId: PRODUCT })).toBeUndefined();
    expect(await loadListedProduct(database.db, { productId: HIDDEN_PRODUCT_ID })).toBeUndefined();
    expect((await loadProduct(database.db, { productId: PRODUCT }))?.hidden).toBe(true);
  });
});
