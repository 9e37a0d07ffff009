import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { bills, invoices, outboxMessages, variants } from '../../db/schema';
import { writeCatalogFixture, type Fixture } from '../../test/catalog-fixture';
import { createTestDatabase } from '../../test/database';
import { paidOrder } from '../../test/paid-order';
import { registeredRoutes } from '../../test/registered-routes';
import { requestCheckout } from '../../test/shop-calls';
import { storedOrder } from '../../test/rows/stored-order';
import { createShopper, startShopServer, type ShopServer } from '../../test/shop-server';
import { stripeSignature } from '../../test/stripe-signature';
import { devPayStripe } from '../payments';
import { invoiceToThePublic } from '../../test/rows/invoice-row';
import { parseExposition, valueOf, type Sample } from '../../test/observe/metrics-exposition';

const TOKEN = 'token-de-metricas-de-prueba-0123456789';

let database: DatabaseHandle;
let fixture: Fixture;
let shop: ShopServer;

beforeAll(async () => {
  database = await createTestDatabase();
  fixture = await writeCatalogFixture(database.db);
  shop = await startShopServer(database, { METRICS_TOKEN: TOKEN });
});
afterAll(async () => {
  await shop?.app.close();
  await database?.close();
});

async function scrape(): Promise<Sample[]> {
  const response = await shop.app.inject({ method: 'GET', url: '/metrics' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseExposition(response.body);
}

const requestCount = (route: string, statusClass: string) => ({
  name: 'http_request_duration_seconds_count',
  labels: { method: 'GET', route, status_class: statusClass },
});

describe('GET /metrics', () => {
  it('counts requests by route pattern, checkouts and their outcome, webhook lag and statements', async () => {
    const before = await scrape();
    for (const id of [1, 2, 3]) {
      const response = await shop.app.inject({ method: 'GET', url: `/api/products/productItem/${id}` });
      expect(response.statusCode).toBe(200);
    }
    expect((await shop.app.inject({ method: 'GET', url: '/api/nada/123' })).statusCode).toBe(404);
    const shopper = await createShopper(database, 'metricas@correo.test');
    const variantId = fixture.variant(1, 'Café', '27');
    await database.db.update(variants).set({ stock: 5 }).where(eq(variants.id, variantId));
    await paidOrder(database.db, shop.url, shopper, variantId);
    // The order may be written from the shopper's return before the provider's event is done with: the
    // lag is observed once that event has been handled, so the figures are read once it has.
    let after = await scrape();
    await expect
      .poll(async () => {
        after = await scrape();
        return (
          valueOf(after, 'payment_webhook_lag_seconds_count') -
          valueOf(before, 'payment_webhook_lag_seconds_count')
        );
      })
      .toBeGreaterThanOrEqual(1);

    const delta = (name: string, labels: Record<string, string> = {}) =>
      valueOf(after, name, labels) - valueOf(before, name, labels);
    const product = requestCount('/api/products/productItem/:id', '2xx');
    expect(delta(product.name, product.labels)).toBe(3);
    const unmatched = requestCount('unmatched', '4xx');
    expect(delta(unmatched.name, unmatched.labels)).toBe(1);
    expect(delta('checkouts_started_total')).toBe(1);
    expect(delta('checkouts_ended_total', { outcome: 'paid', method: 'card' })).toBe(1);
    expect(delta('checkouts_ended_total', { outcome: 'expired', method: 'none' })).toBe(0);
    expect(valueOf(after, 'payment_webhook_lag_seconds_bucket', { le: '+Inf' })).toBe(
      valueOf(after, 'payment_webhook_lag_seconds_count'),
    );
    expect(delta('db_query_duration_seconds_count')).toBeGreaterThan(10);
    expect(valueOf(after, 'db_query_duration_seconds_sum')).toBeGreaterThan(0);

    // Every route label this test's requests wrote is a registered route's pattern or the one label of
    // unmatched requests: no URL. The registry is the process's, so it also holds the series of apps that
    // other test files in this worker built (their own routes); those did not move during this test.
    const patterns = new Set(registeredRoutes(shop.app).map((route) => route.split(' ')[1]));
    const moved = after.filter(
      (sample) =>
        sample.name === 'http_request_duration_seconds_count' &&
        sample.value !== valueOf(before, sample.name, sample.labels),
    );
    const routeLabels = new Set(moved.map((sample) => sample.labels.route));
    expect(routeLabels).toContain('/api/payments/webhook');
    for (const route of routeLabels) {
      expect(route === 'unmatched' || patterns.has(route), String(route)).toBe(true);
    }
    expect([...routeLabels].some((route) => route?.includes('123'))).toBe(false);
  });

  it('counts orders, revenue and what waits from the database, and keeps a failed e-mail visible', async () => {
    const before = await scrape();
    const shopper = await createShopper(database, 'negocio@correo.test');
    const variantId = fixture.variant(4, 'Negro', '57');
    await database.db.update(variants).set({ stock: 3 }).where(eq(variants.id, variantId));
    const orderId = await paidOrder(database.db, shop.url, shopper, variantId);
    const [order] = await database.db
      .select({ total: bills.totalCents })
      .from(bills)
      .where(eq(bills.id, orderId));
    // Sold out: a size of a product on sale with no unit left.
    await database.db.update(variants).set({ stock: 0 }).where(eq(variants.id, variantId));
    await database.db.insert(outboxMessages).values({
      key: 'metricas:fallido',
      kind: 'order-received',
      recipient: 'fallido@correo.test',
      payload: {},
      status: 'failed',
    });
    // The payment's ledger row is written with the order; the figures are read at the scrape.
    let after = await scrape();
    await expect
      .poll(async () => {
        after = await scrape();
        return valueOf(after, 'shop_orders_paid_total', { method: 'card' });
      })
      .toBe(valueOf(before, 'shop_orders_paid_total', { method: 'card' }) + 1);
    await database.db.delete(outboxMessages).where(eq(outboxMessages.key, 'metricas:fallido'));

    const delta = (name: string, labels: Record<string, string> = {}) =>
      valueOf(after, name, labels) - valueOf(before, name, labels);
    expect(delta('shop_orders_created_total', { method: 'card' })).toBe(1);
    expect(delta('shop_orders_cancelled_total', { method: 'card' })).toBe(0);
    expect(order?.total).toBeGreaterThan(0);
    expect(delta('shop_revenue_centavos_total', { method: 'card' })).toBe(order?.total);
    expect(delta('shop_refunds_centavos_total', { method: 'card' })).toBe(0);
    expect(delta('shop_orders_awaiting_shipment')).toBe(1);
    expect(delta('catalog_sold_out_sizes')).toBe(1);
    expect(delta('mail_outbox_failed_messages')).toBe(1);
    expect(valueOf(after, 'invoice_stamping_failed')).toBe(0);
    expect(valueOf(after, 'invoice_stamping_pending')).toBeGreaterThanOrEqual(0);
    // Counters by their type, so that Prometheus' rate() reads them as such.
    const text = (await shop.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(text).toContain('# TYPE shop_orders_paid_total counter');
    expect(text).toContain('# TYPE shop_revenue_centavos_total counter');
    expect(text).toContain('# TYPE shop_orders_awaiting_shipment gauge');
  });

  it('counts a cancelled order and its refund by method, and invoices on their way and failed', async () => {
    const before = await scrape();
    const shopper = await createShopper(database, 'cancelado@correo.test');
    const paidAt = new Date();
    // An OXXO order paid, then cancelled by staff: its money goes back by transfer, and only once it went.
    await storedOrder(database.db, {
      userId: shopper.userId,
      reference: 'metricas-cancelado',
      paymentMethod: 'oxxo',
      totalCents: 80_000,
      paidAt,
      shippingStatus: 'cancelado',
      refundCents: 80_000,
      refundClabe: '002010077777777771',
      refundedAt: paidAt,
    });
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const invoice = (key: string, createdAt: Date) =>
      invoiceToThePublic({
        kind: 'order',
        status: 'emitiendo',
        idempotencyKey: `metricas-${key}`,
        totalCents: 80_000,
        createdAt,
      });
    // One the provider is stamping now, one it never answered for (past the time the sweep takes it up).
    await database.db
      .insert(invoices)
      .values([invoice('en-camino', new Date()), invoice('sin-respuesta', minutesAgo(30))]);
    const after = await scrape();
    await database.db
      .delete(invoices)
      .where(inArray(invoices.idempotencyKey, ['metricas-en-camino', 'metricas-sin-respuesta']));

    const delta = (name: string, labels: Record<string, string> = {}) =>
      valueOf(after, name, labels) - valueOf(before, name, labels);
    expect(delta('shop_orders_created_total', { method: 'oxxo' })).toBe(1);
    expect(delta('shop_orders_paid_total', { method: 'oxxo' })).toBe(1);
    expect(delta('shop_orders_cancelled_total', { method: 'oxxo' })).toBe(1);
    expect(delta('shop_revenue_centavos_total', { method: 'oxxo' })).toBe(80_000);
    expect(delta('shop_refunds_centavos_total', { method: 'transfer' })).toBe(80_000);
    // A cancelled order waits for no shipment.
    expect(delta('shop_orders_awaiting_shipment')).toBe(0);
    expect(delta('invoice_stamping_pending')).toBe(1);
    expect(delta('invoice_stamping_failed')).toBe(1);
  });

  it('tells how the catalogue’s remembered answers serve, and when a change makes them all forget', async () => {
    const before = await scrape();
    await shop.app.inject('/api/products/productItem/4');
    await shop.app.inject('/api/products/productItem/4');
    // Another product's stock moves, its size still in stock: only that product's answers go.
    await database.db
      .update(variants)
      .set({ stock: 7 })
      .where(eq(variants.id, fixture.variant(1, 'Café', '27')));
    await shop.app.inject('/api/products/productItem/4');
    const afterSale = await scrape();
    const sinceStart = (name: string) => valueOf(afterSale, name) - valueOf(before, name);
    expect(sinceStart('catalog_cache_misses_total')).toBe(1);
    expect(sinceStart('catalog_cache_hits_total')).toBe(2);
    expect(sinceStart('catalog_cache_forgets_total')).toBe(0);
    // Any other change to a product forgets everything.
    await database.db.execute(sql`UPDATE products SET name = name WHERE id = 1`);
    await shop.app.inject('/api/products/productItem/4');
    const after = await scrape();
    const delta = (name: string) => valueOf(after, name) - valueOf(before, name);
    expect(delta('catalog_cache_misses_total')).toBe(2);
    expect(delta('catalog_cache_hits_total')).toBe(2);
    expect(delta('catalog_cache_forgets_total')).toBeGreaterThanOrEqual(1);
    // Once it knows when the next promotion starts or ends (one query after the change), it keeps what it
    // reads again, and says what that weighs: the product's answer is hundreds of bytes of JSON.
    await vi.waitFor(async () => {
      await shop.app.inject('/api/products/productItem/4');
      const kept = await scrape();
      expect(valueOf(kept, 'catalog_cache_entries')).toBeGreaterThanOrEqual(1);
      expect(valueOf(kept, 'catalog_cache_bytes')).toBeGreaterThan(100);
    });
  });

  it('counts a checkout that expires unpaid once, without a payment method, however often it is heard of', async () => {
    const before = await scrape();
    const shopper = await createShopper(database, 'vence@correo.test');
    const variantId = fixture.variant(3, 'Gris', 'M');
    const created = await requestCheckout(
      shop.url,
      shopper.cookie,
      [{ variant_id: variantId, quantity: 1 }],
      shopper.addressId,
    );
    expect(created.status).toBe(201);
    const stripe = devPayStripe(shop.url);
    await stripe.checkout.sessions.expire(String(created.body.sessionId));
    const expired = { outcome: 'expired', method: 'none' };
    await expect
      .poll(async () => valueOf(await scrape(), 'checkouts_ended_total', expired))
      .toBe(valueOf(before, 'checkouts_ended_total', expired) + 1);
    // Heard of again, two minutes after the provider wrote it: the checkout does not move, so nothing is
    // counted but the event's lag.
    const again = JSON.stringify({
      id: 'evt_otra_vez',
      object: 'event',
      type: 'checkout.session.expired',
      created: Math.floor(Date.now() / 1000) - 120,
      data: { object: { id: created.body.sessionId, object: 'checkout.session' } },
    });
    const delivered = await shop.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripeSignature(again, shop.config.webhookSecret),
      },
      payload: again,
    });
    expect(delivered.statusCode).toBe(200);
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string> = {}) =>
      valueOf(after, name, labels) - valueOf(before, name, labels);
    expect(delta('checkouts_ended_total', expired)).toBe(1);
    expect(delta('checkouts_started_total')).toBe(1);
    expect(delta('payment_webhook_lag_seconds_bucket', { le: '60' })).toBe(
      delta('payment_webhook_lag_seconds_count') - 1,
    );
    expect(delta('payment_webhook_lag_seconds_bucket', { le: '300' })).toBe(
      delta('payment_webhook_lag_seconds_count'),
    );
    expect(delta('payment_webhook_lag_seconds_sum')).toBeGreaterThanOrEqual(120);
  });

  it('reports the mail outbox backlog, the database and Node’s own process metrics at each scrape', async () => {
    const waitedSeconds = 600;
    await database.db.insert(outboxMessages).values({
      key: 'metricas:prueba',
      kind: 'order-received',
      recipient: 'metricas@correo.test',
      payload: {},
      // Not due for a day, so the sender leaves it waiting while the test reads the backlog.
      nextAttemptAt: new Date(Date.now() + 86_400_000),
      createdAt: new Date(Date.now() - waitedSeconds * 1000),
    });
    const samples = await scrape();
    expect(valueOf(samples, 'mail_outbox_pending_messages')).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples, 'mail_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(waitedSeconds);
    expect(valueOf(samples, 'mail_outbox_oldest_pending_age_seconds')).toBeLessThan(waitedSeconds + 60);
    await database.db.delete(outboxMessages).where(eq(outboxMessages.key, 'metricas:prueba'));

    expect(valueOf(samples, 'db_info', { engine: database.kind })).toBe(1);
    if (database.kind === 'postgres') {
      expect(valueOf(samples, 'db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
      expect(valueOf(samples, 'db_pool_waiting_requests')).toBe(0);
    } else {
      expect(samples.some((sample) => sample.name.startsWith('db_pool_'))).toBe(false);
    }
    expect(valueOf(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(valueOf(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('answers a stranger as if it did not exist, unless the token is right', async () => {
    const unknown = await shop.app.inject({ method: 'GET', url: '/metricas-que-no-existen' });
    expect(unknown.statusCode).not.toBe(200);
    const refusals = [
      { remoteAddress: '203.0.113.9' },
      {
        remoteAddress: '203.0.113.9',
        headers: { authorization: 'Bearer otro-token-que-no-es-el-bueno-000' },
      },
      { remoteAddress: '203.0.113.9', headers: { authorization: TOKEN } },
      { remoteAddress: '10.0.0.5', headers: { authorization: `Basic ${TOKEN}` } },
      // A proxy on this machine forwarding someone else's request: loopback, but not a local scraper.
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } },
      { remoteAddress: '::1', headers: { 'x-real-ip': '203.0.113.9' } },
    ];
    for (const refusal of refusals) {
      const response = await shop.app.inject({ method: 'GET', url: '/metrics', ...refusal });
      expect(response.statusCode, JSON.stringify(refusal)).toBe(unknown.statusCode);
      expect(response.body).toBe(unknown.body);
      expect(response.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('answers the right token from anywhere, and a scraper on this machine without one', async () => {
    const allowed = [
      { remoteAddress: '203.0.113.9', headers: { authorization: `Bearer ${TOKEN}` } },
      {
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.9', authorization: `bearer ${TOKEN}` },
      },
      { remoteAddress: '::ffff:127.0.0.1' },
      { remoteAddress: '::1' },
    ];
    for (const request of allowed) {
      const response = await shop.app.inject({ method: 'GET', url: '/metrics', ...request });
      expect(response.statusCode, JSON.stringify(request)).toBe(200);
      expect(response.body).toContain('# TYPE checkouts_started_total counter');
    }
  });
});
