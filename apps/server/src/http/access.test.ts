import { createHmac } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  bearerTokenResponse,
  bill,
  billDetail,
  checkoutSessionState,
  currentUser,
  ecommerceUser,
  location,
} from '@store/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { bills, paymentSessions, sessions, shippingAddresses, users } from '../db/schema';
import { issueBearerToken } from '../modules/auth/bearer-token';
import { hashToken } from '../lib/secret-tokens';
import { createSession } from '../modules/auth/sessions';
import { newToken } from '../lib/secret-tokens';
import { writeCatalogFixture, type Fixture } from '../test/catalog-fixture';
import { createTestDatabase } from '../test/database';
import { createShopper, startShopServer, type Shopper, type ShopServer } from '../test/shop-server';
import { MESSAGES } from './errors';
import { PRODUCTION_TEST_ENVIRONMENT } from '../test/production-environment';
import { FROM_THE_SHOP } from '../test/from-the-shop';

/**
 * The hardening issue's access rules, checked from outside as a client would: nobody reaches another
 * shopper's addresses, orders, payments or session; the production build exposes nothing but the shop;
 * answers carry only the contract's fields; other origins get no CORS; and GET never acts.
 */

const WEB_DIR = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const EVIL_ORIGIN = 'https://malo.example';
const REPO_ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

/** A stack frame, a dependency's path, SQL, or where the shop lives on disk. */
const showsInternals = (body: string) =>
  /\bat .+:\d+:\d+|node_modules|\bSELECT\b|"stack"/i.test(body) || body.includes(REPO_ROOT);

// What leaves the server, written out so that a new field is a decision someone takes here, not a leak.
const CURRENT_USER_FIELDS = ['ecommerce_user_id', 'email', 'google_id', 'name', 'phone_number', 'picture'];
const LOCATION_FIELDS = [
  'exterior_number',
  'interior_number',
  'municipality_name',
  'neighborhood_id',
  'neighborhood_name',
  'postal_code',
  'recipient_name',
  'recipient_phone',
  'reference',
  'shipping_address_id',
  'state_name',
  'street',
];
const BILL_FIELDS = [
  'bill_details',
  'bill_id',
  'created_at',
  // 'delivery' or 'pickup' at the store.
  'fulfilment',
  // From the ledger: charged, refunded, net, the financial status and each refund (the last four of a
  // card or a CLABE, never a provider id).
  'money',
  // How it was paid: method, card brand, plan of meses sin intereses (no provider ids).
  'payment',
  // While waiting for its money: the voucher or the transfer details the shopper was given.
  'payment_instructions',
  // A pick-up's store and, to its shopper alone while it waits at the counter, its code.
  'pickup',
  'reference',
  // Once cancelled: how much went back and where (the last four of a CLABE, never the whole).
  'refund',
  'shipping_address',
  'shipping_carrier',
  // The carrier and service the shopper chose and the days promised (names and dates, no provider codes).
  'shipping_choice',
  'shipping_cost',
  'shipping_last4',
  'shipping_status',
  'shipping_tracking_number',
  'summary',
  'total_amount',
  // The parcel's steps the carrier reported: each step's name and date.
  'tracking_steps',
  'tracking_url',
];
const BILL_SUMMARY_FIELDS = ['discounted_amount', 'subtotal', 'total_amount', 'total_discount'];
const BILL_DETAIL_FIELDS = [
  'color_name',
  'discount_amount',
  'images',
  'price',
  'product_id',
  'product_name',
  'promotion_discount',
  'promotion_name',
  'quantity',
  'size_name',
  'variant_id',
];
const CHECKOUT_STATE_FIELDS = ['bill_id', 'status'];
const BEARER_TOKEN_FIELDS = ['expires_in', 'token'];
const ECOMMERCE_USER_FIELDS = ['ecommerce_user_id', 'name'];

