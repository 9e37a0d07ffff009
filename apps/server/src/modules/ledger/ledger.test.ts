import type { Bill } from '@store/contract';
import type { AdminOrderDetail, DashboardResponse } from '@store/contract/admin';
import { formatCentavos } from '@store/money';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billLines, moneyMovements } from '../../db/schema';
import { paidOrder } from '../../test/paid-order';
import { finishedCheckout, payOnHostedPage, requestCheckout } from '../../test/shop-calls';
import { createShopper, useTestShop } from '../../test/shop-server';
import { postSignedEvent, refundEvent } from '../../test/stripe-signature';
import { messagesOfOrder } from '../mail';

const STAFF = 'encargada@tienda.test';
const shop = useTestShop({ owner: STAFF, shoppers: 'libro', bootStock: 40 });

const admin = (method: 'GET' | 'POST', path: string, body?: unknown) =>
  shop.call(shop.owner, method, `/admin${path}`, body);
const detail = async (orderId: number) =>
  (await admin('GET', `/orders/${orderId}`)).body as unknown as AdminOrderDetail;
const rowsOf = (orderId: number) =>
  shop.database.db.select().from(moneyMovements).where(eq(moneyMovements.orderId, orderId));
const subjectsOf = async (orderId: number) =>
  (await messagesOfOrder(shop.database.db, orderId)).map((message) => message.subject);

/** A card purchase of `quantity` boots, shipped and delivered, with a return of `returned` of them received. */
async function returnedOrder(quantity: number, returned: number) {
  const shopper = await shop.newShopper();
  const orderId = await paidOrder(shop.database.db, shop.url, shopper, shop.boot, quantity);
  await admin('POST', `/orders/${orderId}/status`, {
    status: 'enviado',
    carrier: 'DHL',
    tracking_number: '1234567890',
  });
  await admin('POST', `/orders/${orderId}/status`, { status: 'entregado' });
  const [line] = await shop.database.db.select().from(billLines).where(eq(billLines.orderId, orderId));
  const asked = await shop.call(shopper, 'POST', `/bills/${orderId}/returns`, {
    lines: [{ order_line_id: line!.id, quantity: returned }],
    reason: 'No me quedó la talla',
  });
  expect(asked.status).toBe(201);
  const returnId = (asked.body as { requests: { return_id: number }[] }).requests[0]!.return_id;
  expect((await admin('POST', `/returns/${returnId}/approve`)).status).toBe(200);
  expect((await admin('POST', `/returns/${returnId}/receive`)).status).toBe(200);
  const paidCents = returned * (line!.unitPriceCents - line!.unitDiscountCents);
  const refund = () =>
    admin('POST', `/returns/${returnId}/refund`, {
      lines: [{ order_line_id: line!.id, amount: paidCents / 100 }],
      shop_at_fault: false,
    });
  return { shopper, orderId, line: line!, returnId, paidCents, refund };
}

const postEvent = (event: object) => postSignedEvent(shop, event);

