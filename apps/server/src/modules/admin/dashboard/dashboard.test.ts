import type { ShippingStatus } from '@store/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bills } from '../../../db/schema';
import { startAdminTestApp, type AdminTestAppWithCatalogue } from '../../../test/admin-app';
import { storedOrder, storedShopper } from '../../../test/rows/stored-order';
import { todaysSales } from './todays-sales';

let t: AdminTestAppWithCatalogue;
let shopperId: number;
let billCount = 0;

beforeAll(async () => {
  t = await startAdminTestApp({ catalogue: true });
  shopperId = await storedShopper(t.database.db);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(bills);
});

/** A paid order as the webhook leaves it; only what the back-office home counts matters here. */
async function placeOrder(totalPesos: number, status: ShippingStatus = 'En proceso', createdAt?: Date) {
  billCount += 1;
  await storedOrder(t.database.db, {
    userId: shopperId,
    reference: `NW-PRUEBA-${billCount}`,
    totalCents: totalPesos * 100,
    shippingStatus: status,
    createdAt,
  });
}

const dashboard = (query = '', sid = t.staff.sid) =>
  t.app.inject({ url: `/api/admin/dashboard${query}`, cookies: { sid } });

describe("today's orders and sales", () => {
  it('count the Mexico City day, whatever the server’s own clock zone, and leave cancelled orders out', async () => {
    // 23:30 on 9 March in Mexico City (UTC-6, no daylight saving time since 2022) is already the 10th in UTC.
    const now = new Date('2026-03-10T05:30:00Z');
    await placeOrder(100, 'En proceso', new Date('2026-03-09T05:59:00Z')); // 23:59 on the 8th there
    await placeOrder(250, 'enviado', new Date('2026-03-09T06:00:00Z')); // midnight of the 9th there
    await placeOrder(1000, 'cancelado', new Date('2026-03-09T18:00:00Z'));
    await placeOrder(499.5, 'En proceso', new Date('2026-03-10T05:00:00Z')); // 23:00 on the 9th there
    await placeOrder(70, 'entregado', new Date('2026-03-10T06:00:00Z')); // tomorrow there

    expect(await todaysSales(t.database.db, now)).toEqual({
      orders: 2,
      salesCents: 74_950,
      grossCents: 74_950,
      refundsCents: 0,
      awaitingShipment: 2,
    });
  });

  it('are zero on a day without orders', async () => {
    expect(await todaysSales(t.database.db, new Date('2026-03-10T05:30:00Z'))).toEqual({
      orders: 0,
      salesCents: 0,
      grossCents: 0,
      refundsCents: 0,
      awaitingShipment: 0,
    });
  });

  it('reach the back-office home in pesos, with the orders waiting to be shipped', async () => {
    await placeOrder(2499, 'En proceso');
    await placeOrder(3000.25, 'enviado');
    await placeOrder(599, 'cancelado');
    await placeOrder(10, 'En proceso', new Date('2020-01-01T12:00:00Z'));

    const response = await dashboard();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.today).toEqual({ orders: 2, sales: 5499.25, gross_sales: 5499.25, refunds: 0 });
    expect(body.awaiting_shipment).toBe(2);
  });
});
