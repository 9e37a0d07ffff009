import type { ShippingStatus } from '@store/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminTestApp, type AdminTestApp } from '../../test/admin-app';
import { storedOrder, storedShopper } from '../../test/rows/stored-order';
import { FROM_THE_SHOP } from '../../test/from-the-shop';

let t: AdminTestApp;
let shopperId: number;
let orderCount = 0;

beforeAll(async () => {
  t = await startAdminTestApp();
  shopperId = await storedShopper(t.database.db);
});
afterAll(() => t.close());

/** An order as the checkout leaves it: paid now (a card) or still waiting for its money (OXXO). */
async function placeOrder(status: ShippingStatus, paidAt: Date | null) {
  orderCount += 1;
  await storedOrder(t.database.db, {
    userId: shopperId,
    reference: `NW-NUEVO-${orderCount}`,
    totalCents: 100_00,
    cardLast4: null,
    shippingStatus: status,
    paidAt,
  });
}

const newOrders = async (cookies: { sid: string }) =>
  (await t.app.inject({ url: '/api/admin/orders/new', cookies })).json().count as number;
const lookAtOrders = (cookies: { sid: string }) =>
  t.app.inject({ headers: FROM_THE_SHOP, method: 'POST', url: '/api/admin/orders/seen', cookies });

describe('the count of new orders', () => {
  it('counts, for each member, the orders paid since they last opened the orders, and restarts when they do', async () => {
    await placeOrder('En proceso', new Date(Date.now() - 60_000));
    // Whoever never looked starts from now, not from every order the shop ever took.
    expect(await newOrders(t.staff)).toBe(0);
    expect(await newOrders(t.clerk)).toBe(0);

    await placeOrder('En proceso', new Date());
    await placeOrder('Pendiente de pago', null); // an OXXO voucher not paid yet is not an order to ship
    expect(await newOrders(t.staff)).toBe(1);
    expect(await newOrders(t.clerk)).toBe(1);

    const seen = await lookAtOrders(t.staff);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().count).toBe(0);
    expect(await newOrders(t.staff)).toBe(0);
    // The clerk has not looked yet: theirs still counts it.
    expect(await newOrders(t.clerk)).toBe(1);

    await placeOrder('En proceso', new Date(Date.now() + 1000));
    expect(await newOrders(t.staff)).toBe(1);
    expect(await newOrders(t.clerk)).toBe(2);
  });

  it('is the team’s alone', async () => {
    expect((await t.app.inject({ url: '/api/admin/orders/new' })).statusCode).toBe(404);
  });
});
