import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { shippingAddresses } from '../../db/schema';
import { createTestDatabase } from '../../test/database';
import { createShopper, type Shopper } from '../../test/shop-server';
import { countHit } from './hit-counter';
import { LONGEST_WINDOW_MS, RATE_LIMITS } from './rules';
import { FROM_THE_SHOP } from '../../test/from-the-shop';

const config = loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'http://tienda.test' });
let database: DatabaseHandle;
// Two app servers on one database, as behind a load balancer.
let first: FastifyInstance;
let second: FastifyInstance;

beforeAll(async () => {
  // Windows are fixed on the clock (a new one every minute for search): a run that straddled a boundary
  // would see its count start again and never reach the limit. The clock stands still at the start of a
  // window, so every request this file counts falls in the same windows.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Math.ceil(Date.now() / LONGEST_WINDOW_MS) * LONGEST_WINDOW_MS);
  database = await createTestDatabase();
  first = await buildApp(config, { database });
  second = await buildApp(config, { database });
});
afterAll(async () => {
  await first.close();
  await second.close();
  await database.close();
  vi.useRealTimers();
});

const TOO_MANY = /^Demasiadas solicitudes seguidas\. Vuelve a intentarlo en \d+ minutos?\.$/;

/** Sends `count` requests, alternating between the two servers; returns their statuses in order. */
async function statuses(count: number, request: InjectOptions) {
  const answers: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const server = index % 2 === 0 ? first : second;
    answers.push((await server.inject(request)).statusCode);
  }
  return answers;
}

function expectRefusal(response: LightMyRequestResponse, windowMs: number) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ error: expect.stringMatching(TOO_MANY) });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
}

