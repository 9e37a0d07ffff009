import type { Fulfilment, ShippingStatus } from '@store/contract';
import type { AdminPackingSlip, AdminPickList } from '@store/contract/admin';
import QRCode from 'qrcode';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bills, users } from '../../../db/schema';
import { startAdminTestApp, signIn, type AdminTestAppWithCatalogue } from '../../../test/admin-app';
import { storedOrder } from '../../../test/rows/stored-order';

let t: AdminTestAppWithCatalogue;
let shopperId: number;
let sessions = 0;

const ADDRESS =
  'Av. Independencia 1001, Col. Zona Centro, C.P. 31000, Chihuahua, Chihuahua. Indicaciones: Portón café';

const PICKUP_ADDRESS =
  'Recoger en tienda: Norteño Western, Av. Independencia 1001, Zona Centro, 31000 Chihuahua, Chih.';

type Line = { productId: number; color: string; size: string; quantity: number; name?: string };

/** Names as the test catalogue has them (catalog-fixture.ts). */
const PRODUCT_NAMES: Record<number, string> = {
  1: 'Bota vaquera Ariat punta rodeo piel de res',
  2: 'Botín Justin Roper para dama',
  3: 'Suéter tejido Wrangler infantil',
  4: 'Sombrero texano Stetson de fieltro',
};

/** An order as the webhook leaves it, in `status`, with its lines sold at 2,499.00 less 100.00 each. */
async function placeOrder(
  status: ShippingStatus,
  lines: Line[],
  fulfilment: Fulfilment = 'delivery',
): Promise<{ id: number; reference: string }> {
  sessions += 1;
  const reference = `NW-EMPAQ${sessions}`;
  const id = await storedOrder(t.database.db, {
    userId: shopperId,
    reference,
    shippingAddress: fulfilment === 'pickup' ? PICKUP_ADDRESS : ADDRESS,
    shippingStatus: status,
    fulfilment,
    lines: lines.map((line) => ({
      variantId: t.fixture.variant(line.productId, line.color, line.size),
      productId: line.productId,
      productName: line.name ?? PRODUCT_NAMES[line.productId]!,
      colorName: line.color,
      sizeName: line.size,
      quantity: line.quantity,
      unitPriceCents: 2499_00,
      unitDiscountCents: 100_00,
      promotionDiscountCents: 50_00,
      promotionName: 'Buen Fin',
    })),
  });
  return { id, reference };
}

const get = (url: string, sid = t.staff.sid) => t.app.inject({ url, cookies: { sid } });

beforeAll(async () => {
  t = await startAdminTestApp({ catalogue: true });
  const [shopper] = await t.database.db
    .insert(users)
    .values({
      issuer: 'https://idp.test',
      subject: 'rosa',
      email: 'rosa@correo.test',
      name: 'Rosa Kemper',
      phoneNumber: '+526141234567',
    })
    .returning();
  shopperId = shopper!.id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(bills);
});

/** The dark modules a QR path draws, as "row,column" inside its quiet zone. */
function darkModules(path: string, quiet: number): Set<string> {
  const dark = new Set<string>();
  for (const match of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    const [x, y, width] = [Number(match[1]), Number(match[2]), Number(match[3])];
    for (let column = x; column < x + width; column += 1) dark.add(`${y - quiet},${column - quiet}`);
  }
  return dark;
}

