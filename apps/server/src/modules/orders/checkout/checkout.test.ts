import { eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { col, rowShape, selectRows } from '../../../db/rows';
import { variants } from '../../../db/schema';
import { writeCatalogFixture, type Fixture } from '../../../test/catalog-fixture';
import { createTestDatabase } from '../../../test/database';
import { payOnHostedPage, requestCheckout } from '../../../test/shop-calls';
import { captureWebhooks } from '../../../test/webhook-capture';
import { createShopper, startShopServer, type Shopper, type ShopServer } from '../../../test/shop-server';
import { stripeSignature } from '../../../test/stripe-signature';
import { variantStock } from '../../../test/rows/variant-stock';
import { devPayStripe, paymentProvider } from '../../payments';
import { sweepOverdueSessions } from './expire-checkouts';
import { bills, paymentSessions } from '../tables';

let database: DatabaseHandle;
let fixture: Fixture;
let shop: ShopServer;
let stripe: Stripe;
let boot: number;
let botin: number;
let soldOut: number;
let shopperCount = 0;

const stockOf = (variantId: number) => variantStock(database, variantId);
const billCount = async (userId: number) =>
  (await database.db.select().from(bills).where(eq(bills.userId, userId))).length;

async function newShopper(options: { phone?: boolean } = {}): Promise<Shopper> {
  shopperCount += 1;
  return createShopper(database, `cliente${shopperCount}@correo.test`, options);
}

const checkout = (
  server: ShopServer,
  shopper: Shopper,
  products: Record<string, unknown>[],
  shippingAddress: unknown = shopper.addressId,
) => requestCheckout(server.url, shopper.cookie, products, shippingAddress);

async function get(server: ShopServer, path: string, shopper?: Shopper) {
  const response = await fetch(`${server.url}${path}`, {
    headers: shopper ? { cookie: shopper.cookie } : {},
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

function postWebhook(server: ShopServer, body: string, signature: string) {
  return fetch(`${server.url}/api/payments/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body,
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  fixture = await writeCatalogFixture(database.db);
  boot = fixture.variant(1, 'Café', '27'); // $2,499, 5 units
  botin = fixture.variant(2, 'Miel', '24'); // $3,000 with 20 % off, 2 units
  soldOut = fixture.variant(1, 'Café', '26.5');
  shop = await startShopServer(database);
  stripe = devPayStripe(shop.url);
});

afterAll(async () => {
  await shop?.app.close();
  await database?.close();
});

describe('a purchase through the local hosted checkout', () => {
  it('prices on the server, holds the units, and turns the payment into one order', async () => {
    const shopper = await newShopper();
    const created = await checkout(shop, shopper, [
      // What the storefront sends: the whole cart line, prices included. Only variant and quantity count.
      { variant_id: boot, quantity: 2, price: 1, final_price: 1, name: 'Gratis', stock: 99 },
    ]);
    expect(created.status).toBe(201);
    const url = String(created.body.url);
    expect(url).toMatch(new RegExp(`^${shop.url}/dev-pay/checkout/cs_test_`));
    expect(created.body.sessionId).toBe(url.split('/').pop());
    expect(await stockOf(boot)).toBe(3);

    const hosted = await stripe.checkout.sessions.retrieve(String(created.body.sessionId));
    expect(hosted.amount_total).toBe(2 * 2499_00); // free shipping from $1,499
    expect(hosted.currency).toBe('mxn');
    expect(hosted.locale).toBe('es-419');
    // The shopper's own customer at the provider, which carries their e-mail (Stripe takes one or the other).
    const customer = await stripe.customers.retrieve(String(hosted.customer));
    expect(customer).toMatchObject({ email: 'cliente1@correo.test' });
    expect(hosted.success_url).toBe(`${shop.url}/Success?session_id={CHECKOUT_SESSION_ID}`);
    expect(hosted.cancel_url).toBe(`${shop.url}/cancel`);
    expect(hosted.expires_at - hosted.created).toBeGreaterThanOrEqual(30 * 60);

    const page = await fetch(url);
    const html = await page.text();
    expect(page.status).toBe(200);
    for (const text of [
      'Número de tarjeta',
      'Vencimiento',
      'CVC',
      '>Pagar<',
      'Bota vaquera Ariat',
      '$4,998.00',
    ]) {
      expect(html).toContain(text);
    }

    const paid = await payOnHostedPage(url, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `${shop.url}/Success?session_id=${String(created.body.sessionId)}`,
    );

    await expect.poll(() => billCount(shopper.userId)).toBe(1);
    const list = await get(shop, '/api/bills/list', shopper);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      expect.objectContaining({
        total_amount: 4998,
        shipping_status: 'En proceso',
        shipping_last4: '4242',
        shipping_cost: 0,
        shipping_tracking_number: null,
        tracking_url: null,
        shipping_address: expect.stringContaining('Av. Independencia 1001'),
        summary: { subtotal: 4998, total_discount: 0, discounted_amount: 4998, total_amount: 4998 },
        bill_details: [
          expect.objectContaining({
            product_id: 1,
            variant_id: boot,
            product_name: 'Bota vaquera Ariat punta rodeo piel de res',
            color_name: 'Café',
            size_name: '27',
            quantity: 2,
            price: 2499,
            discount_amount: 0,
            images: [expect.stringMatching(/\.webp$/)],
          }),
        ],
      }),
    ]);
    expect(await stockOf(boot)).toBe(3);

    const state = await get(
      shop,
      `/api/payments/checkout-session?session_id=${String(created.body.sessionId)}`,
      shopper,
    );
    const [bill] = list.body as { bill_id: number }[];
    expect(state.body).toEqual({ status: 'paid', bill_id: bill?.bill_id });
    const detail = await get(shop, `/api/bills?bill_id=${bill?.bill_id}`, shopper);
    expect(detail.body).toEqual((list.body as unknown[])[0]);
  });

  it('charges discounted prices and the flat shipping below the free-shipping amount', async () => {
    const shopper = await newShopper();
    const created = await checkout(shop, shopper, [
      { variant_id: fixture.variant(3, 'Gris', 'M'), quantity: 1 },
    ]);
    expect(created.status).toBe(201);
    const hosted = await stripe.checkout.sessions.retrieve(String(created.body.sessionId));
    expect(hosted.amount_total).toBe(599_00 + 199_00);
    // The hosted page names the shipping with how long it takes to the address's state (Chihuahua).
    const page = await (await fetch(String(created.body.url))).text();
    expect(page).toContain('Envío nacional (1 a 2 días hábiles)');

    const discounted = await checkout(shop, await newShopper(), [{ variant_id: botin, quantity: 1 }]);
    const hostedDiscounted = await stripe.checkout.sessions.retrieve(String(discounted.body.sessionId));
    expect(hostedDiscounted.amount_total).toBe(2400_00);
    await stripe.checkout.sessions.expire(String(created.body.sessionId));
    await stripe.checkout.sessions.expire(String(discounted.body.sessionId));
    await expect.poll(() => stockOf(botin)).toBe(2);
  });
});

describe('payments that do not go through', () => {
  it('a declined card creates no order; expiring the session gives the units back once', async () => {
    const shopper = await newShopper();
    const before = await stockOf(botin);
    const created = await checkout(shop, shopper, [{ variant_id: botin, quantity: 2 }]);
    expect(created.status).toBe(201);
    expect(await stockOf(botin)).toBe((before ?? 0) - 2);

    const declined = await payOnHostedPage(String(created.body.url), '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Tu tarjeta fue rechazada');
    expect(await billCount(shopper.userId)).toBe(0);

    await stripe.checkout.sessions.expire(String(created.body.sessionId));
    await expect.poll(() => stockOf(botin)).toBe(before);
    const state = await get(
      shop,
      `/api/payments/checkout-session?session_id=${String(created.body.sessionId)}`,
      shopper,
    );
    expect(state.body).toEqual({ status: 'expired', bill_id: null });

    // The expired event delivered again (or the session expired again) gives nothing back twice.
    const [expired] = (await stripe.events.list()).data.filter(
      (event) =>
        event.type === 'checkout.session.expired' &&
        'id' in event.data.object &&
        event.data.object.id === created.body.sessionId,
    );
    const payload = JSON.stringify(expired);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(
        (await postWebhook(shop, payload, stripeSignature(payload, shop.config.webhookSecret))).status,
      ).toBe(200);
    }
    expect(await stockOf(botin)).toBe(before);
    expect(await billCount(shopper.userId)).toBe(0);
  });

  it('a shopper who cancels gets their units back at once, and a new checkout does not compete with an old one', async () => {
    const shopper = await newShopper();
    const first = await checkout(shop, shopper, [{ variant_id: botin, quantity: 2 }]);
    expect(first.status).toBe(201);
    expect(await stockOf(botin)).toBe(0);
    // Back from the hosted page and trying again: the earlier attempt's units are released first.
    const second = await checkout(shop, shopper, [{ variant_id: botin, quantity: 2 }]);
    expect(second.status).toBe(201);
    expect(await stockOf(botin)).toBe(0);
    const cancelled = await fetch(`${shop.url}/api/payments/cancel`, {
      method: 'POST',
      headers: { cookie: shopper.cookie, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(cancelled.status).toBe(200);
    expect(await stockOf(botin)).toBe(2);
    const expiredPage = await fetch(String(second.body.url));
    expect(expiredPage.status).toBe(410);
  });
});

describe('checkouts whose end never reached the shop', () => {
  it('are looked at again once overdue, and their units go back', async () => {
    const shopper = await newShopper();
    const before = await stockOf(botin);
    const created = await checkout(shop, shopper, [{ variant_id: botin, quantity: 1 }]);
    expect(created.status).toBe(201);
    // As if the shop had been down when the session expired: the row is overdue, nobody said so.
    await database.db
      .update(paymentSessions)
      .set({ expiresAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(paymentSessions.providerSessionId, String(created.body.sessionId)));
    const swept = await sweepOverdueSessions({
      db: database.db,
      provider: paymentProvider(shop.config),
      log: shop.app.log,
    });
    expect(swept).toBe(1);
    expect(await stockOf(botin)).toBe(before);
    expect((await stripe.checkout.sessions.retrieve(String(created.body.sessionId))).status).toBe('expired');
    expect(
      await sweepOverdueSessions({
        db: database.db,
        provider: paymentProvider(shop.config),
        log: shop.app.log,
      }),
    ).toBe(0);
  });
});

describe('the checks before a checkout, stock first, then phone, then address', () => {
  it('refuses sold-out or unknown lines, a missing phone, and an address that is not the shopper’s', async () => {
    const shopper = await newShopper();
    const noPhone = await newShopper({ phone: false });
    const other = await newShopper();
    const soldOutLine = await checkout(
      shop,
      noPhone,
      [{ variant_id: soldOut, quantity: 1 }],
      other.addressId,
    );
    expect(soldOutLine).toEqual({
      status: 409,
      body: { error: 'Hay productos agotados en tu carrito. Por favor, elimínalos para continuar.' },
    });
    expect((await checkout(shop, shopper, [{ variant_id: 1_999_999, quantity: 1 }])).status).toBe(409);
    expect(await checkout(shop, noPhone, [{ variant_id: boot, quantity: 1 }], other.addressId)).toEqual({
      status: 422,
      body: { error: 'Por favor agrega tu número de teléfono para continuar' },
    });
    expect(await checkout(shop, shopper, [{ variant_id: boot, quantity: 1 }], other.addressId)).toEqual({
      status: 422,
      body: { error: 'Por favor selecciona una dirección de envío para continuar' },
    });
    const tooMany = await checkout(shop, shopper, [{ variant_id: botin, quantity: 3 }]);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error).toMatch(
      /^No hay suficientes unidades de Botín Justin Roper para dama \(Miel, 24\)/,
    );
    for (const products of [
      [],
      [{ variant_id: boot, quantity: 0 }],
      [{ variant_id: boot, quantity: 1.5 }],
      [{ variant_id: 'x', quantity: 1 }],
    ]) {
      const refused = await checkout(shop, shopper, products);
      expect(refused.status, JSON.stringify(products)).toBe(400);
      expect(typeof refused.body.error).toBe('string');
    }
    const guest = await fetch(`${shop.url}/api/payments/create-checkout-session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ products: [{ variant_id: boot, quantity: 1 }], shipping_address: 1 }),
    });
    expect(guest.status).toBe(401);
    const attempts = await selectRows(
      database.db,
      sql`SELECT id FROM payment_sessions WHERE user_id IN (${shopper.userId}, ${noPhone.userId})`,
      rowShape({ id: col.integer }),
    );
    expect(attempts).toEqual([]);
  });
});