describe('search', () => {
  const { hits, windowMs } = RATE_LIMITS.search;

  it('answers 429 in Spanish past its limit per address, counted across both servers, and only to that address', async () => {
    const search = { url: '/api/products/suggestions?name=bota', remoteAddress: '10.1.0.1' };
    expect(new Set(await statuses(hits, search))).toEqual(new Set([200]));
    expectRefusal(await first.inject(search), windowMs);
    expectRefusal(await second.inject({ ...search, url: '/api/products/list?name=sombrero' }), windowMs);

    // The listing page runs its first search itself: from this address it comes without the results
    // (the browser's own call is then refused), from another one with them.
    const firstList = '"/products/list?';
    const page = await first.inject({ url: '/products?name=botas', remoteAddress: '10.1.0.1' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="page-data"');
    expect(page.body).not.toContain(firstList);
    const elsewhere = await first.inject({ url: '/products?name=botas', remoteAddress: '10.1.0.3' });
    expect(elsewhere.body).toContain(firstList);

    // Someone else searching, and the same address browsing a department, are not held back.
    expect((await second.inject({ ...search, remoteAddress: '10.1.0.2' })).statusCode).toBe(200);
    expect(
      (await first.inject({ url: '/api/products/list?category_id=3', remoteAddress: '10.1.0.1' })).statusCode,
    ).toBe(200);
  });
});

describe('sign-in', () => {
  const { hits, windowMs } = RATE_LIMITS['sign-in'];

  it('stops an address that starts sign-in over and over, and no one else', async () => {
    const start = { url: '/api/auth/google?returnTo=%2Fprofile', remoteAddress: '10.2.0.1' };
    expect(new Set(await statuses(hits, start))).toEqual(new Set([302]));
    expectRefusal(await second.inject(start), windowMs);
    expect((await first.inject({ ...start, remoteAddress: '10.2.0.2' })).statusCode).toBe(302);
  });
});

describe('behind a load balancer (TRUST_PROXY=10.0.0.254)', () => {
  it('counts the address the balancer saw, whatever the client writes before it in X-Forwarded-For', async () => {
    const proxied = await buildApp(loadConfig({ LOG_LEVEL: 'silent', TRUST_PROXY: '10.0.0.254' }), {
      database,
    });
    try {
      const { hits, windowMs } = RATE_LIMITS['sign-in'];
      const start = (client: string, spoofed: number) =>
        proxied.inject({
          url: '/api/auth/google?returnTo=%2F',
          remoteAddress: '10.0.0.254',
          headers: { 'x-forwarded-for': `198.51.100.${spoofed}, ${client}` },
        });
      for (let index = 0; index < hits; index += 1) {
        expect((await start('10.3.0.1', index)).statusCode).toBe(302);
      }
      expectRefusal(await start('10.3.0.1', 250), windowMs);
      expect((await start('10.3.0.2', 1)).statusCode).toBe(302);
    } finally {
      await proxied.close();
    }
  });
});

describe('address writes', () => {
  const { hits, windowMs } = RATE_LIMITS['address-write'];
  let greedy: Shopper;
  let other: Shopper;

  beforeAll(async () => {
    greedy = await createShopper(database, 'muchas-direcciones@correo.test');
    other = await createShopper(database, 'una-direccion@correo.test');
  });

  const addressesOf = (userId: number) =>
    database.db.select().from(shippingAddresses).where(eq(shippingAddresses.userId, userId));

  it('count per user, malformed ones included, and the refused write stores nothing', async () => {
    const before = await addressesOf(greedy.userId);
    const statusesSeen = await statuses(hits, {
      method: 'DELETE',
      url: '/api/locations/999999',
      headers: { ...FROM_THE_SHOP, cookie: greedy.cookie },
    });
    expect(new Set(statusesSeen)).toEqual(new Set([404]));

    const refused = await first.inject({
      method: 'DELETE',
      url: `/api/locations/${greedy.addressId}`,
      headers: { ...FROM_THE_SHOP, cookie: greedy.cookie },
    });
    expectRefusal(refused, windowMs);
    expect(await addressesOf(greedy.userId)).toEqual(before);

    // The same network address, another shopper: their own count.
    const another = await second.inject({
      method: 'DELETE',
      url: `/api/locations/${other.addressId}`,
      headers: { ...FROM_THE_SHOP, cookie: other.cookie },
    });
    expect(another.statusCode).toBe(200);
    expect(await addressesOf(other.userId)).toEqual([]);
  });
});

describe('checkout creation', () => {
  const { hits, windowMs } = RATE_LIMITS.checkout;

  it('counts per user across servers, invalid attempts included', async () => {
    const shopper = await createShopper(database, 'compradora-insistente@correo.test');
    const attempt = {
      method: 'POST' as const,
      url: '/api/payments/create-checkout-session',
      headers: { cookie: shopper.cookie },
      payload: { products: [] },
    };
    expect(new Set(await statuses(hits, attempt))).toEqual(new Set([400]));
    expectRefusal(await second.inject(attempt), windowMs);
  });
});

describe('the shared counter', () => {
  it('gives each of many simultaneous hits its own count, and starts again in the next window', async () => {
    const windowMs = 60_000;
    const now = new Date('2026-11-22T12:00:30Z');
    const counts = await Promise.all(
      Array.from({ length: 40 }, () => countHit(database.db, 'prueba:ip:10.9.9.9', windowMs, now)),
    );
    expect(counts.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
    const nextWindow = new Date(now.getTime() + windowMs);
    expect(await countHit(database.db, 'prueba:ip:10.9.9.9', windowMs, nextWindow)).toBe(1);
  });

  it('is not consulted when RATE_LIMITS=off (load benchmarks only)', async () => {
    const unlimited = await buildApp(loadConfig({ LOG_LEVEL: 'silent', RATE_LIMITS: 'off' }), { database });
    try {
      const search = { url: '/api/products/suggestions?name=bota', remoteAddress: '10.1.0.1' };
      expect((await unlimited.inject(search)).statusCode).toBe(200);
    } finally {
      await unlimited.close();
    }
  });
});
