import type { ShippingStatus } from '@store/contract';
import type { RestockVariant } from '@store/contract/admin';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bills } from '../../../db/schema';
import { startAdminTestApp, type AdminTestAppWithCatalogue } from '../../../test/admin-app';
import { storedOrder, storedShopper } from '../../../test/rows/stored-order';

let t: AdminTestAppWithCatalogue;
let shopperId: number;
let orderCount = 0;

beforeAll(async () => {
  t = await startAdminTestApp({ catalogue: true });
  shopperId = await storedShopper(t.database.db);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(bills);
});

const BOOT = 'Bota vaquera Ariat punta rodeo piel de res';
const ANKLE_BOOT = 'Botín Justin Roper para dama';
const HAT = 'Sombrero texano Stetson de fieltro';
const BELT = 'Cinto piteado Nocona';
const PRODUCT_ID: Record<string, number> = { [BOOT]: 1, [ANKLE_BOOT]: 2, [HAT]: 4, [BELT]: 5 };

/** An order of `units` of one size of the fixture, placed `daysAgo` days before now. */
async function sell(
  product: string,
  color: string,
  size: string,
  units: number,
  options: {
    status?: ShippingStatus;
    daysAgo?: number;
  } = {},
) {
  orderCount += 1;
  const productId = PRODUCT_ID[product]!;
  await storedOrder(t.database.db, {
    userId: shopperId,
    reference: `NW-EXISTENCIAS-${orderCount}`,
    shippingStatus: options.status ?? 'entregado',
    createdAt: new Date(Date.now() - (options.daysAgo ?? 1) * 86_400_000),
    lines: [
      {
        variantId: t.fixture.variant(productId, color, size),
        productId,
        productName: product,
        colorName: color,
        sizeName: size,
        quantity: units,
        unitPriceCents: 10_000,
      },
    ],
  });
}

const get = (url: string, sid = t.staff.sid) => t.app.inject({ url, cookies: { sid } });
const named = (variants: RestockVariant[]) =>
  variants.map((v) => [v.product_name, v.color, v.size, v.stock, v.units_sold]);

describe("the home's low stock", () => {
  it('names the most urgent sizes first: sold out and selling, then what runs out soonest at its pace', async () => {
    await sell(BELT, 'Café', '34', 5);
    await sell(HAT, 'Negro', '57', 10);
    await sell(ANKLE_BOOT, 'Miel', '24', 1);
    // Neither a cancelled order nor one older than 30 days says what sells now.
    await sell(ANKLE_BOOT, 'Miel', '24.5', 100, { status: 'cancelado' });
    await sell(BOOT, 'Negro', '27', 50, { daysAgo: 40 });

    const response = await get('/api/admin/dashboard');
    expect(response.statusCode).toBe(200);
    const { low_stock } = response.json();
    expect(low_stock.threshold).toBe(3);
    expect(low_stock.total).toBe(8);
    expect(named(low_stock.variants)).toEqual([
      [BELT, 'Café', '34', 0, 5],
      [BOOT, 'Café', '26.5', 0, 0],
      [BOOT, 'Negro', '26', 0, 0],
      [BOOT, 'Negro', '27', 0, 0],
      [BELT, 'Café', '32', 0, 0],
      // 1 left selling 10 a month lasts three days; 2 left selling 1 a month, two months.
      [HAT, 'Negro', '57', 1, 10],
      [ANKLE_BOOT, 'Miel', '24', 2, 1],
      [ANKLE_BOOT, 'Miel', '24.5', 1, 0],
    ]);
    expect(low_stock.variants[0]).toEqual({
      product_id: 5,
      variant_id: t.fixture.variant(5, 'Café', '34'),
      product_name: BELT,
      color: 'Café',
      size: '34',
      sku: 'p5-c6-34',
      stock: 0,
      units_sold: 5,
    });
  });

  it('names ten at most, and says how many sizes are low in all', async () => {
    const { low_stock } = (await get('/api/admin/dashboard?threshold=5')).json();
    expect(low_stock.variants).toHaveLength(10);
    expect(low_stock.total).toBe(11);
    // The hidden product's 9 units never show, whatever the threshold.
    const all = (await get('/api/admin/dashboard?threshold=1000')).json();
    expect(all.low_stock.total).toBe(12);
  });

  it('refuses a threshold that is not a whole number from 1 to 1000, in Spanish', async () => {
    for (const query of ['?threshold=0', '?threshold=1001', '?threshold=abc', '?threshold=1&threshold=2']) {
      const response = await get(`/api/admin/dashboard${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error, query).toMatch(/umbral de existencias/);
    }
    const extra = await get('/api/admin/dashboard?limit=5');
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toEqual({ error: 'La petición lleva campos que no se permiten.' });
  });
});

describe("'Ver todas': every low size", () => {
  it('lists every size under the threshold, the fewest units first, or the best-selling first', async () => {
    await sell(HAT, 'Negro', '57', 10);
    await sell(ANKLE_BOOT, 'Miel', '24', 3);

    const byStock = (await get('/api/admin/low-stock')).json();
    expect(byStock.threshold).toBe(3);
    expect(byStock.pagination).toEqual({ page: 1, total: 8, totalPages: 1 });
    expect(byStock.variants.map((v: RestockVariant) => v.stock)).toEqual([0, 0, 0, 0, 0, 1, 1, 2]);
    // Among equal stock, what sells first.
    expect(named(byStock.variants)[5]).toEqual([HAT, 'Negro', '57', 1, 10]);

    const bySales = (await get('/api/admin/low-stock?sort=sales')).json();
    expect(named(bySales.variants).slice(0, 3)).toEqual([
      [HAT, 'Negro', '57', 1, 10],
      [ANKLE_BOOT, 'Miel', '24', 2, 3],
      [BOOT, 'Café', '26.5', 0, 0],
    ]);
  });

  it('finds sizes by product name without regard to accents, or by SKU', async () => {
    const byName = (await get('/api/admin/low-stock?search=botin')).json();
    expect(named(byName.variants)).toEqual([
      [ANKLE_BOOT, 'Miel', '24.5', 1, 0],
      [ANKLE_BOOT, 'Miel', '24', 2, 0],
    ]);
    const bySku = (await get('/api/admin/low-stock?search=p5-c6-3')).json();
    expect(bySku.variants.map((v: RestockVariant) => v.sku)).toEqual(['p5-c6-32', 'p5-c6-34']);
    const none = (await get('/api/admin/low-stock?search=100%25')).json();
    expect(none).toEqual({ threshold: 3, variants: [], pagination: { page: 1, total: 0, totalPages: 1 } });
  });

  it('answers a page at a time', async () => {
    const first = (await get('/api/admin/low-stock?threshold=1000')).json();
    expect(first.pagination).toEqual({ page: 1, total: 12, totalPages: 1 });
    const beyond = (await get('/api/admin/low-stock?threshold=1000&page=2')).json();
    expect(beyond.variants).toEqual([]);
    expect(beyond.pagination.page).toBe(2);
  });

  it('refuses what it does not know, in Spanish, and is not there for a guest', async () => {
    const cases: [string, RegExp][] = [
      ['?sort=price', /orden/],
      ['?page=0', /página/],
      ['?threshold=0', /umbral de existencias/],
      [`?search=${'a'.repeat(101)}`, /a lo más 100/],
    ];
    for (const [query, error] of cases) {
      const response = await get(`/api/admin/low-stock${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error, query).toMatch(error);
    }
    // As every back-office call, it does not exist for a guest.
    const anonymous = await t.app.inject({ url: '/api/admin/low-stock' });
    expect(anonymous.statusCode).toBe(404);
  });
});
