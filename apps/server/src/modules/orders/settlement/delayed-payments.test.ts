import { clabeCheckDigit, type Bill } from '@store/contract';
import type { AdminOrderDetail } from '@store/contract/admin';
import { formatCentavos, toCentavos } from '@store/money';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { endOfShopDay } from '../../../lib/shop-day';
import { writeCatalogFixture, type Fixture } from '../../../test/catalog-fixture';
import { createTestDatabase } from '../../../test/database';
import { finishedCheckout, type CheckoutMethod } from '../../../test/shop-calls';
import { createShopper, startShopServer, type Shopper, type ShopServer } from '../../../test/shop-server';
import { variantStock, fixtureVariantWith } from '../../../test/rows/variant-stock';
import { captureWebhooks, redeliver, type Delivery } from '../../../test/webhook-capture';
import { messagesOfOrder } from '../../mail';
import { devPayStripe, paymentProvider } from '../../payments';
import { sweepOverdueSessions } from '../checkout/expire-checkouts';
import { bills, paymentCustomers } from '../tables';

const STAFF = 'encargada@tienda.test';
let database: DatabaseHandle;
let fixture: Fixture;
let shop: ShopServer;
let stripe: Stripe;
let staff: Shopper;
let shopperCount = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  fixture = await writeCatalogFixture(database.db);
  shop = await startShopServer(database, { ADMIN_EMAILS: STAFF });
  stripe = devPayStripe(shop.url);
  staff = await createShopper(database, STAFF);
});

afterAll(async () => {
  await shop?.app.close();
  await database?.close();
});

const stockOf = (variantId: number) => variantStock(database, variantId);

async function newShopper(): Promise<Shopper> {
  shopperCount += 1;
  return createShopper(database, `pagador${shopperCount}@correo.test`);
}

const variantWith = (stock: number, product: number, color: string, size: string) =>
  fixtureVariantWith(database, fixture, stock, product, color, size);

/** The shopper's checkout, finished on the local hosted page with `method`; its provider session id. */
const checkoutWith = (
  server: ShopServer,
  shopper: Shopper,
  variantId: number,
  method: CheckoutMethod,
  quantity = 1,
) => finishedCheckout(server.url, shopper, variantId, method, quantity);

async function orderOf(shopper: Shopper): Promise<Bill | undefined> {
  const response = await fetch(`${shop.url}/api/bills/list`, { headers: { cookie: shopper.cookie } });
  const orders = (await response.json()) as Bill[];
  return orders[0];
}

const statusOf = async (shopper: Shopper) => (await orderOf(shopper))?.shipping_status;

const subjectsOf = async (orderId: number) =>
  (await messagesOfOrder(database.db, orderId)).map((message) => message.subject);

const settleVoucher = (sessionId: string, outcome: 'succeeded' | 'failed', client = stripe) =>
  client.rawRequest('POST', `/v1/test_helpers/checkout/sessions/${sessionId}/async_payment`, { outcome });

async function customerOf(shopper: Shopper): Promise<string> {
  const [row] = await database.db
    .select()
    .from(paymentCustomers)
    .where(eq(paymentCustomers.userId, shopper.userId));
  if (!row) throw new Error('sin cliente en la pasarela');
  return row.providerCustomerId;
}