describe('webhooks', () => {
  let held: ShopServer;
  let capture: Awaited<ReturnType<typeof captureWebhooks>>;

  beforeAll(async () => {
    // A second shop on the same database whose hosted checkout delivers to a capturing endpoint
    // (answering 500 the first time), so the test decides when and how often the shop hears of a payment.
    capture = await captureWebhooks(500);
    held = await startShopServer(database, { DEV_PAY_WEBHOOK_URL: capture.url });
  });
  afterAll(async () => {
    await held?.app.close();
    await capture?.close();
  });

  it('are retried after a failure, and the same event delivered twice and 10 times at once makes one order', async () => {
    const shopper = await newShopper();
    const created = await checkout(held, shopper, [
      { variant_id: fixture.variant(4, 'Negro', '58'), quantity: 1 },
    ]);
    expect(created.status).toBe(201);
    expect((await payOnHostedPage(String(created.body.url), '4242424242424242')).status).toBe(303);
    await expect.poll(() => capture.deliveries.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    const [first, retry] = capture.deliveries;
    expect(retry?.body).toBe(first?.body);
    expect(JSON.parse(first?.body ?? '{}')).toMatchObject({ type: 'checkout.session.completed' });
    expect(await billCount(shopper.userId)).toBe(0);

    const body = first?.body ?? '';
    const signature = String(first?.headers['stripe-signature']);
    const parallel = await Promise.all(Array.from({ length: 10 }, () => postWebhook(held, body, signature)));
    expect(parallel.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect((await postWebhook(held, body, signature)).status).toBe(200);
    expect((await postWebhook(held, body, signature)).status).toBe(200);
    expect(await billCount(shopper.userId)).toBe(1);
    expect(await stockOf(fixture.variant(4, 'Negro', '58'))).toBe(3);

    // A late `expired` for a paid session (out of order) leaves the order and the stock alone.
    const late = JSON.stringify({
      id: 'evt_tarde',
      object: 'event',
      type: 'checkout.session.expired',
      data: { object: { id: created.body.sessionId, object: 'checkout.session' } },
    });
    expect((await postWebhook(held, late, stripeSignature(late, held.config.webhookSecret))).status).toBe(
      200,
    );
    expect(await billCount(shopper.userId)).toBe(1);
    expect(await stockOf(fixture.variant(4, 'Negro', '58'))).toBe(3);
  });

  it('with a forged, tampered, missing or 10-minute-old signature are refused and change nothing', async () => {
    const shopper = await newShopper();
    const created = await checkout(held, shopper, [
      { variant_id: fixture.variant(4, 'Negro', '57'), quantity: 1 },
    ]);
    const deliveredBefore = capture.deliveries.length;
    await payOnHostedPage(String(created.body.url), '4242424242424242');
    await expect.poll(() => capture.deliveries.length).toBeGreaterThan(deliveredBefore);
    const body = capture.deliveries.at(-1)?.body ?? '';
    const secret = held.config.webhookSecret;
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    for (const [body_, signature] of [
      [body, stripeSignature(body, 'whsec_otro_secreto')],
      [body, stripeSignature(body, secret, tenMinutesAgo)],
      [body.replace('"paid"', '"unpaid"'), stripeSignature(body, secret)],
      [body, 't=1,v1=abc'],
      [body, ''],
    ] as const) {
      const response = await postWebhook(held, body_, signature);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'Firma del webhook inválida.' });
    }
    expect(await billCount(shopper.userId)).toBe(0);
    expect(await stockOf(fixture.variant(4, 'Negro', '57'))).toBe(0);
    const unknownType = JSON.stringify({
      id: 'evt_otro',
      object: 'event',
      type: 'customer.created',
      data: { object: {} },
    });
    expect((await postWebhook(held, unknownType, stripeSignature(unknownType, secret))).status).toBe(200);
  });
});