describe('the ledger', () => {
  it('records one charge for a card purchase, and the order is Pagado', async () => {
    const shopper = await createShopper(shop.database, 'cargo@correo.test');
    const orderId = await paidOrder(shop.database.db, shop.url, shopper, shop.boot, 2);
    const order = await detail(orderId);
    const rows = await rowsOf(orderId);
    expect(rows).toEqual([
      expect.objectContaining({ kind: 'charge', state: 'succeeded', method: 'card', cardLast4: '4242' }),
    ]);
    expect(rows[0]!.amountCents).toBe(Math.round(order.summary.total_amount * 100));
    expect(order.money).toMatchObject({
      financial_status: 'Pagado',
      charged: order.summary.total_amount,
      refunded: 0,
      net: order.summary.total_amount,
      refunds: [],
    });
  });

  it('a return refunding part of an order: one refund row, Reembolsado parcialmente, the e-mail once, the net everywhere', async () => {
    const { shopper, orderId, paidCents, refund } = await returnedOrder(2, 1);
    expect((await refund()).status).toBe(200);
    const rows = await rowsOf(orderId);
    expect(rows.filter((row) => row.kind === 'refund')).toEqual([
      expect.objectContaining({
        amountCents: paidCents,
        cause: 'return-refunded',
        state: 'succeeded',
        method: 'card',
        cardLast4: '4242',
        requestedBy: 'staff',
        requestedByEmail: STAFF,
      }),
    ]);
    const chargedCents = rows.find((row) => row.kind === 'charge')!.amountCents;
    const order = await detail(orderId);
    expect(order.money).toMatchObject({
      financial_status: 'Reembolsado parcialmente',
      charged: chargedCents / 100,
      refunded: paidCents / 100,
      net: (chargedCents - paidCents) / 100,
    });
    // The shopper's page says the same, with where the money went.
    const mine = (await shop.call(shopper, 'GET', `/bills/list`)).body as unknown as Bill[];
    expect(mine[0]!.money.refunds).toEqual([
      expect.objectContaining({
        amount: paidCents / 100,
        destination: 'card',
        card_last4: '4242',
        state: 'succeeded',
      }),
    ]);
    const subject = `Te devolvimos ${formatCentavos(paidCents)} del pedido #${orderId}`;
    await expect.poll(() => subjectsOf(orderId)).toContain(subject);
    expect((await subjectsOf(orderId)).filter((one) => one === subject)).toHaveLength(1);

    // The list filters by it, and the dashboard counts today's sales net of it.
    const listed = (await admin('GET', '/orders?financial_status=Reembolsado%20parcialmente')).body as {
      orders: { bill_id: number; financial_status: string }[];
    };
    expect(listed.orders.map((row) => row.bill_id)).toContain(orderId);
    expect(listed.orders.every((row) => row.financial_status === 'Reembolsado parcialmente')).toBe(true);
    const paidOnly = (await admin('GET', '/orders?financial_status=Pagado')).body as {
      orders: { bill_id: number }[];
    };
    expect(paidOnly.orders.map((row) => row.bill_id)).not.toContain(orderId);
    const home = (await admin('GET', '/dashboard')).body as unknown as DashboardResponse;
    const all = await shop.database.db.select().from(moneyMovements);
    const sum = (kind: string) =>
      all
        .filter((row) => row.kind === kind && row.state === 'succeeded')
        .reduce((total, row) => total + row.amountCents, 0);
    expect(home.today.gross_sales).toBe(sum('charge') / 100);
    expect(home.today.refunds).toBe(sum('refund') / 100);
    expect(home.today.sales).toBe((sum('charge') - sum('refund')) / 100);
  });

  it('two staff refunding the same return at once refund it once', async () => {
    const { orderId, refund } = await returnedOrder(3, 2);
    const answers = await Promise.all([refund(), refund()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refunds = (await rowsOf(orderId)).filter((row) => row.kind === 'refund');
    expect(refunds).toHaveLength(1);
    const atProvider = await shop.stripe.refunds.retrieve(refunds[0]!.providerId ?? '');
    expect(
      (await shop.stripe.refunds.list({ payment_intent: atProvider.payment_intent as string })).data,
    ).toHaveLength(1);
  });

  it('refuses more than what is left to refund, and changes nothing', async () => {
    const shopper = await createShopper(shop.database, 'tope@correo.test');
    const orderId = await paidOrder(shop.database.db, shop.url, shopper, shop.boot, 1);
    const cancelled = await shop.call(shopper, 'POST', `/bills/${orderId}/cancel`, {});
    expect(cancelled.status).toBe(200);
    // The whole order went back: a second cancel is refused, and the ledger has one refund.
    expect((await shop.call(shopper, 'POST', `/bills/${orderId}/cancel`, {})).status).toBe(409);
    expect((await rowsOf(orderId)).filter((row) => row.kind === 'refund')).toHaveLength(1);
    expect((await detail(orderId)).money.financial_status).toBe('Reembolsado');
  });

  it('a refund the provider fails later stops counting as refunded and shows failed; an update to succeeded counts once', async () => {
    const { orderId, refund } = await returnedOrder(2, 1);
    expect((await refund()).status).toBe(200);
    const [row] = (await rowsOf(orderId)).filter((one) => one.kind === 'refund');
    // As if the provider had answered the refund pending: the row waits.
    await shop.database.db
      .update(moneyMovements)
      .set({ state: 'requested', settledAt: null })
      .where(eq(moneyMovements.id, row!.id));
    expect((await detail(orderId)).money).toMatchObject({
      financial_status: 'Pagado',
      refund_pending: row!.amountCents / 100,
    });

    expect((await postEvent(refundEvent('refund.failed', row!.providerId!, 'failed'))).status).toBe(200);
    const failed = await detail(orderId);
    expect(failed.money).toMatchObject({ financial_status: 'Pagado', refunded: 0, refund_pending: 0 });
    expect(failed.money.refunds).toEqual([expect.objectContaining({ state: 'failed' })]);
    // Once failed, a later update does not bring it back.
    expect((await postEvent(refundEvent('refund.updated', row!.providerId!, 'succeeded'))).status).toBe(200);
    expect((await detail(orderId)).money.refunded).toBe(0);

    // Another refund that finishes later: refund.updated to succeeded counts it, once.
    const second = await returnedOrder(2, 1);
    expect((await second.refund()).status).toBe(200);
    const [pending] = (await rowsOf(second.orderId)).filter((one) => one.kind === 'refund');
    await shop.database.db
      .update(moneyMovements)
      .set({ state: 'requested', settledAt: null })
      .where(and(eq(moneyMovements.id, pending!.id)));
    const subject = `Te devolvimos ${formatCentavos(pending!.amountCents)} del pedido #${second.orderId}`;
    const event = {
      ...refundEvent('refund.updated', pending!.providerId!, 'succeeded'),
      id: 'evt_prueba_tarde',
    };
    expect((await postEvent(event)).status).toBe(200);
    expect((await postEvent(event)).status).toBe(200);
    expect((await detail(second.orderId)).money).toMatchObject({
      financial_status: 'Reembolsado parcialmente',
      refunded: pending!.amountCents / 100,
    });
    expect((await subjectsOf(second.orderId)).filter((one) => one === subject)).toHaveLength(1);
  });

  it('the local checkout sends refund.failed for its test card, and the refund stops counting', async () => {
    const shopper = await createShopper(shop.database, 'tarjeta-cerrada@correo.test');
    const created = await requestCheckout(
      shop.url,
      shopper.cookie,
      [{ variant_id: shop.boot, quantity: 1 }],
      shopper.addressId,
    );
    expect((await payOnHostedPage(String(created.body.url), '4000 0000 0000 5126')).status).toBe(303);
    const orderOf = async () =>
      ((await shop.call(shopper, 'GET', '/bills/list')).body as unknown as Bill[])[0];
    await expect.poll(async () => (await orderOf())?.shipping_status).toBe('En proceso');
    const orderId = (await orderOf())!.bill_id;
    expect((await shop.call(shopper, 'POST', `/bills/${orderId}/cancel`, {})).status).toBe(200);
    await expect
      .poll(async () => (await detail(orderId)).money.refunds.map((refund) => refund.state), {
        timeout: 15_000,
      })
      .toEqual(['failed']);
    expect((await detail(orderId)).money).toMatchObject({ financial_status: 'Pagado', refunded: 0 });
  });

  it('a SPEI refund waits at the local checkout, then its refund.updated makes it Reembolsado, e-mailed once', async () => {
    const shopper = await createShopper(shop.database, 'spei-libro@correo.test');
    const sessionId = await finishedCheckout(shop.url, shopper, shop.boot, 'spei');
    const orderOf = async () =>
      ((await shop.call(shopper, 'GET', '/bills/list')).body as unknown as Bill[])[0];
    await expect.poll(async () => (await orderOf())?.shipping_status).toBe('Pendiente de pago');
    await shop.stripe.rawRequest('POST', `/v1/test_helpers/checkout/sessions/${sessionId}/async_payment`, {
      outcome: 'succeeded',
    });
    await expect.poll(async () => (await orderOf())?.shipping_status).toBe('En proceso');
    const orderId = (await orderOf())!.bill_id;
    expect((await shop.call(shopper, 'POST', `/bills/${orderId}/cancel`, {})).status).toBe(200);
    expect((await rowsOf(orderId)).filter((row) => row.kind === 'refund')).toEqual([
      expect.objectContaining({ method: 'spei' }),
    ]);
    await expect
      .poll(async () => (await detail(orderId)).money.financial_status, { timeout: 15_000 })
      .toBe('Reembolsado');
    const total = (await detail(orderId)).money.charged;
    const subject = `Te devolvimos ${formatCentavos(Math.round(total * 100))} del pedido #${orderId}`;
    await expect.poll(() => subjectsOf(orderId)).toContain(subject);
    expect((await subjectsOf(orderId)).filter((one) => one === subject)).toHaveLength(1);
  });
});