describe('cash at OXXO', () => {
  it('is an order Pendiente de pago at once, with the voucher, its units held; paid, it is En proceso', async () => {
    const boot = await variantWith(5, 1, 'Café', '27');
    const shopper = await newShopper();
    const sessionId = await checkoutWith(shop, shopper, boot, 'oxxo', 2);

    // What the adapter asked of the provider, through the same SDK calls it makes to Stripe.
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    expect(session).toMatchObject({
      customer: await customerOf(shopper),
      payment_method_types: ['card', 'oxxo', 'customer_balance'],
      payment_method_options: {
        card: { installments: { enabled: true } },
        oxxo: { expires_after_days: 3 },
        customer_balance: { funding_type: 'bank_transfer', bank_transfer: { type: 'mx_bank_transfer' } },
      },
    });

    await expect.poll(() => statusOf(shopper)).toBe('Pendiente de pago');
    const pending = await orderOf(shopper);
    expect(pending?.payment).toEqual({ method: 'oxxo', card_brand: null, installment_months: null });
    expect(pending?.payment_instructions).toEqual({
      method: 'oxxo',
      reference: expect.stringMatching(/^\d{14,}$/),
      amount: pending?.total_amount,
      // 23:59:59 Mexico City time, three days from today there, as Stripe's vouchers lapse.
      expires_at: endOfShopDay(new Date(), 3).toISOString(),
      voucher_url: expect.stringContaining('/dev-pay/'),
    });
    expect(await stockOf(boot)).toBe(3);
    const orderId = pending?.bill_id ?? 0;
    const state = await fetch(`${shop.url}/api/payments/checkout-session?session_id=${sessionId}`, {
      headers: { cookie: shopper.cookie },
    });
    expect(await state.json()).toEqual({ status: 'pending', bill_id: orderId });
    await expect.poll(() => subjectsOf(orderId)).toEqual([`Tu ficha para pagar el pedido #${orderId}`]);

    await settleVoucher(sessionId, 'succeeded');
    await expect.poll(() => statusOf(shopper)).toBe('En proceso');
    expect(await orderOf(shopper)).toMatchObject({
      bill_id: orderId,
      payment: { method: 'oxxo' },
      payment_instructions: null,
    });
    const [row] = await database.db.select().from(bills).where(eq(bills.id, orderId));
    expect(row?.satPaymentForm).toBe('01');
    expect(await stockOf(boot)).toBe(3);
    await expect
      .poll(() => subjectsOf(orderId))
      .toEqual([
        `Tu ficha para pagar el pedido #${orderId}`,
        `Recibimos tu pedido #${orderId}`,
        `Nuevo pedido #${orderId}`,
      ]);
  });

  it('lapsed, is Pago no recibido with its units back exactly once', async () => {
    const boot = await variantWith(4, 1, 'Café', '26');
    const shopper = await newShopper();
    const sessionId = await checkoutWith(shop, shopper, boot, 'oxxo', 3);
    await expect.poll(() => statusOf(shopper)).toBe('Pendiente de pago');
    expect(await stockOf(boot)).toBe(1);

    await settleVoucher(sessionId, 'failed');
    await expect.poll(() => statusOf(shopper)).toBe('Pago no recibido');
    expect(await stockOf(boot)).toBe(4);
    const orderId = (await orderOf(shopper))?.bill_id ?? 0;
    await expect
      .poll(() => subjectsOf(orderId))
      .toEqual([
        `Tu ficha para pagar el pedido #${orderId}`,
        `No recibimos el pago de tu pedido #${orderId}`,
      ]);
    // Asked again (the sweeper, a late event), nothing moves twice.
    await sweepOverdueSessions(
      { db: database.db, provider: paymentProvider(shop.config), log: shop.app.log },
      new Date(Date.now() + 30 * 24 * 3_600_000),
    );
    expect(await stockOf(boot)).toBe(4);
    expect(await statusOf(shopper)).toBe('Pago no recibido');
  });
});

