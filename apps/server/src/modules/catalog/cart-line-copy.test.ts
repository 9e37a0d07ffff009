import type { CartLine } from '@store/contract';
import { finalPriceCents, toPesos } from '@store/money';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCatalogFixture, HIDDEN_PRODUCT_ID, type Fixture } from '../../test/catalog-fixture';
import { createTestDatabase, TEST_DATABASE_KIND, type TestDatabase } from '../../test/database';
import { cartLines } from './cart-lines';
import { loadProduct } from './product/load-product';

/**
 * A cart's lines come from the cart's read model (decision 067). After every kind of change, written by
 * another writer than the catalogue's code (the back-office, a sale, a hand-made fix), each line must say
 * what the tables say at once, as the editor reads them live: never staler than the last committed change.
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

/** The lines of every variant of `productId`, as its tables hold them now (the editor's live read). */
async function linesFromTables(productId: number): Promise<CartLine[]> {
  const product = await loadProduct(database.db, { productId });
  if (!product) return [];
  return product.colors.flatMap((color) =>
    color.variants.map((variant) => ({
      product_id: product.productId,
      variant_id: variant.variantId,
      name: product.name,
      image: color.images[0] ?? null,
      size_name: variant.sizeName,
      color_name: color.name,
      stock: variant.stock,
      price: toPesos(variant.priceCents),
      final_price: toPesos(finalPriceCents(variant.priceCents, variant.discountPercentage)),
      discount_percentage: variant.discountPercentage,
    })),
  );
}

/** The cart's lines of every variant of `productId` equal the tables', and are answered. */
async function expectLinesCurrent(productId = PRODUCT): Promise<CartLine[]> {
  const expected = await linesFromTables(productId);
  expect(expected.length).toBeGreaterThan(0);
  const lines = await cartLines(
    database.db,
    expected.map((line) => line.variant_id),
  );
  expect(lines).toEqual(expected);
  return lines;
}

describe(`the cart's copy of its lines (${TEST_DATABASE_KIND})`, () => {
  it('answers in the order asked, and leaves out what is unknown', async () => {
    const first = fixture.variant(PRODUCT, 'Café', '26');
    const second = fixture.variant(PRODUCT, 'Café', '27');
    const lines = await cartLines(database.db, [second, 9_999_999, first]);
    expect(lines.map((line) => line.variant_id)).toEqual([second, first]);
  });

  it('is what the tables hold after a sale takes a unit and a price changes', async () => {
    const sold = fixture.variant(PRODUCT, 'Café', '27');
    await database.db.execute(sql`UPDATE variants SET stock = stock - 1 WHERE id = ${sold}`);
    const repriced = fixture.variant(PRODUCT, 'Café', '26');
    await database.db.execute(
      sql`UPDATE variants SET price_cents = 199900, discount_percentage = 15 WHERE id = ${repriced}`,
    );
    const lines = await expectLinesCurrent();
    expect(lines.find((line) => line.variant_id === sold)?.stock).toBe(4);
    expect(lines.find((line) => line.variant_id === repriced)).toMatchObject({
      price: 1999,
      final_price: 1699.15,
      discount_percentage: 15,
    });
  });

  it("follows a renamed product, colour and size, and a picture's new order", async () => {
    await database.db.execute(sql`UPDATE products SET name = 'Bota vaquera Ariat' WHERE id = ${PRODUCT}`);
    await database.db.execute(
      sql`UPDATE colors SET name = 'Chocolate' WHERE product_id = ${PRODUCT} AND name = 'Café'`,
    );
    await database.db.execute(sql`UPDATE sizes SET name = '27 MX' WHERE name = '27'`);
    await database.db.execute(
      sql`UPDATE color_images SET position = -position WHERE color_id IN (SELECT id FROM colors WHERE product_id = ${PRODUCT})`,
    );
    const lines = await expectLinesCurrent();
    expect(new Set(lines.map((line) => line.name))).toEqual(new Set(['Bota vaquera Ariat']));
    expect(lines.map((line) => line.color_name)).toContain('Chocolate');
    expect(lines.map((line) => line.size_name)).toContain('27 MX');
  });

  it('follows a variant moved to another colour and one removed', async () => {
    const moved = fixture.variant(PRODUCT, 'Negro', '27');
    await database.db.execute(
      sql`INSERT INTO colors (product_id, name, hex, position) VALUES (${PRODUCT}, 'Miel', '#b5651d', 9)`,
    );
    await database.db.execute(
      sql`UPDATE variants SET color_id = (SELECT id FROM colors WHERE product_id = ${PRODUCT} AND name = 'Miel') WHERE id = ${moved}`,
    );
    const removed = fixture.variant(PRODUCT, 'Negro', '26');
    await database.db.execute(sql`DELETE FROM variants WHERE id = ${removed}`);
    const lines = await expectLinesCurrent();
    expect(lines.find((line) => line.variant_id === moved)?.color_name).toBe('Miel');
    expect(await cartLines(database.db, [removed])).toEqual([]);
  });

  it('leaves out a hidden product, and answers again once it is shown', async () => {
    const variantIds = (await linesFromTables(PRODUCT)).map((line) => line.variant_id);
    await database.db.execute(sql`UPDATE products SET hidden = true WHERE id = ${PRODUCT}`);
    expect(await cartLines(database.db, variantIds)).toEqual([]);
    const hiddenAll = (await linesFromTables(HIDDEN_PRODUCT_ID)).map((line) => line.variant_id);
    expect(await cartLines(database.db, hiddenAll)).toEqual([]);

    await database.db.execute(sql`UPDATE products SET hidden = false WHERE id = ${PRODUCT}`);
    await expectLinesCurrent();
  });
});
