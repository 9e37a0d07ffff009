import type { Bill, CheckoutSessionState } from '@store/contract';
import type { AdminOrderDetail, AdminOrdersResponse } from '@store/contract/admin';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { teamMembers } from '../../../db/schema';
import { endOfShopDay } from '../../../lib/shop-day';
import { readAuditLog } from '../../../test/audit-log';
import { writeCatalogFixture, type Fixture } from '../../../test/catalog-fixture';
import { createTestDatabase } from '../../../test/database';
import { finishedCheckout, payOnHostedPage, requestCheckout } from '../../../test/shop-calls';
import { createShopper, startShopServer, type Shopper, type ShopServer } from '../../../test/shop-server';
import { variantStock, fixtureVariantWith } from '../../../test/rows/variant-stock';
import { devPayStripe } from '../../payments';
import { paymentSessions } from '../tables';

// The attack: one account kept thousands of units 'Pendiente de pago' with SPEI checkouts of
// 100 lines × 99 units. These tests hold the limits that stop it.

const OWNER = 'duena@tienda.test';
const CLERK = 'mostrador@tienda.test';
let database: DatabaseHandle;
let fixture: Fixture;
let shop: ShopServer;
let stripe: Stripe;
let owner: Shopper;
let clerk: Shopper;
let shopperCount = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  fixture = await writeCatalogFixture(database.db);
  shop = await startShopServer(database, {
    OWNER_EMAILS: OWNER,
    MAX_UNITS_PER_SIZE: '10',
    MAX_UNITS_PER_ORDER: '30',
    // Above $5,000 a transfer gets until the end of tomorrow instead of three days.
    SPEI_SHORT_WAIT_ABOVE: '5000',
    SPEI_SHORT_WAIT_DAYS: '1',
  });
  stripe = devPayStripe(shop.url);
  owner = await createShopper(database, OWNER);
  await database.db.insert(teamMembers).values({ email: CLERK, addedBy: OWNER });
  clerk = await createShopper(database, CLERK);
});

afterAll(async () => {
  await shop?.app.close();
  await database?.close();
});

const stockOf = (variantId: number) => variantStock(database, variantId);

async function newShopper(): Promise<Shopper> {
  shopperCount += 1;
  return createShopper(database, `espera${shopperCount}@correo.test`);
}

const variantWith = (stock: number, product: number, color: string, size: string) =>
  fixtureVariantWith(database, fixture, stock, product, color, size);

async function ordersOf(shopper: Shopper): Promise<Bill[]> {
  const response = await fetch(`${shop.url}/api/bills/list`, { headers: { cookie: shopper.cookie } });
  return (await response.json()) as Bill[];
}

const waitingOrdersOf = async (shopper: Shopper) =>
  (await ordersOf(shopper)).filter((order) => order.shipping_status === 'Pendiente de pago');

async function checkoutState(shopper: Shopper, sessionId: string): Promise<CheckoutSessionState> {
  const response = await fetch(`${shop.url}/api/payments/checkout-session?session_id=${sessionId}`, {
    headers: { cookie: shopper.cookie },
  });
  return (await response.json()) as CheckoutSessionState;
}