describe('stock under concurrent checkouts', () => {
  it('20 shoppers at once for 5 units: at most 5 reserved, stock never below zero', async () => {
    const [variant] = await database.db
      .update(variants)
      .set({ stock: 5 })
      .where(eq(variants.id, fixture.variant(1, 'Café', '26')))
      .returning({ id: variants.id });
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => newShopper()));
    const results = await Promise.all(
      shoppers.map((shopper) => checkout(shop, shopper, [{ variant_id: variant?.id ?? 0, quantity: 1 }])),
    );
    const statuses = results.map((result) => result.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status !== 201).every((status) => status === 409)).toBe(true);
    expect(await stockOf(variant?.id ?? 0)).toBe(0);
  });
});

describe('orders are private', () => {
  it('another shopper’s bill is not found, and a guest must sign in', async () => {
    const [someBill] = await database.db.select().from(bills).limit(1);
    expect(someBill).toBeDefined();
    const stranger = await newShopper();
    expect(await get(shop, `/api/bills?bill_id=${someBill?.id}`, stranger)).toEqual({
      status: 404,
      body: { error: 'Pedido no encontrado' },
    });
    expect((await get(shop, '/api/bills/list', stranger)).body).toEqual([]);
    expect((await get(shop, `/api/bills?bill_id=${someBill?.id}`)).status).toBe(401);
    expect((await get(shop, '/api/bills/list')).status).toBe(401);
    expect((await get(shop, '/api/bills?bill_id=abc', stranger)).status).toBe(400);
  });
});
