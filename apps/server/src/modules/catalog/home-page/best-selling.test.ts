import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SQL } from 'drizzle-orm';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../config';
import { bills, selectionItems, users } from '../../../db/schema';
import { HIDDEN_PRODUCT_ID, writeCatalogFixture, type Fixture } from '../../../test/catalog-fixture';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { storedOrder } from '../../../test/rows/stored-order';
import { unitsSoldPerVariantSql } from '../../orders';
import { CatalogAnswers } from '../catalog-answers';

/**
 * 'Lo más vendido' on the home: the owner's pinned products when there are some, otherwise the products
 * that sold most units over the last 30 days, exact at every read.
 */
let database: TestDatabase;
let fixture: Fixture;
let app: FastifyInstance;
let shopperId: number;
let orders = 0;

const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  database = await createTestDatabase();
  fixture = await writeCatalogFixture(database.db);
  app = await buildApp(loadConfig({ LOG_LEVEL: 'silent' }), { database });
  const [shopper] = await database.db
    .insert(users)
    .values({ issuer: 'https://idp.test', subject: 'vendidos', email: 'vendidos@correo.test', name: 'Ana' })
    .returning();
  shopperId = shopper!.id;
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(bills);
  // The fixture pins three products; these tests start with none pinned.
  await database.db.delete(selectionItems).where(eq(selectionItems.selection, 'bestSelling'));
});

/** An order counted as sold, of `quantity` units of one size, placed `daysAgo` days ago. */
async function sold(
  variant: [productId: number, color: string, size: string],
  quantity: number,
  daysAgo = 0,
) {
  orders += 1;
  const [productId, color, size] = variant;
  await storedOrder(database.db, {
    userId: shopperId,
    reference: `NW-VENDIDOS-${orders}`,
    paymentMethod: 'card',
    shippingStatus: 'En proceso',
    createdAt: new Date(Date.now() - daysAgo * DAY_MS),
    lines: [
      {
        productId,
        variantId: fixture.variant(productId, color, size),
        productName: `Producto ${productId}`,
        colorName: color,
        sizeName: size,
        quantity,
        unitPriceCents: 100_00,
      },
    ],
  });
}

const bestSelling = async () =>
  ((await app.inject('/api/selection/bestSelling')).json() as { product_id: number }[]).map(
    (item) => item.product_id,
  );

describe("the home's 'Lo más vendido' row", () => {
  it('shows what sold most over the last 30 days when the owner pinned nothing, hidden products left out', async () => {
    await sold([2, 'Miel', '24'], 3);
    await sold([2, 'Miel', '24.5'], 1, 29);
    await sold([4, 'Negro', '58'], 2);
    await sold([1, 'Café', '27'], 50, 31); // before the 30 days
    await sold([HIDDEN_PRODUCT_ID, 'Café', '27'], 9);
    expect(await bestSelling()).toEqual([2, 4]);
  });

  it('shows a new sale at the very next read, however often the home was read before', async () => {
    await sold([2, 'Miel', '24'], 1);
    expect(await bestSelling()).toEqual([2]);
    expect(await bestSelling()).toEqual([2]);
    await sold([4, 'Negro', '58'], 5);
    expect(await bestSelling()).toEqual([4, 2]);
  });

  it('shows the owner’s pinned products instead, in the owner’s order, as soon as they are pinned', async () => {
    await sold([2, 'Miel', '24'], 3);
    expect(await bestSelling()).toEqual([2]);
    await database.db.insert(selectionItems).values([
      { selection: 'bestSelling', position: 0, variantId: fixture.variant(5, 'Café', '32') },
      { selection: 'bestSelling', position: 1, variantId: fixture.variant(1, 'Café', '27') },
    ]);
    expect(await bestSelling()).toEqual([5, 1]);
  });
});

describe("'Lo más vendido' remembered until a sale", () => {
  /** The catalogue's answers, with the 30 days' sales subquery counted each time it is asked for. */
  async function countedAnswers() {
    const asked = { times: 0 };
    const answers = await CatalogAnswers.start(database, (now: Date, days: number): SQL => {
      asked.times += 1;
      return unitsSoldPerVariantSql(now, days);
    });
    const read = async () => (await answers.selection('bestSelling')).map((item) => item.product_id);
    return { asked, read, stop: () => answers.stop() };
  }

  it('adds up the 30 days once for reads in a row, and again at the first read after a sale is paid', async () => {
    const answers = await countedAnswers();
    try {
      await sold([2, 'Miel', '24'], 1);
      // Until the cache knows when the clock next changes an answer (asked once it starts, and after each
      // change), it keeps nothing; on a loaded machine that takes a few reads. Then reads come from memory.
      await expect
        .poll(async () => {
          const before = answers.asked.times;
          await answers.read();
          return answers.asked.times === before;
        })
        .toBe(true);
      const remembered = answers.asked.times;
      expect(await answers.read()).toEqual([2]);
      expect(await answers.read()).toEqual([2]);
      expect(answers.asked.times).toBe(remembered);

      await sold([4, 'Negro', '58'], 5);
      expect(await answers.read()).toEqual([4, 2]);
      expect(answers.asked.times).toBe(remembered + 1);
    } finally {
      await answers.stop();
    }
  });
});
