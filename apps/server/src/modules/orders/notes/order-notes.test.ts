import type { AdminOrderDetail } from '@store/contract/admin';
import { describe, expect, it } from 'vitest';
import { paidOrder } from '../../../test/paid-order';
import { useTestShop } from '../../../test/shop-server';

const STAFF = 'encargada@tienda.test';
const shop = useTestShop({ owner: STAFF, shoppers: 'notas', bootStock: 10 });

const call = (method: 'GET' | 'POST', path: string, body?: unknown) =>
  shop.call(shop.owner, method, `/admin${path}`, body);
const detail = async (orderId: number) =>
  (await call('GET', `/orders/${orderId}`)).body as unknown as AdminOrderDetail;

describe("an order's internal notes", () => {
  it('keeps each note in the order’s history with who and when, writes it in the Bitácora, and hides it from the shopper', async () => {
    const shopper = await shop.newShopper();
    const orderId = await paidOrder(shop.database.db, shop.url, shopper, shop.boot, 1);

    const first = await call('POST', `/orders/${orderId}/notes`, {
      text: '  Pidió envolver para regalo.\nSin factura. ',
    });
    expect(first.status).toBe(201);
    expect((first.body as unknown as AdminOrderDetail).notes).toEqual([
      {
        id: expect.any(Number),
        text: 'Pidió envolver para regalo.\nSin factura.',
        written_by: STAFF,
        written_at: expect.any(String),
      },
    ]);
    expect(
      (await call('POST', `/orders/${orderId}/notes`, { text: 'Llamó: cambia a talla 28.' })).status,
    ).toBe(201);
    expect((await detail(orderId)).notes.map((note) => note.text)).toEqual([
      'Pidió envolver para regalo.\nSin factura.',
      'Llamó: cambia a talla 28.',
    ]);

    const audit = (await call('GET', '/audit?kind=pedidos')).body as {
      entries: { sentence: string; actor: string }[];
    };
    expect(audit.entries[0]).toMatchObject({
      actor: STAFF,
      sentence: `Anotó en el pedido #${orderId}: «Llamó: cambia a talla 28.»`,
    });

    const own = await shop.call(shopper, 'GET', `/bills?bill_id=${orderId}`);
    expect(JSON.stringify(own.body)).not.toContain('talla 28');
  });

  it('refuses an empty or too long note, or an order that does not exist, in Spanish, keeping nothing', async () => {
    const shopper = await shop.newShopper();
    const orderId = await paidOrder(shop.database.db, shop.url, shopper, shop.boot, 1);
    for (const body of [{ text: '   ' }, { text: 'x'.repeat(1001) }, {}, { text: 'hola', extra: 1 }]) {
      const response = await call('POST', `/orders/${orderId}/notes`, body);
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    const empty = await call('POST', `/orders/${orderId}/notes`, { text: ' ' });
    expect(empty.body).toMatchObject({ error: 'Escribe la nota: de 1 a 1000 caracteres.' });
    const missing = await call('POST', '/orders/999999/notes', { text: 'hola' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Pedido no encontrado' });
    expect((await detail(orderId)).notes).toEqual([]);
  });
});