/** A checkout opened (not yet paid) for `quantity` units of one variant: its session id and hosted page. */
async function openCheckout(shopper: Shopper, variantId: number, quantity = 1) {
  const created = await requestCheckout(
    shop.url,
    shopper.cookie,
    [{ variant_id: variantId, quantity }],
    shopper.addressId,
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { sessionId: String(created.body.sessionId), url: String(created.body.url) };
}

const choose = (hostedUrl: string, method: 'oxxo' | 'spei') =>
  fetch(`${hostedUrl}/${method}`, { method: 'POST', redirect: 'manual' });

/** The shopper's order 'Pendiente de pago' of `quantity` units, chosen with `method` on the hosted page. */
async function waitingOrder(shopper: Shopper, variantId: number, method: 'oxxo' | 'spei', quantity = 1) {
  const sessionId = await finishedCheckout(shop.url, shopper, variantId, method, quantity);
  await expect.poll(async () => (await waitingOrdersOf(shopper)).length).toBe(1);
  const [order] = await waitingOrdersOf(shopper);
  return { sessionId, order: order! };
}

describe('one order waiting for its money per shopper', () => {
  it('while one SPEI order waits, the next checkout offers only cards and says why; a card still pays', async () => {
    const boot = await variantWith(10, 1, 'Café', '27');
    const shopper = await newShopper();
    const { order } = await waitingOrder(shopper, boot, 'spei', 2);

    const second = await openCheckout(shopper, boot, 3);
    const session = await stripe.checkout.sessions.retrieve(second.sessionId);
    expect(session.allowed_payment_method_types).toEqual(['card']);
    expect(session.payment_method_types).toEqual(['card']);
    const page = await (await fetch(second.url)).text();
    expect(page).toContain(`Ya tienes un pedido esperando tu pago (#${order.bill_id})`);
    expect(page).toContain(`${shop.url}/BuyDetails/${order.bill_id}`);
    expect(page).not.toContain('Pagar con transferencia SPEI');
    expect(page).not.toContain('Pagar en efectivo en OXXO');
    // A form posted anyway (an old page, a script) is refused by the hosted checkout.
    expect((await choose(second.url, 'spei')).status).toBe(400);
    expect((await choose(second.url, 'oxxo')).status).toBe(400);
    expect(await waitingOrdersOf(shopper)).toHaveLength(1);
    expect(await stockOf(boot)).toBe(5);

    expect((await payOnHostedPage(second.url)).status).toBe(303);
    await expect.poll(async () => (await checkoutState(shopper, second.sessionId)).status).toBe('paid');
    expect((await ordersOf(shopper)).map((bill) => bill.shipping_status).sort()).toEqual([
      'En proceso',
      'Pendiente de pago',
    ]);
    expect(await stockOf(boot)).toBe(5);
  });

  it('two checkouts open at once and both chosen with SPEI give one waiting order; the other is refused with its units back', async () => {
    const hat = await variantWith(10, 4, 'Negro', '58');
    const shopper = await newShopper();
    // A shopper can no longer open two payable checkouts at once (decision 034: the second 'Continuar'
    // waits on the first and gets a 409). The rule where a checkout becomes a waiting order still holds
    // on its own, so the two are arranged here: the first is hidden while the second opens, as if both
    // had been opened together, neither seeing an order waiting, so both offer SPEI.
    const first = await openCheckout(shopper, hat, 1);
    const hide = (status: 'open' | 'failed') =>
      database.db
        .update(paymentSessions)
        .set({ status })
        .where(eq(paymentSessions.providerSessionId, first.sessionId));
    await hide('failed');
    const second = await openCheckout(shopper, hat, 2);
    await hide('open');
    const both = [first, second];
    for (const { sessionId } of both) {
      expect((await stripe.checkout.sessions.retrieve(sessionId)).payment_method_types).toContain(
        'customer_balance',
      );
    }
    expect(await stockOf(hat)).toBe(7);

    const chosen = await Promise.all(both.map(({ url }) => choose(url, 'spei')));
    expect(chosen.map((response) => response.status)).toEqual([303, 303]);

    await expect
      .poll(async () =>
        (await Promise.all(both.map((c) => checkoutState(shopper, c.sessionId)))).map((s) => s.status).sort(),
      )
      .toEqual(['pending', 'refused']);
    const states = await Promise.all(both.map(({ sessionId }) => checkoutState(shopper, sessionId)));
    const waiting = await waitingOrdersOf(shopper);
    expect(waiting).toHaveLength(1);
    // The refused checkout names the order that waits, for the page to link to it.
    for (const state of states) expect(state.bill_id).toBe(waiting[0]?.bill_id);
    const refusedIndex = states.findIndex((state) => state.status === 'refused');
    const refused = both[refusedIndex]!;
    // Its transfer details no longer pay anything, and its units are back on the shelf.
    const intent = (
      await stripe.checkout.sessions.retrieve(refused.sessionId, { expand: ['payment_intent'] })
    ).payment_intent as Stripe.PaymentIntent;
    expect(intent.status).toBe('canceled');
    expect(await stockOf(hat)).toBe(10 - (refusedIndex === 0 ? 2 : 1));
    expect(await ordersOf(shopper)).toHaveLength(1);
  });

  it('once the waiting order is cancelled, the shopper may choose SPEI again', async () => {
    const boot = await variantWith(10, 1, 'Café', '26');
    const shopper = await newShopper();
    const { order } = await waitingOrder(shopper, boot, 'oxxo');
    const cancelled = await fetch(`${shop.url}/api/bills/${order.bill_id}/cancel`, {
      method: 'POST',
      headers: { cookie: shopper.cookie, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(cancelled.status).toBe(200);
    const next = await openCheckout(shopper, boot);
    expect((await stripe.checkout.sessions.retrieve(next.sessionId)).payment_method_types).toEqual([
      'card',
      'oxxo',
      'customer_balance',
    ]);
  });
});

describe('how much one order may hold', () => {
  it('refuses more than 10 units of one size, or 30 in all, and says to write to the shop', async () => {
    const sizes = [
      await variantWith(40, 1, 'Café', '26'),
      await variantWith(40, 1, 'Café', '26.5'),
      await variantWith(40, 1, 'Café', '27'),
      await variantWith(40, 1, 'Negro', '26'),
    ];
    const shopper = await newShopper();
    const attempt = (lines: { variant_id: number; quantity: number }[]) =>
      requestCheckout(shop.url, shopper.cookie, lines, shopper.addressId);

    for (const lines of [
      [{ variant_id: sizes[0]!, quantity: 11 }],
      // The same size sent on two lines counts once.
      [
        { variant_id: sizes[0]!, quantity: 6 },
        { variant_id: sizes[0]!, quantity: 5 },
      ],
      sizes.map((variant_id, index) => ({ variant_id, quantity: index === 3 ? 1 : 10 })),
    ]) {
      const refused = await attempt(lines);
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual({
        error: expect.stringContaining('hasta 10 piezas de cada talla y 30 en total') as unknown,
        field: 'products',
      });
      expect(String(refused.body.error)).toContain('WhatsApp al +52 614 123 4567');
    }
    expect(await Promise.all(sizes.map(stockOf))).toEqual([40, 40, 40, 40]);

    const atTheLimit = await attempt(sizes.slice(0, 3).map((variant_id) => ({ variant_id, quantity: 10 })));
    expect(atTheLimit.status).toBe(201);
    expect(await Promise.all(sizes.map(stockOf))).toEqual([30, 30, 30, 40]);
  });
});

describe('OXXO and SPEI by the amount', () => {
  it('offers OXXO only up to $10,000, the most one voucher takes', async () => {
    const hat = await variantWith(10, 4, 'Negro', '57');
    const shopper = await newShopper();
    // 3 × $4,599 = $13,797.
    const large = await openCheckout(shopper, hat, 3);
    const session = await stripe.checkout.sessions.retrieve(large.sessionId);
    expect(session.allowed_payment_method_types).toEqual(['card', 'customer_balance']);
    expect(session.payment_method_options?.oxxo).toBeUndefined();
    const refused = await choose(large.url, 'oxxo');
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('OXXO acepta pagos de $10.00 a $10,000.00');

    // 2 × $4,599 = $9,198: within a voucher.
    const small = await openCheckout(shopper, hat, 2);
    expect((await stripe.checkout.sessions.retrieve(small.sessionId)).allowed_payment_method_types).toEqual([
      'card',
      'oxxo',
      'customer_balance',
    ]);
  });

  it('gives a transfer above SPEI_SHORT_WAIT_ABOVE until the end of tomorrow, and a smaller one three days', async () => {
    const hat = await variantWith(10, 4, 'Negro', '58');
    const large = await waitingOrder(await newShopper(), hat, 'spei', 2);
    expect(large.order.payment_instructions).toMatchObject({
      method: 'spei',
      expires_at: endOfShopDay(new Date(), 1).toISOString(),
    });

    const boot = await variantWith(10, 1, 'Negro', '27');
    const small = await waitingOrder(await newShopper(), boot, 'spei', 1);
    expect(small.order.payment_instructions).toMatchObject({
      method: 'spei',
      expires_at: endOfShopDay(new Date(), 3).toISOString(),
    });
  });
});

describe('staff cancel an order waiting for its money', () => {
  const cancelUnpaid = (who: Shopper, orderId: number, body: unknown = {}) =>
    fetch(`${shop.url}/api/admin/orders/${orderId}/cancel-unpaid`, {
      method: 'POST',
      headers: { cookie: who.cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('lists it with its units; cancelled, its voucher no longer pays, the units come back once, and the Bitácora says so', async () => {
    const boot = await variantWith(10, 1, 'Café', '27');
    const shopper = await newShopper();
    const { sessionId, order } = await waitingOrder(shopper, boot, 'oxxo', 4);
    expect(await stockOf(boot)).toBe(6);

    const listed = await fetch(`${shop.url}/api/admin/orders?status=Pendiente%20de%20pago`, {
      headers: { cookie: clerk.cookie },
    });
    const rows = ((await listed.json()) as AdminOrdersResponse).orders;
    expect(rows.find((row) => row.bill_id === order.bill_id)).toMatchObject({
      units: 4,
      shipping_status: 'Pendiente de pago',
    });

    // A shopper does not reach the back-office at all.
    expect((await cancelUnpaid(shopper, order.bill_id)).status).toBe(404);
    expect(await stockOf(boot)).toBe(6);

    // Clicked twice at once: one cancel, one refusal, the units back once. Both clicks carry the same
    // reason, as a double click does: either may be the one that cancels.
    const click = () => cancelUnpaid(clerk, order.bill_id, { reason: 'Apartó la talla sin pagar' });
    const answers = await Promise.all([click(), click()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const done = answers.find((answer) => answer.status === 200)!;
    expect(((await done.json()) as AdminOrderDetail).shipping_status).toBe('cancelado');
    expect(await stockOf(boot)).toBe(10);
    expect((await cancelUnpaid(clerk, order.bill_id)).status).toBe(409);
    expect(await stockOf(boot)).toBe(10);

    const intent = (await stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent'] }))
      .payment_intent as Stripe.PaymentIntent;
    expect(intent.status).toBe('canceled');
    expect((await ordersOf(shopper))[0]?.shipping_status).toBe('cancelado');

    const audit = await readAuditLog(shop.app, { sid: owner.cookie.slice('sid='.length) });
    expect(audit.map((entry) => entry.sentence)).toContain(
      `Canceló el pedido #${order.bill_id}, que esperaba su pago: la ficha o los datos de transferencia ya no sirven y 4 unidades volvieron a existencias. Motivo: Apartó la talla sin pagar`,
    );
    expect(audit.find((entry) => entry.action === 'order.unpaid_cancelled')?.actor).toBe(CLERK);
  });

  it('refuses a paid order: that is a cancel with a refund, for owners', async () => {
    const boot = await variantWith(10, 1, 'Negro', '26');
    const shopper = await newShopper();
    await finishedCheckout(shop.url, shopper, boot, 'card');
    await expect.poll(async () => (await ordersOf(shopper))[0]?.shipping_status).toBe('En proceso');
    const [paid] = await ordersOf(shopper);
    const refused = await cancelUnpaid(clerk, paid!.bill_id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: 'Este pedido ya no espera su pago; recarga la página para ver en qué estado está.',
    });
    expect(await stockOf(boot)).toBe(9);
  });
});