const keysOf = (value: unknown) => Object.keys(value as object).sort();
/** A refusal's keys: its sentence, and, apart, the form field it is about when it names one (snake_case). */
const refusalKeysOf = (value: unknown) => {
  const { field, ...rest } = value as Record<string, unknown>;
  if (field !== undefined) expect(field).toMatch(/^[a-z_]{1,40}$/);
  return keysOf(rest);
};

let database: DatabaseHandle;
let fixture: Fixture;
let shop: ShopServer;
let app: FastifyInstance;
let ana: Shopper;
let beto: Shopper;
let anaBillId: number;
let anaCheckoutId: string;

const signedInAs = (shopper: Shopper) => ({ cookie: shopper.cookie });
const sidOf = (shopper: Shopper) => shopper.cookie.replace(/^sid=/, '');
const signedIn = async (headers: Record<string, string>) =>
  (await app.inject({ url: '/api/auth/me', headers })).statusCode;

async function startCheckout(shopper: Shopper, variantId: number, shippingAddress = shopper.addressId) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/create-checkout-session',
    headers: signedInAs(shopper),
    payload: { products: [{ variant_id: variantId, quantity: 1 }], shipping_address: shippingAddress },
  });
}

const addressRow = async (id: number) =>
  (await database.db.select().from(shippingAddresses).where(eq(shippingAddresses.id, id)))[0];
const paymentSessionStatus = async (providerSessionId: string) =>
  (
    await database.db
      .select({ status: paymentSessions.status })
      .from(paymentSessions)
      .where(eq(paymentSessions.providerSessionId, providerSessionId))
  )[0]?.status;

