import type { AdminOrderDetail, AuditResponse } from '@store/contract/admin';
import type { Bill } from '@store/contract';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { outboxMessages } from '../../../db/schema';
import { paidOrder } from '../../../test/paid-order';
import { useTestShop, type Shopper } from '../../../test/shop-server';
import { renderMessage } from '../../mail';
import { billLines, billStatusChanges } from '../tables';
import { UNDO_ONLY_DELIVERED, UNDO_RETURN_ASKED, UNDO_TOO_LATE } from './undo-delivery';

const STAFF = 'bodega@tienda.test';
const shop = useTestShop({ owner: STAFF, shoppers: 'entrega', bootStock: 40 });

const admin = (method: 'GET' | 'POST', path: string, body?: unknown) =>
  shop.call(shop.owner, method, `/admin${path}`, body);
const detail = async (orderId: number) =>
  (await admin('GET', `/orders/${orderId}`)).body as unknown as AdminOrderDetail;
const undo = (orderId: number) => admin('POST', `/orders/${orderId}/undo-delivery`);

/** A shopper's order shipped by hand and marked delivered by staff: its id and shopper. */
async function delivered(): Promise<{ orderId: number; shopper: Shopper }> {
  const shopper = await shop.newShopper();
  const orderId = await paidOrder(shop.database.db, shop.url, shopper, shop.boot);
  const shipped = { status: 'enviado', carrier: 'DHL', tracking_number: '1234567890' };
  expect((await admin('POST', `/orders/${orderId}/status`, shipped)).status).toBe(200);
  expect((await admin('POST', `/orders/${orderId}/status`, { status: 'entregado' })).status).toBe(200);
  return { orderId, shopper };
}

/** A return of the order's first unit, asked by its shopper. */
async function askReturn(shopper: Shopper, orderId: number) {
  const [line] = await shop.database.db.select().from(billLines).where(eq(billLines.orderId, orderId));
  return shop.call(shopper, 'POST', `/bills/${orderId}/returns`, {
    lines: [{ order_line_id: line!.id, quantity: 1 }],
    reason: 'No me quedó la talla',
  });
}

/** The order's messages as the outbox holds them, oldest first: key, kind and state. */
const messagesOf = async (orderId: number) =>
  (
    await shop.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.orderId, orderId))
      .orderBy(asc(outboxMessages.id))
  ).map((row) => ({ key: row.key, kind: row.kind, payload: row.payload, status: row.status }));

/** The delivered e-mail once the shop's own sender (polling every second) sent it. */
async function deliveredMailSent(orderId: number) {
  await vi.waitFor(
    async () => {
      const [row] = await shop.database.db
        .select({ status: outboxMessages.status })
        .from(outboxMessages)
        .where(eq(outboxMessages.key, `order:${orderId}:delivered`));
      expect(row?.status).toBe('sent');
    },
    { timeout: 15_000, interval: 100 },
  );
}

/**
 * The delivered e-mail as if it had not gone yet: waiting, due in a day. Set once the sender is done
 * with it, so the sender cannot be halfway through sending it meanwhile.
 */
async function holdDeliveredMail(orderId: number) {
  await deliveredMailSent(orderId);
  await shop.database.db
    .update(outboxMessages)
    .set({
      status: 'pending',
      sentAt: null,
      claimedUntil: null,
      nextAttemptAt: new Date(Date.now() + 24 * 60 * 60_000),
    })
    .where(eq(outboxMessages.key, `order:${orderId}:delivered`));
}

async function auditOf(orderId: number) {
  const page = (await admin('GET', '/audit?page=1')).body as unknown as AuditResponse;
  return page.entries.filter((entry) => entry.details.order === orderId).map((entry) => entry.sentence);
}

/** The clock moved on: the delivery happened `minutes` ago (plus a second). */
const deliveredAgo = (orderId: number, minutes: number) =>
  shop.database.db
    .update(billStatusChanges)
    .set({ changedAt: new Date(Date.now() - minutes * 60_000 - 1_000) })
    .where(and(eq(billStatusChanges.orderId, orderId), eq(billStatusChanges.status, 'entregado')));