describe('a SPEI transfer', () => {
  it('gives the shopper a CLABE of their own; a short transfer leaves the rest to pay, the full one pays', async () => {
    const boot = await variantWith(2, 1, 'Negro', '27');
    const shopper = await newShopper();
    await checkoutWith(shop, shopper, boot, 'spei');
    await expect.poll(() => statusOf(shopper)).toBe('Pendiente de pago');
    const pending = await orderOf(shopper);
    const total = pending?.total_amount ?? 0;
    const instructions = pending?.payment_instructions;
    expect(instructions).toMatchObject({
      method: 'spei',
      clabe: expect.stringMatching(/^\d{18}$/),
      amount: total,
      amount_remaining: total,
      expires_at: endOfShopDay(new Date(), 3).toISOString(),
    });
    const clabe = instructions?.method === 'spei' ? instructions.clabe : '';
    expect(clabeCheckDigit(clabe)).toBe(Number(clabe[17]));
    expect(await stockOf(boot)).toBe(1);
    const orderId = pending?.bill_id ?? 0;
    await expect
      .poll(() => subjectsOf(orderId))
      .toEqual([`Datos para tu transferencia del pedido #${orderId}`]);

    const customer = await customerOf(shopper);
    await stripe.testHelpers.customers.fundCashBalance(customer, { amount: 1_000_00, currency: 'mxn' });
    await expect
      .poll(async () => (await orderOf(shopper))?.payment_instructions)
      .toMatchObject({ amount: total, amount_remaining: total - 1_000 });
    expect(await statusOf(shopper)).toBe('Pendiente de pago');

    await stripe.testHelpers.customers.fundCashBalance(customer, {
      amount: Math.round((total - 1_000) * 100),
      currency: 'mxn',
    });
    await expect.poll(() => statusOf(shopper)).toBe('En proceso');
    const [row] = await database.db.select().from(bills).where(eq(bills.id, orderId));
    expect(row).toMatchObject({ paymentMethod: 'spei', satPaymentForm: '03' });
    expect(await stockOf(boot)).toBe(1);

    // The same shopper's next checkout reuses their customer, and so their CLABE.
    await checkoutWith(shop, shopper, boot, 'spei');
    await expect
      .poll(async () => (await orderOf(shopper))?.payment_instructions)
      .toMatchObject({ method: 'spei', clabe });
  });

  it('not paid by the deadline, is withdrawn at the provider by the sweeper: Pago no recibido, units back', async () => {
    const boot = await variantWith(3, 1, 'Negro', '26');
    const shopper = await newShopper();
    const sessionId = await checkoutWith(shop, shopper, boot, 'spei', 2);
    await expect.poll(() => statusOf(shopper)).toBe('Pendiente de pago');
    const deps = { db: database.db, provider: paymentProvider(shop.config), log: shop.app.log };

    // Before the deadline and its day of grace, the sweeper leaves it alone.
    await sweepOverdueSessions(deps, endOfShopDay(new Date(), 3));
    expect(await statusOf(shopper)).toBe('Pendiente de pago');
    expect(await stockOf(boot)).toBe(1);

    await sweepOverdueSessions(deps, new Date(endOfShopDay(new Date(), 3).getTime() + 2 * 24 * 3_600_000));
    expect(await statusOf(shopper)).toBe('Pago no recibido');
    expect(await stockOf(boot)).toBe(3);
    const session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent'] });
    expect(session.payment_intent).toMatchObject({ status: 'canceled' });
  });
});

