import type { Bill } from '@store/contract';
import type { AdminOrderDetail, AuditResponse } from '@store/contract/admin';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMessages } from '../../../db/schema';
import { paidOrder } from '../../../test/paid-order';
import { useTestShop, type Shopper } from '../../../test/shop-server';
import { renderMessage } from '../../mail';
import { TRACKING_ONLY_WHILE_SHIPPED } from './correct-tracking';

const STAFF = 'mostrador@tienda.test';
const shop = useTestShop({ owner: STAFF, shoppers: 'guia', bootStock: 40 });

const admin = (path: string, body?: unknown, who: Shopper = shop.owner) =>
  shop.call(who, body === undefined ? 'GET' : 'POST', `/admin${path}`, body);
const detail = async (orderId: number) =>
  (await admin(`/orders/${orderId}`)).body as unknown as AdminOrderDetail;
const correct = (orderId: number, body: unknown, who?: Shopper) =>
  admin(`/orders/${orderId}/tracking`, body, who);

/** A shopper's order, shipped by hand with a mistyped guide. */
async function shippedByHand() {
  const shopper = await shop.newShopper();
  const orderId = await paidOrder(shop.database.db, shop.url, shopper, shop.boot);
  const shipped = { status: 'enviado', carrier: 'DHL', tracking_number: '1234567809' };
  expect((await admin(`/orders/${orderId}/status`, shipped)).status).toBe(200);
  return { shopper, orderId };
}

const shippedMails = async (orderId: number) =>
  (
    await shop.database.db
      .select({ kind: outboxMessages.kind, payload: outboxMessages.payload })
      .from(outboxMessages)
      .where(eq(outboxMessages.orderId, orderId))
      .orderBy(asc(outboxMessages.id))
  ).filter((message) => message.kind === 'order-shipped');

describe('correcting the guide of a shipped order', () => {
  it('shows the new guide to staff and the shopper, e-mails it as a correction and audits what it replaced', async () => {
    const { shopper, orderId } = await shippedByHand();
    const answer = await correct(orderId, { carrier: 'Estafeta', tracking_number: ' 1234 5678 90 ' });
    expect(answer.status).toBe(200);
    expect((answer.body as unknown as AdminOrderDetail).shipping).toMatchObject({
      carrier: 'Estafeta',
      tracking_number: '1234567890',
      has_label: false,
    });
    const bill = (await shop.call(shopper, 'GET', `/bills?bill_id=${orderId}`)).body as unknown as Bill;
    expect(bill.shipping_status).toBe('enviado');
    expect(bill.shipping_tracking_number).toBe('1234567890');
    expect(bill.tracking_url).toContain('1234567890');

    const mails = await shippedMails(orderId);
    expect(mails).toHaveLength(2);
    const rendered = await renderMessage(
      'order-shipped',
      mails[1]!.payload as Parameters<typeof renderMessage<'order-shipped'>>[1],
      { publicUrl: 'https://tienda.test' },
    );
    expect(rendered.subject).toBe(`Corregimos la guía de tu pedido #${orderId}`);
    expect(rendered.text).toContain('El número de guía que te enviamos tenía un error');
    expect(rendered.text).toContain('Estafeta');
    expect(rendered.text).toContain('1234567890');

    const audit = (await admin('/audit?page=1')).body as unknown as AuditResponse;
    expect(audit.entries.find((entry) => entry.details.order === orderId)?.sentence).toBe(
      `Corrigió la guía del pedido #${orderId}: DHL 1234567809 → Estafeta 1234567890`,
    );
  });

  it('refuses a bad guide, an order not on its way and a shopper, changing nothing', async () => {
    const { shopper, orderId } = await shippedByHand();
    const before = await detail(orderId);
    const bad = await correct(orderId, { carrier: 'DHL', tracking_number: '12' });
    expect(bad).toMatchObject({
      status: 400,
      body: {
        error: 'Escribe el número de guía: de 4 a 40 letras, números o guiones.',
        field: 'tracking_number',
      },
    });
    expect((await correct(orderId, { carrier: 'Correos', tracking_number: '1234567890' })).status).toBe(400);
    expect((await correct(orderId, { carrier: 'DHL', tracking_number: '1234567890' }, shopper)).status).toBe(
      404,
    );
    expect((await detail(orderId)).shipping).toEqual(before.shipping);
    expect(await shippedMails(orderId)).toHaveLength(1);

    const waiting = await paidOrder(shop.database.db, shop.url, await shop.newShopper(), shop.boot);
    expect(await correct(waiting, { carrier: 'DHL', tracking_number: '1234567890' })).toMatchObject({
      status: 409,
      body: { error: TRACKING_ONLY_WHILE_SHIPPED },
    });
    expect((await detail(waiting)).shipping.tracking_number).toBeNull();
  });
});