describe("'Deshacer entregado'", () => {
  it('takes a delivery back before its e-mail went: the order is enviado again and the e-mail never goes', async () => {
    const { orderId, shopper } = await delivered();
    await holdDeliveredMail(orderId);
    const until = (await detail(orderId)).shipping.undo_delivery_until;
    expect(until).toBeDefined();
    expect(new Date(until!).getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);

    const answer = await undo(orderId);
    expect(answer.status).toBe(200);
    const order = answer.body as unknown as AdminOrderDetail;
    expect(order.shipping_status).toBe('enviado');
    expect(order.shipping).toMatchObject({ carrier: 'DHL', tracking_number: '1234567890' });
    expect(order.shipping.undo_delivery_until).toBeUndefined();
    expect(order.history.map((change) => [change.status, change.changed_by])).toEqual([
      ['enviado', STAFF],
      ['entregado', STAFF],
      ['enviado', STAFF],
    ]);
    expect((await messagesOf(orderId)).map((message) => message.kind)).toEqual([
      'order-received',
      'staff-new-order',
      'order-shipped',
    ]);
    expect(await auditOf(orderId)).toContain(
      `Deshizo la entrega del pedido #${orderId}: vuelve a estar enviado; el correo de entregado no había salido y ya no sale`,
    );
    // The shopper sees it on its way, and cannot ask for a return of what has not arrived.
    const bill = (await shop.call(shopper, 'GET', `/bills?bill_id=${orderId}`)).body as unknown as Bill;
    expect(bill.shipping_status).toBe('enviado');
    expect((await askReturn(shopper, orderId)).status).toBe(422);

    // Delivered for real later: the shopper hears of it then.
    expect((await admin('POST', `/orders/${orderId}/status`, { status: 'entregado' })).status).toBe(200);
    expect((await messagesOf(orderId)).filter((message) => message.kind === 'order-delivered')).toHaveLength(
      1,
    );
  });

  it('writes to the shopper that the order is still on its way when the delivered e-mail already went', async () => {
    const { orderId } = await delivered();
    await deliveredMailSent(orderId);
    expect((await undo(orderId)).status).toBe(200);
    const messages = await messagesOf(orderId);
    expect(messages.map((message) => [message.kind, message.status === 'sent'])).toEqual([
      ['order-received', expect.any(Boolean)],
      ['staff-new-order', expect.any(Boolean)],
      ['order-shipped', expect.any(Boolean)],
      ['order-delivered', true],
      ['order-shipped', expect.any(Boolean)],
    ]);
    const correction = messages.at(-1)!;
    const rendered = await renderMessage(
      'order-shipped',
      correction.payload as Parameters<typeof renderMessage<'order-shipped'>>[1],
      { publicUrl: 'https://tienda.test' },
    );
    expect(rendered.subject).toBe(`Tu pedido #${orderId} aún va en camino`);
    expect(rendered.text).toContain('Te escribimos por error que tu pedido ya se había entregado');
    expect(rendered.text).toContain('1234567890');
    expect(await auditOf(orderId)).toContain(
      `Deshizo la entrega del pedido #${orderId}: vuelve a estar enviado y el cliente recibe un correo que aclara que su pedido aún va en camino`,
    );
    // The real delivery later is told again, under a key of its own.
    expect((await admin('POST', `/orders/${orderId}/status`, { status: 'entregado' })).status).toBe(200);
    expect(
      (await messagesOf(orderId)).filter((message) => message.kind === 'order-delivered').map((m) => m.key),
    ).toEqual([`order:${orderId}:delivered`, `order:${orderId}:delivered:2`]);
  });

  it('is refused after ten minutes, changing nothing', async () => {
    const { orderId } = await delivered();
    await holdDeliveredMail(orderId);
    await deliveredAgo(orderId, 9);
    expect((await detail(orderId)).shipping.undo_delivery_until).toBeDefined();
    await deliveredAgo(orderId, 10);
    const before = await detail(orderId);
    expect(before.shipping.undo_delivery_until).toBeUndefined();
    const answer = await undo(orderId);
    expect(answer).toMatchObject({ status: 409, body: { error: UNDO_TOO_LATE } });
    const { messages: _after, ...after } = await detail(orderId);
    const { messages: _before, ...rest } = before;
    expect(after).toEqual(rest);
    expect((await messagesOf(orderId)).map((message) => message.kind)).toContain('order-delivered');
  });

  it('is refused once the shopper asked for a return, and no longer offered; and for an order not delivered', async () => {
    const { orderId, shopper } = await delivered();
    expect((await detail(orderId)).shipping.undo_delivery_until).toBeDefined();
    expect((await askReturn(shopper, orderId)).status).toBe(201);
    // The order page offers 'Deshacer entregado' only while the server would take it.
    expect((await detail(orderId)).shipping.undo_delivery_until).toBeUndefined();
    expect(await undo(orderId)).toMatchObject({ status: 409, body: { error: UNDO_RETURN_ASKED } });
    expect((await detail(orderId)).shipping_status).toBe('entregado');

    const waiting = await paidOrder(shop.database.db, shop.url, await shop.newShopper(), shop.boot);
    expect(await undo(waiting)).toMatchObject({ status: 409, body: { error: UNDO_ONLY_DELIVERED } });
  });

  it('is the team’s: a shopper gets the back-office’s 404', async () => {
    const { orderId, shopper } = await delivered();
    expect((await shop.call(shopper, 'POST', `/admin/orders/${orderId}/undo-delivery`)).status).toBe(404);
    expect((await detail(orderId)).shipping_status).toBe('entregado');
  });
});