describe('async events', () => {
  let held: ShopServer;
  let heldStripe: Stripe;
  let capture: Awaited<ReturnType<typeof captureWebhooks>>;

  beforeAll(async () => {
    // A second shop on the same database whose hosted checkout delivers to a capturing endpoint, so the
    // test decides the order, the number and the timing of what the shop hears.
    capture = await captureWebhooks();
    held = await startShopServer(database, { DEV_PAY_WEBHOOK_URL: capture.url });
    heldStripe = devPayStripe(held.url);
  });
  afterAll(async () => {
    await held?.app.close();
    await capture?.close();
  });

  const deliveriesOf = (sessionId: string, type: string): Delivery[] =>
    capture.deliveries.filter((delivery) => {
      const event = JSON.parse(delivery.body) as { type: string; data: { object: { id: string } } };
      return event.type === type && event.data.object.id === sessionId;
    });

  async function heard(sessionId: string, type: string): Promise<Delivery> {
    await expect.poll(() => deliveriesOf(sessionId, type).length).toBeGreaterThan(0);
    return deliveriesOf(sessionId, type)[0]!;
  }

  it('replayed, reversed and in parallel: one order, paid once, one confirmation', async () => {
    const boot = await variantWith(3, 2, 'Miel', '24');
    const shopper = await newShopper();
    const sessionId = await checkoutWith(held, shopper, boot, 'oxxo');
    const completed = await heard(sessionId, 'checkout.session.completed');
    await settleVoucher(sessionId, 'succeeded', heldStripe);
    const succeeded = await heard(sessionId, 'checkout.session.async_payment_succeeded');
    expect(await orderOf(shopper)).toBeUndefined();

    // The payment is heard of before the voucher, then both, ten times each, at once, then again.
    expect((await redeliver(succeeded, held.url)).status).toBe(200);
    expect(await statusOf(shopper)).toBe('En proceso');
    const storm = await Promise.all(
      Array.from({ length: 10 }, () => [
        redeliver(completed, held.url),
        redeliver(succeeded, held.url),
      ]).flat(),
    );
    expect(storm.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect((await redeliver(completed, held.url)).status).toBe(200);

    const orders = await database.db.select().from(bills).where(eq(bills.userId, shopper.userId));
    expect(orders.map((order) => order.shippingStatus)).toEqual(['En proceso']);
    expect(await stockOf(boot)).toBe(2);
    const orderId = orders[0]?.id ?? 0;
    await expect
      .poll(() => subjectsOf(orderId))
      .toEqual([`Recibimos tu pedido #${orderId}`, `Nuevo pedido #${orderId}`]);
  });

  it('a voucher heard of ten times at once is one waiting order; its lapse heard twice gives the units back once', async () => {
    const boot = await variantWith(3, 2, 'Miel', '24.5');
    const shopper = await newShopper();
    const sessionId = await checkoutWith(held, shopper, boot, 'oxxo', 2);
    const completed = await heard(sessionId, 'checkout.session.completed');
    const parallel = await Promise.all(Array.from({ length: 10 }, () => redeliver(completed, held.url)));
    expect(parallel.map((response) => response.status)).toEqual(Array(10).fill(200));
    const waiting = await database.db.select().from(bills).where(eq(bills.userId, shopper.userId));
    expect(waiting.map((order) => order.shippingStatus)).toEqual(['Pendiente de pago']);
    const orderId = waiting[0]?.id ?? 0;
    expect(await subjectsOf(orderId)).toEqual([`Tu ficha para pagar el pedido #${orderId}`]);
    expect(await stockOf(boot)).toBe(1);

    await settleVoucher(sessionId, 'failed', heldStripe);
    const failed = await heard(sessionId, 'checkout.session.async_payment_failed');
    const lapses = await Promise.all([redeliver(failed, held.url), redeliver(failed, held.url)]);
    expect(lapses.map((response) => response.status)).toEqual([200, 200]);
    // The voucher heard of again after its lapse changes nothing.
    expect((await redeliver(completed, held.url)).status).toBe(200);
    expect(await statusOf(shopper)).toBe('Pago no recibido');
    expect(await stockOf(boot)).toBe(3);
  });
});

describe('20 shoppers racing for 5 units, paying by card, OXXO and SPEI', () => {
  it('hold exactly 5, and a lapsed voucher frees exactly its own', async () => {
    const boot = await variantWith(5, 1, 'Café', '26.5');
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => newShopper()));
    const methods: CheckoutMethod[] = ['card', 'oxxo', 'spei', 'oxxo'];
    const outcomes = await Promise.allSettled(
      shoppers.map((shopper, index) => checkoutWith(shop, shopper, boot, methods[index % 4]!)),
    );
    const won = outcomes.flatMap((outcome, index) =>
      outcome.status === 'fulfilled' ? [{ shopper: shoppers[index]!, sessionId: outcome.value, index }] : [],
    );
    expect(won).toHaveLength(5);
    expect(await stockOf(boot)).toBe(0);
    for (const { shopper, index } of won) {
      await expect
        .poll(() => statusOf(shopper))
        .toBe(methods[index % 4] === 'card' ? 'En proceso' : 'Pendiente de pago');
    }
    expect(await stockOf(boot)).toBe(0);

    const voucher = won.find(({ index }) => methods[index % 4] === 'oxxo');
    if (!voucher) throw new Error('ningún ganador pagó en OXXO');
    await settleVoucher(voucher.sessionId, 'failed');
    await expect.poll(() => stockOf(boot)).toBe(1);
    expect(await statusOf(voucher.shopper)).toBe('Pago no recibido');
  });
});