describe('the packing slip of an order', () => {
  it('lists what goes in the box, with colour, size, SKU and quantity, who it goes to, and no price', async () => {
    const order = await placeOrder('En proceso', [
      { productId: 1, color: 'Café', size: '26', quantity: 2 },
      { productId: 4, color: 'Negro', size: '58', quantity: 1 },
    ]);

    const answer = await get(`/api/admin/orders/${order.id}/packing-slip`);
    expect(answer.statusCode).toBe(200);
    const slip = answer.json<AdminPackingSlip>();
    expect(slip).toMatchObject({
      bill_id: order.id,
      reference: order.reference,
      recipient: { name: 'Rosa Kemper', phone_number: '+526141234567' },
      fulfilment: 'delivery',
      shipping_address: ADDRESS,
    });
    expect(slip.lines).toEqual([
      {
        product_name: PRODUCT_NAMES[1],
        color_name: 'Café',
        size_name: '26',
        sku: 'p1-c1-26',
        quantity: 2,
      },
      {
        product_name: PRODUCT_NAMES[4],
        color_name: 'Negro',
        size_name: '58',
        sku: 'p4-c5-58',
        quantity: 1,
      },
    ]);
    // Nothing about money: no amount, no promotion, in any field.
    expect(answer.body).not.toMatch(/price|amount|total|discount|promotion|Buen Fin|2499|249900/i);
  });

  it('carries a QR code of the shopper’s page of the order', async () => {
    const order = await placeOrder('enviado', [{ productId: 2, color: 'Miel', size: '24', quantity: 1 }]);
    const slip = (await get(`/api/admin/orders/${order.id}/packing-slip`)).json<AdminPackingSlip>();

    expect(slip.order_url).toMatch(new RegExp(`^http://localhost:\\d+/BuyDetails/${order.id}$`));
    // The path draws exactly the modules of that address's code, inside a quiet zone of 4.
    const expected = QRCode.create(slip.order_url, { errorCorrectionLevel: 'M' }).modules;
    expect(slip.qr.size).toBe(expected.size + 8);
    const drawn = darkModules(slip.qr.path, 4);
    const wanted = new Set<string>();
    for (let row = 0; row < expected.size; row += 1) {
      for (let column = 0; column < expected.size; column += 1) {
        if (expected.get(row, column)) wanted.add(`${row},${column}`);
      }
    }
    expect(drawn.size).toBeGreaterThan(100);
    expect(drawn).toEqual(wanted);
  });

  it('says a pick-up order stays at the store’s counter for its shopper', async () => {
    const order = await placeOrder(
      'En proceso',
      [{ productId: 3, color: 'Gris', size: 'M', quantity: 1 }],
      'pickup',
    );
    const slip = (await get(`/api/admin/orders/${order.id}/packing-slip`)).json<AdminPackingSlip>();
    expect(slip).toMatchObject({
      fulfilment: 'pickup',
      recipient: { name: 'Rosa Kemper', phone_number: '+526141234567' },
      shipping_address: PICKUP_ADDRESS,
    });
  });

  it('answers 404 in Spanish for an order that does not exist, and 404 to a shopper', async () => {
    const missing = await get('/api/admin/orders/999999/packing-slip');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Pedido no encontrado' });

    const order = await placeOrder('En proceso', [{ productId: 3, color: 'Gris', size: 'M', quantity: 1 }]);
    const shopper = await signIn(t.database, 'curioso@correo.test');
    expect((await get(`/api/admin/orders/${order.id}/packing-slip`, shopper)).statusCode).toBe(404);
    expect((await get('/api/admin/pick-list', shopper)).statusCode).toBe(404);
  });
});

describe('the pick list', () => {
  it('sums the units of every order in process by product, colour and size, and names the orders', async () => {
    const first = await placeOrder('En proceso', [
      { productId: 4, color: 'Negro', size: '58', quantity: 1 },
      { productId: 1, color: 'Café', size: '27', quantity: 1 },
    ]);
    // Picked up at the store: its units go to the counter, and the list says so.
    const second = await placeOrder(
      'En proceso',
      [
        { productId: 1, color: 'Café', size: '27', quantity: 2 },
        { productId: 1, color: 'Café', size: '26', quantity: 1 },
        { productId: 3, color: 'Gris', size: 'M', quantity: 1 },
      ],
      'pickup',
    );
    // Neither shipped, cancelled, delivered nor unpaid orders are picked, nor one already at the counter.
    for (const status of [
      'enviado',
      'entregado',
      'cancelado',
      'Pendiente de pago',
      'Pago no recibido',
    ] as const) {
      await placeOrder(status, [{ productId: 1, color: 'Café', size: '27', quantity: 5 }]);
    }
    await placeOrder(
      'Listo para recoger',
      [{ productId: 1, color: 'Café', size: '27', quantity: 5 }],
      'pickup',
    );

    const answer = await get('/api/admin/pick-list');
    expect(answer.statusCode).toBe(200);
    const list = answer.json<AdminPickList>();
    expect(list.orders).toBe(2);
    // Botas, then Sombreros, then Suéter; sizes in the chart's order.
    expect(list.rows).toEqual([
      {
        department: 'Botas',
        product_name: PRODUCT_NAMES[1],
        color_name: 'Café',
        size_name: '26',
        sku: 'p1-c1-26',
        units: 1,
        orders: [{ bill_id: second.id, reference: second.reference, quantity: 1, fulfilment: 'pickup' }],
      },
      {
        department: 'Botas',
        product_name: PRODUCT_NAMES[1],
        color_name: 'Café',
        size_name: '27',
        sku: 'p1-c1-27',
        units: 3,
        orders: [
          { bill_id: first.id, reference: first.reference, quantity: 1, fulfilment: 'delivery' },
          { bill_id: second.id, reference: second.reference, quantity: 2, fulfilment: 'pickup' },
        ],
      },
      {
        department: 'Sombreros',
        product_name: PRODUCT_NAMES[4],
        color_name: 'Negro',
        size_name: '58',
        sku: 'p4-c5-58',
        units: 1,
        orders: [{ bill_id: first.id, reference: first.reference, quantity: 1, fulfilment: 'delivery' }],
      },
      {
        department: 'Suéter',
        product_name: PRODUCT_NAMES[3],
        color_name: 'Gris',
        size_name: 'M',
        sku: 'p3-c4-M',
        units: 1,
        orders: [{ bill_id: second.id, reference: second.reference, quantity: 1, fulfilment: 'pickup' }],
      },
    ]);
    expect(answer.body).not.toMatch(/price|amount|Buen Fin/i);
  });

  it('is empty when no order waits to be packed', async () => {
    await placeOrder('enviado', [{ productId: 1, color: 'Café', size: '27', quantity: 1 }]);
    const answer = await get('/api/admin/pick-list');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ orders: 0, rows: [] });
  });
});