beforeAll(async () => {
  database = await createTestDatabase();
  fixture = await writeCatalogFixture(database.db);
  // A real port: the checkout's Stripe SDK and its webhooks travel over HTTP, as in the running store.
  shop = await startShopServer(database);
  app = shop.app;
  ana = await createShopper(database, 'ana@correo.test');
  beto = await createShopper(database, 'beto@correo.test');

  // Ana buys a pair of boots through the local hosted checkout, so she has a real order and payment.
  const created = await startCheckout(ana, fixture.variant(1, 'Café', '27'));
  expect(created.statusCode).toBe(201);
  anaCheckoutId = (created.json() as { sessionId: string }).sessionId;
  const paid = await app.inject({
    method: 'POST',
    url: `/dev-pay/checkout/${anaCheckoutId}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      number: '4242 4242 4242 4242',
      expiry: '12 / 34',
      cvc: '123',
      name: 'Ana',
    }).toString(),
  });
  expect(paid.statusCode).toBe(303);
  // The order is written when the checkout's webhook arrives, a moment after the payment.
  const [bought] = await vi.waitFor(
    async () => {
      const rows = await database.db.select().from(bills).where(eq(bills.userId, ana.userId));
      if (rows.length !== 1) throw new Error('el pedido aún no llega');
      return rows;
    },
    { timeout: 10_000, interval: 50 },
  );
  anaBillId = bought!.id;
});

afterAll(async () => {
  await shop?.app.close();
  await database?.close();
});

describe('another shopper’s data', () => {
  it('addresses: each shopper lists only their own; editing or deleting another’s is a Spanish 404 that changes nothing', async () => {
    const before = await addressRow(ana.addressId);
    const list = await app.inject({ url: '/api/locations', headers: signedInAs(beto) });
    expect(list.statusCode).toBe(200);
    expect((list.json() as { shipping_address_id: number }[]).map((a) => a.shipping_address_id)).toEqual([
      beto.addressId,
    ]);

    const edit = await app.inject({
      method: 'PUT',
      url: '/api/locations',
      headers: signedInAs(beto),
      payload: {
        shipping_address_id: ana.addressId,
        postal_code: '31000',
        neighborhood_id: before!.neighborhoodId,
        street: 'Calle robada',
        exterior_number: '1',
        reference: 'Aquí no vive Ana',
      },
    });
    expect(edit.statusCode).toBe(404);
    expect(edit.json()).toEqual({ error: 'Dirección no encontrada' });
    const remove = await app.inject({
      method: 'DELETE',
      url: `/api/locations/${ana.addressId}`,
      headers: { ...FROM_THE_SHOP, ...signedInAs(beto) },
    });
    expect(remove.statusCode).toBe(404);
    expect(remove.json()).toEqual({ error: 'Dirección no encontrada' });

    expect(await addressRow(ana.addressId)).toEqual(before);
    const anaList = await app.inject({ url: '/api/locations', headers: signedInAs(ana) });
    expect((anaList.json() as { street: string }[]).map((a) => a.street)).toEqual(['Av. Independencia']);
  });

  it('addresses: an order cannot be sent to another shopper’s address', async () => {
    const attempt = await startCheckout(beto, fixture.variant(3, 'Gris', 'M'), ana.addressId);
    expect(attempt.statusCode).toBe(422);
    expect(attempt.json()).toEqual({ error: 'Por favor selecciona una dirección de envío para continuar' });
    expect(
      await database.db.select().from(paymentSessions).where(eq(paymentSessions.userId, beto.userId)),
    ).toEqual([]);
  });

  it('orders: another shopper’s bill is not found, by its id or by trying ids, nor listed', async () => {
    const own = await app.inject({ url: `/api/bills?bill_id=${anaBillId}`, headers: signedInAs(ana) });
    expect(own.statusCode).toBe(200);

    for (const id of [anaBillId, anaBillId + 1, 1, 2, 3]) {
      const foreign = await app.inject({ url: `/api/bills?bill_id=${id}`, headers: signedInAs(beto) });
      expect(foreign.statusCode, `bill ${id}`).toBe(404);
      expect(foreign.json()).toEqual({ error: 'Pedido no encontrado' });
    }
    // The storefront's parameter is bill_id; any other name is refused, never read as some other id.
    const otherName = await app.inject({ url: `/api/bills?id=${anaBillId}`, headers: signedInAs(beto) });
    expect(otherName.statusCode).toBe(400);
    expect(refusalKeysOf(otherName.json())).toEqual(['error']);

    const list = await app.inject({ url: '/api/bills/list', headers: signedInAs(beto) });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([]);
  });

  it('payments: another shopper’s checkout session is not found, exactly like one that never existed', async () => {
    const own = await app.inject({
      url: `/api/payments/checkout-session?session_id=${anaCheckoutId}`,
      headers: signedInAs(ana),
    });
    expect(own.json()).toEqual({ status: 'paid', bill_id: anaBillId });

    for (const sessionId of [anaCheckoutId, 'cs_test_inventada0000000000000000']) {
      const foreign = await app.inject({
        url: `/api/payments/checkout-session?session_id=${sessionId}`,
        headers: signedInAs(beto),
      });
      expect(foreign.statusCode, sessionId).toBe(404);
      expect(foreign.json()).toEqual({ error: 'Pago no encontrado' });
    }
  });

  it('sessions: a guessed id, the stored hash of a real one, or one signed out is not signed in', async () => {
    const [stored] = await database.db.select().from(sessions).where(eq(sessions.userId, ana.userId));
    const second = await createSession(database.db, ana.userId);
    const signOut = await app.inject({
      headers: FROM_THE_SHOP,
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { sid: second },
    });
    expect(signOut.statusCode).toBe(200);

    for (const sid of [
      newToken(),
      '',
      'null',
      'undefined',
      '1',
      String(ana.userId),
      stored!.tokenHash,
      second,
    ]) {
      for (const url of ['/api/auth/me', '/api/locations', '/api/bills/list', '/api/auth/token']) {
        const response = await app.inject({ url, cookies: { sid } });
        expect(response.statusCode, `${url} con sid=${sid}`).toBe(401);
        expect(response.json()).toEqual({ error: 'Inicia sesión para continuar.' });
      }
    }
    // Signing out ended that one session only: her other browser is still signed in.
    expect(await signedIn(signedInAs(ana))).toBe(200);
  });

  it('tokens: a bearer token is not a cookie, a cookie is not a bearer token, and another shop’s token is refused', async () => {
    const issued = await app.inject({ url: '/api/auth/token', headers: signedInAs(ana) });
    const { token } = issued.json() as { token: string };
    const own = await app.inject({
      url: '/api/user_ecommerce/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(own.json()).toEqual({ name: 'Cliente ana', ecommerce_user_id: ana.userId });

    expect(await signedIn({ cookie: `sid=${token}` })).toBe(401);

    const [header, payload, signature] = token.split('.') as [string, string, string];
    const asBeto = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload, 'base64url').toString()),
        sub: String(beto.userId),
      }),
    ).toString('base64url');
    const unsigned = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const foreign = await issueBearerToken(
      loadConfig({
        SESSION_SECRET: 'otro-secreto-de-otra-tienda-0123456789',
        PUBLIC_URL: shop.config.publicUrl,
      }),
      { userId: ana.userId, sessionHash: hashToken(sidOf(ana)) },
    );
    for (const authorization of [
      `Bearer ${sidOf(ana)}`,
      `Bearer ${header}.${asBeto}.${signature}`,
      `Bearer ${unsigned}.${payload}.`,
      `Bearer ${foreign}`,
      `Bearer ${token}x`,
    ]) {
      const response = await app.inject({ url: '/api/user_ecommerce/me', headers: { authorization } });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json()).toEqual({ error: 'Token inválido o vencido.' });
    }
  });

  it('user ids sent in the query, the body or a header never switch the user', async () => {
    const tampering = [`user_id=${ana.userId}`, `userId=${ana.userId}`, `ecommerce_user_id=${ana.userId}`];
    for (const query of tampering) {
      const headers = { ...signedInAs(beto), 'x-user-id': String(ana.userId) };
      const me = await app.inject({ url: `/api/auth/me?${query}`, headers });
      expect((me.json() as { email: string }).email).toBe('beto@correo.test');
      const list = await app.inject({ url: `/api/locations?${query}`, headers });
      expect((list.json() as { shipping_address_id: number }[]).map((a) => a.shipping_address_id)).toEqual([
        beto.addressId,
      ]);
      expect((await app.inject({ url: `/api/bills/list?${query}`, headers })).json()).toEqual([]);
      const one = await app.inject({ url: `/api/bills?bill_id=${anaBillId}&${query}`, headers });
      expect([400, 404], `bills ${query}`).toContain(one.statusCode);
      const payment = await app.inject({
        url: `/api/payments/checkout-session?session_id=${anaCheckoutId}&${query}`,
        headers,
      });
      expect([400, 404], `checkout-session ${query}`).toContain(payment.statusCode);
      const remove = await app.inject({
        method: 'DELETE',
        url: `/api/locations/${ana.addressId}?${query}`,
        headers: { ...FROM_THE_SHOP, ...headers },
      });
      expect(remove.statusCode, `delete ${query}`).toBe(404);
    }

    const before = await addressRow(ana.addressId);
    for (const field of ['user_id', 'userId']) {
      const body = {
        postal_code: '31000',
        neighborhood_id: before!.neighborhoodId,
        street: 'Calle robada',
        exterior_number: '1',
        reference: 'Aquí no vive Ana',
        [field]: ana.userId,
      };
      for (const [method, payload] of [
        ['POST', body],
        ['PUT', { ...body, shipping_address_id: ana.addressId }],
      ] as const) {
        const response = await app.inject({
          method,
          url: '/api/locations',
          headers: signedInAs(beto),
          payload,
        });
        expect(response.statusCode, `${method} ${field}`).toBe(400);
        expect(response.json()).toEqual({ error: MESSAGES.unknownField });
      }
      const profile = await app.inject({
        method: 'PATCH',
        url: '/api/users',
        headers: signedInAs(beto),
        payload: { name: 'Ana robada', phone_number: '6141234567', [field]: ana.userId },
      });
      expect(profile.statusCode, `PATCH ${field}`).toBe(400);
    }
    expect(await addressRow(ana.addressId)).toEqual(before);
    const [anaUser] = await database.db.select().from(users).where(eq(users.id, ana.userId));
    expect(anaUser?.name).toBe('Cliente ana');
    expect(
      (await app.inject({ url: '/api/locations', headers: signedInAs(beto) })).json() as unknown[],
    ).toHaveLength(1);
  });
});

describe('answers carry only the fields the client needs', () => {
  it('the contract declares exactly these fields', () => {
    expect(keysOf(currentUser.shape)).toEqual(CURRENT_USER_FIELDS);
    expect(keysOf(location.shape)).toEqual(LOCATION_FIELDS);
    expect(keysOf(bill.shape)).toEqual(BILL_FIELDS);
    expect(keysOf(bill.shape.summary.shape)).toEqual(BILL_SUMMARY_FIELDS);
    expect(keysOf(billDetail.shape)).toEqual(BILL_DETAIL_FIELDS);
    expect(keysOf(checkoutSessionState.shape)).toEqual(CHECKOUT_STATE_FIELDS);
    expect(keysOf(bearerTokenResponse.shape)).toEqual(BEARER_TOKEN_FIELDS);
    expect(keysOf(ecommerceUser.shape)).toEqual(ECOMMERCE_USER_FIELDS);
  });

  it('the account, its addresses, orders and payment answer those fields and nothing internal', async () => {
    const me = await app.inject({ url: '/api/auth/me', headers: signedInAs(ana) });
    expect(keysOf(me.json())).toEqual(CURRENT_USER_FIELDS);
    expect(me.json()).toMatchObject({ email: 'ana@correo.test', ecommerce_user_id: ana.userId });

    const addresses = (
      await app.inject({ url: '/api/locations', headers: signedInAs(ana) })
    ).json() as unknown[];
    expect(addresses).toHaveLength(1);
    for (const address of addresses) expect(keysOf(address)).toEqual(LOCATION_FIELDS);

    const list = (await app.inject({ url: '/api/bills/list', headers: signedInAs(ana) })).json() as Record<
      string,
      unknown
    >[];
    const one = (
      await app.inject({ url: `/api/bills?bill_id=${anaBillId}`, headers: signedInAs(ana) })
    ).json();
    expect(list).toHaveLength(1);
    for (const order of [...list, one] as { summary: unknown; bill_details: unknown[] }[]) {
      expect(keysOf(order)).toEqual(BILL_FIELDS);
      expect(keysOf(order.summary)).toEqual(BILL_SUMMARY_FIELDS);
      expect(order.bill_details).toHaveLength(1);
      for (const line of order.bill_details) expect(keysOf(line)).toEqual(BILL_DETAIL_FIELDS);
    }

    const payment = await app.inject({
      url: `/api/payments/checkout-session?session_id=${anaCheckoutId}`,
      headers: signedInAs(ana),
    });
    expect(keysOf(payment.json())).toEqual(CHECKOUT_STATE_FIELDS);

    const token = await app.inject({ url: '/api/auth/token', headers: signedInAs(ana) });
    expect(keysOf(token.json())).toEqual(BEARER_TOKEN_FIELDS);
    const ecommerce = await app.inject({
      url: '/api/user_ecommerce/me',
      headers: { authorization: `Bearer ${(token.json() as { token: string }).token}` },
    });
    expect(keysOf(ecommerce.json())).toEqual(ECOMMERCE_USER_FIELDS);

    // Nothing of the payment provider, the session store or another shopper appears anywhere.
    const [stored] = await database.db.select().from(sessions).where(eq(sessions.userId, ana.userId));
    const everything = JSON.stringify([me.json(), addresses, list, one, payment.json(), ecommerce.json()]);
    for (const secret of [
      anaCheckoutId,
      'cs_test_',
      'pi_',
      'evt_',
      stored!.tokenHash,
      sidOf(ana),
      'beto@correo.test',
      'https://idp.test',
      '"user_id"',
      'token_hash',
      'provider_session_id',
      'payment_intent',
    ]) {
      expect(everything, secret).not.toContain(secret);
    }
  });
});

describe('the shop in production mode', () => {
  let production: FastifyInstance;
  let productionUrl: string;
  let productionSid: string;
  let shellBody: string;
  let builtAssets: string[];

  const productionApp = (database: DatabaseHandle) =>
    buildApp(
      loadConfig({
        ...PRODUCTION_TEST_ENVIRONMENT,
        LOG_LEVEL: 'silent',
        PUBLIC_URL: 'https://www.nortenowestern.example',
      }),
      { database },
    );

  /** The page after its head, which is the same for every page path whatever the head says. */
  const afterHead = (html: string) => html.slice(html.search(/<\/head>/i));

  /** Either the JSON 404 or the storefront page (what the browser's router shows), and nothing else. */
  function expectNothingExposed(
    response: { statusCode: number; headers: Record<string, unknown>; body: string },
    url: string,
  ) {
    expect(response.headers.server, url).toBeUndefined();
    expect(response.headers['x-powered-by'], url).toBeUndefined();
    if (String(response.headers['content-type']).startsWith('application/json')) {
      expect(response.statusCode, url).toBe(404);
      expect(JSON.parse(response.body), url).toEqual({ error: MESSAGES.notFound });
      return;
    }
    expect([200, 404], url).toContain(response.statusCode);
    expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
    // A page with a picture to show first (the home's banner) carries it inside the root (decision 024);
    // that, and nothing else, may differ from the shell.
    const root = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(response.body)?.[1] ?? '';
    if (root) expect(root, url).toMatch(/^<div class="first-screen[ "]/);
    expect(afterHead(response.body.replace(root, '')), url).toBe(shellBody);
  }

  /** The request exactly as written, without the normalising of a URL parser. */
  function rawGet(rawPath: string) {
    return new Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }>(
      (resolve, reject) => {
        const request = httpRequest(`${productionUrl}/`, { path: rawPath }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () =>
            resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, body }),
          );
        });
        request.on('error', reject);
        request.end();
      },
    );
  }

  beforeAll(async () => {
    production = await productionApp(database);
    // Some paths must reach the server exactly as written (`/../`), which only a real socket allows.
    await production.listen({ port: 0, host: '127.0.0.1' });
    productionUrl = `http://127.0.0.1:${(production.server.address() as AddressInfo).port}`;
    productionSid = await createSession(database.db, ana.userId);
    const shell = await production.inject('/pagina-que-no-existe');
    expect(shell.statusCode).toBe(404);
    expect(shell.body).toContain('<div id="root">');
    shellBody = afterHead(shell.body);
    builtAssets = (await readdir(path.join(WEB_DIR, 'assets'))).filter((name) => /\.(js|css)$/.test(name));
  });
  afterAll(async () => {
    await production?.close();
  });

  it('publishes no source map, and no built asset points to one', async () => {
    expect(builtAssets.length).toBeGreaterThan(5);
    for (const name of builtAssets) {
      const asset = await production.inject(`/assets/${name}`);
      expect(asset.statusCode, name).toBe(200);
      expect(asset.body, name).not.toMatch(/sourceMappingURL/);
      expect(asset.headers.sourcemap, name).toBeUndefined();
      expect(asset.headers['x-sourcemap'], name).toBeUndefined();
      for (const encoding of ['identity', 'br, gzip']) {
        const map = await production.inject({
          url: `/assets/${name}.map`,
          headers: { 'accept-encoding': encoding },
        });
        expect(map.statusCode, `${name}.map`).toBe(404);
        expect(map.json()).toEqual({ error: MESSAGES.notFound });
      }
    }
  });

  it('lists no directory and serves a missing asset as a plain 404, not the page', async () => {
    for (const url of ['/assets/', '/assets', '/.vite/', '/.vite', '/api/', '/images/', '/']) {
      expectNothingExposed(await production.inject(url), url);
    }
    for (const url of ['/assets/nope.js', '/assets/nope.css', '/.vite/manifest.json', '/favicon.ico']) {
      const response = await production.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ error: MESSAGES.notFound });
    }
  });

  it('answers well-known leak paths with a 404 or the page, never a file', async () => {
    const leaks = [
      '/.env',
      '/.env.production',
      '/.git/config',
      '/.git/HEAD',
      '/package.json',
      '/package-lock.json',
      '/apps/server/src/app.ts',
      '/apps/server/dist/main.js',
      '/src/main.tsx',
      '/index.html.map',
      '/.vite/manifest.json.br',
      '/.vite/manifest.json.gz',
      '/%2evite/manifest.json',
      '/node_modules/',
      '/node_modules/fastify/package.json',
      '/server-status',
      '/debug',
      '/api/debug',
      '/metrics',
      '/api/metrics',
      '/documentation',
      '/documentation/json',
      '/swagger',
      '/swagger.json',
      '/api/docs',
      '/graphql',
      '/dev-idp/authorize',
      '/dev-idp/.well-known/openid-configuration',
      '/dev-pay/v1/checkout/sessions',
      '/dev-pay/checkout/cs_test_abc',
      '/dev-whatsapp/',
      '/dev-whatsapp/chats/6141234567',
    ];
    // Probed from outside, as scanners do: /metrics answers only this machine's own scraper (decision 021).
    for (const url of leaks) {
      expectNothingExposed(await production.inject({ url, remoteAddress: '203.0.113.9' }), url);
    }

    // Traversal, sent as raw bytes: whatever the server resolves, no file outside the build is read.
    for (const url of [
      '/../package.json',
      '/assets/../../package.json',
      '/assets/../../../package.json',
      '/%2e%2e/package.json',
      '/%2e%2e/%2e%2e/package.json',
      '/assets/%2e%2e/%2e%2e/package.json',
      '/assets/..%2f..%2fpackage.json',
      '/assets/..%5c..%5cpackage.json',
      '/..%2f..%2f..%2fetc/passwd',
      '/../.env',
      '/assets/../.vite/manifest.json',
    ]) {
      expectNothingExposed(await rawGet(url), url);
    }
  });

  it("has no WhatsApp webhook without WhatsApp: the stand-in's public secret signs nothing here", async () => {
    // Outside production the webhook checks the stand-in's secret and token, written in the code; a shop
    // that connected no number must not believe a 'BAJA' or a status signed with them.
    const { appSecret, verifyToken } = loadConfig({}).whatsapp;
    const body = JSON.stringify({ object: 'whatsapp_business_account', entry: [] });
    const signed = await production.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`,
      },
      payload: body,
    });
    expect(signed.statusCode).toBe(404);
    const handshake = await production.inject(
      `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${verifyToken}&hub.challenge=1158201444`,
    );
    expect(handshake.statusCode).toBe(404);
    expect(handshake.body).not.toContain('1158201444');
  });

  it('answers errors without a stack, SQL or a path on disk', async () => {
    const cookies = { '__Host-sid': productionSid };
    const answers: LightMyRequestResponse[] = [
      await production.inject({
        method: 'POST',
        url: '/api/locations',
        cookies,
        headers: { 'content-type': 'application/json' },
        payload: '{"postal_code": ',
      }),
      await production.inject({
        method: 'POST',
        url: '/api/locations',
        cookies,
        headers: { 'content-type': 'text/xml' },
        payload: '<x/>',
      }),
      await production.inject({
        method: 'POST',
        url: '/api/locations',
        cookies,
        payload: { street: 'x'.repeat(70 * 1024) },
      }),
      await production.inject('/api/products/list?page=abc'),
      await production.inject('/api/bills?bill_id=99999999999'),
    ];
    for (const response of answers) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(refusalKeysOf(response.json())).toEqual(['error']);
      expect(showsInternals(response.body), response.body).toBe(false);
    }

    // Addresses the router cannot decode, or with an over-long parameter, are refused by the router.
    for (const url of ['/%', '/api/locations/%zz', `/api/product/image/${'a'.repeat(150)}`]) {
      const response = await rawGet(url);
      expect([400, 414], url).toContain(response.statusCode);
      expect(response.headers.server, url).toBeUndefined();
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(JSON.parse(response.body), url).toEqual({
        error: expect.stringMatching(/^La dirección de la petición (no es válida|es demasiado larga)\.$/),
      });
      expect(showsInternals(response.body), response.body).toBe(false);
    }

    // A failure inside the server: the database is gone.
    const broken = await createTestDatabase();
    const brokenApp = await productionApp(broken);
    try {
      await broken.close();
      const failed = await brokenApp.inject({ url: '/api/auth/me', cookies });
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({ error: MESSAGES.internal });
    } finally {
      await brokenApp.close();
    }
  });

  it('says nothing about what it runs on', async () => {
    for (const url of [
      '/',
      '/api/health',
      '/api/categories',
      `/assets/${builtAssets[0]}`,
      '/api/no-existe',
    ]) {
      const response = await production.inject(url);
      expect(response.headers.server, url).toBeUndefined();
      expect(response.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('gives another origin no CORS, preflight or not, with or without a cookie', async () => {
    const shops = [
      { target: production, cookie: `__Host-sid=${productionSid}` },
      { target: app, cookie: ana.cookie },
    ];
    for (const { target, cookie } of shops) {
      for (const url of [
        '/api/auth/me',
        '/api/locations',
        '/api/bills/list',
        '/api/payments/create-checkout-session',
      ]) {
        const preflight = await target.inject({
          method: 'OPTIONS',
          url,
          headers: {
            origin: EVIL_ORIGIN,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type',
          },
        });
        const get = await target.inject({ url, headers: { cookie, origin: EVIL_ORIGIN } });
        for (const response of [preflight, get]) {
          expect(response.headers['access-control-allow-origin'], url).toBeUndefined();
          expect(response.headers['access-control-allow-credentials'], url).toBeUndefined();
          expect(response.headers['access-control-allow-methods'], url).toBeUndefined();
        }
        expect(preflight.statusCode, url).toBe(404);
      }
    }
  });
});

describe('GET never acts', () => {
  it('a GET or HEAD to a call that changes something is a 404 and changes nothing', async () => {
    const held = await startCheckout(beto, fixture.variant(3, 'Gris', 'M'));
    expect(held.statusCode).toBe(201);
    const betoCheckout = (held.json() as { sessionId: string }).sessionId;

    for (const method of ['GET', 'HEAD'] as const) {
      for (const url of [
        '/api/auth/logout',
        '/api/payments/cancel',
        '/api/payments/create-checkout-session',
        '/api/payments/webhook',
        `/api/locations/${beto.addressId}`,
        '/api/users',
        `/api/auth/logout?_method=POST`,
      ]) {
        for (const headers of [signedInAs(beto), { ...signedInAs(beto), 'x-http-method-override': 'POST' }]) {
          const response = await app.inject({ method, url, headers });
          expect(response.statusCode, `${method} ${url}`).toBe(404);
        }
      }
    }
    expect(await signedIn(signedInAs(beto))).toBe(200);
    expect(await paymentSessionStatus(betoCheckout)).toBe('open');
    expect(await addressRow(beto.addressId)).toBeDefined();
  });
});