describe('cancelling an order paid in cash at OXXO', () => {
  const cancel = (orderId: number, body: unknown) =>
    fetch(`${shop.url}/api/admin/orders/${orderId}/cancel`, {
      method: 'POST',
      headers: { cookie: staff.cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('needs the bank transfer staff made, since the provider cannot give cash back; the shopper sees it', async () => {
    const boot = await variantWith(2, 4, 'Negro', '57');
    const shopper = await newShopper();
    const sessionId = await checkoutWith(shop, shopper, boot, 'oxxo');
    await expect.poll(() => statusOf(shopper)).toBe('Pendiente de pago');
    await settleVoucher(sessionId, 'succeeded');
    await expect.poll(() => statusOf(shopper)).toBe('En proceso');
    const orderId = (await orderOf(shopper))?.bill_id ?? 0;
    const base = '00218000011835971';
    const clabe = `${base}${clabeCheckDigit(base)}`;

    const without = await cancel(orderId, { reason: 'Ya no lo quiere' });
    expect(without.status).toBe(422);
    expect(await without.json()).toEqual({
      error:
        'Este pedido se pagó en efectivo en OXXO y la pasarela no puede reembolsarlo: transfiere el total a la CLABE del cliente y anota la CLABE y la clave de rastreo.',
    });
    // One digit mistyped: the check digit no longer holds.
    const typo = await cancel(orderId, {
      refund_transfer: { clabe: `${base}${(clabeCheckDigit(base) + 1) % 10}`, reference: 'ABC123' },
    });
    expect(typo.status).toBe(400);
    expect(await typo.json()).toEqual({
      error: 'Esa CLABE no es válida: revisa que los 18 dígitos estén bien copiados.',
      field: 'refund_transfer',
    });
    expect(await statusOf(shopper)).toBe('En proceso');
    expect(await stockOf(boot)).toBe(1);

    const done = await cancel(orderId, {
      reason: 'Ya no lo quiere',
      refund_transfer: { clabe: `${clabe.slice(0, 6)} ${clabe.slice(6)}`, reference: 'MBAN01002611250001' },
    });
    expect(done.status).toBe(200);
    const detail = (await done.json()) as AdminOrderDetail;
    expect(detail.payment.refund).toEqual({
      amount: detail.summary.total_amount,
      refunded_at: expect.any(String),
      method: 'transfer',
      clabe_last4: clabe.slice(-4),
      transfer_reference: 'MBAN01002611250001',
    });
    expect(await stockOf(boot)).toBe(2);
    expect(await orderOf(shopper)).toMatchObject({
      shipping_status: 'cancelado',
      refund: { method: 'transfer', clabe_last4: clabe.slice(-4) },
    });
    await expect.poll(() => subjectsOf(orderId)).toContain(`Tu pedido #${orderId} fue cancelado`);
    const bitacora = await fetch(`${shop.url}/api/admin/audit`, { headers: { cookie: staff.cookie } });
    const { entries } = (await bitacora.json()) as { entries: { actor: string; sentence: string }[] };
    expect(entries).toContainEqual(
      expect.objectContaining({
        actor: STAFF,
        sentence: `Canceló el pedido #${orderId} y reembolsó ${formatCentavos(toCentavos(detail.summary.total_amount))} por transferencia a la CLABE terminada en ${clabe.slice(-4)} (clave de rastreo MBAN01002611250001); 1 unidad volvió a existencias. Motivo: Ya no lo quiere`,
      }),
    );
  });
});

describe('cancelling an order paid by SPEI', () => {
  it('refunds the transfer through the provider, like a card', async () => {
    const boot = await variantWith(1, 4, 'Negro', '58');
    const shopper = await newShopper();
    await checkoutWith(shop, shopper, boot, 'spei');
    await expect.poll(() => statusOf(shopper)).toBe('Pendiente de pago');
    const total = (await orderOf(shopper))?.total_amount ?? 0;
    await stripe.testHelpers.customers.fundCashBalance(await customerOf(shopper), {
      amount: Math.round(total * 100),
      currency: 'mxn',
    });
    await expect.poll(() => statusOf(shopper)).toBe('En proceso');
    const orderId = (await orderOf(shopper))?.bill_id ?? 0;

    const response = await fetch(`${shop.url}/api/admin/orders/${orderId}/cancel`, {
      method: 'POST',
      headers: { cookie: staff.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'Pidió cancelar' }),
    });
    expect(response.status).toBe(200);
    const detail = (await response.json()) as AdminOrderDetail;
    expect(detail.payment.refund).toMatchObject({ amount: total, method: 'payment', clabe_last4: null });
    // A bank transfer's refund is pending at the provider until the money is back; its refund.updated
    // then makes the order 'Reembolsado' in the ledger.
    const refund = await stripe.refunds.retrieve(detail.payment.refund_id ?? '');
    expect(refund).toMatchObject({ amount: Math.round(total * 100), status: 'pending' });
    await expect
      .poll(async () => (await stripe.refunds.retrieve(refund.id)).status, { timeout: 15_000 })
      .toBe('succeeded');
    await expect
      .poll(async () => (await orderOf(shopper))?.money.financial_status, { timeout: 15_000 })
      .toBe('Reembolsado');
    expect(await stockOf(boot)).toBe(1);
    expect(await orderOf(shopper)).toMatchObject({
      shipping_status: 'cancelado',
      refund: { method: 'payment' },
    });
  });
});
