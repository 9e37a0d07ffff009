import { deliveryEstimate } from '@store/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../config';
import type { DatabaseHandle } from '../../../db/client';
import { createTestDatabase } from '../../../test/database';
import { DELIVERY_DAYS_BY_STATE } from './delivery-days';

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'http://tienda.test' }), { database });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const estimate = async (query: string) => {
  const response = await app.inject(`/api/payments/delivery-estimate${query}`);
  return { status: response.statusCode, body: response.json<unknown>(), headers: response.headers };
};

describe('the delivery table', () => {
  it('has each of the 32 states once, with a range of at least one business day', () => {
    expect(DELIVERY_DAYS_BY_STATE).toHaveLength(32);
    expect(new Set(DELIVERY_DAYS_BY_STATE.map((state) => state.name)).size).toBe(32);
    for (const state of DELIVERY_DAYS_BY_STATE) {
      expect(state.minDays).toBeGreaterThanOrEqual(1);
      expect(state.maxDays).toBeGreaterThanOrEqual(state.minDays);
    }
  });
});

describe('GET /api/payments/delivery-estimate', () => {
  it.each([
    ['Chihuahua', 'Chihuahua', 1, 2],
    ['Sonora', 'Sonora', 2, 4],
    // SEPOMEX's official names, as a saved address carries them.
    ['Coahuila de Zaragoza', 'Coahuila', 2, 4],
    ['Veracruz de Ignacio de la Llave', 'Veracruz', 3, 6],
    ['México', 'Estado de México', 3, 6],
    ['Ciudad de México', 'Ciudad de México', 3, 6],
    // Typed without accents or in other case, it is still the same state.
    ['nuevo leon', 'Nuevo León', 2, 4],
    ['  YUCATÁN ', 'Yucatán', 3, 6],
  ])('answers %s with %s, %i to %i business days', async (asked, state, min, max) => {
    const { status, body, headers } = await estimate(`?state=${encodeURIComponent(asked)}`);
    expect(status).toBe(200);
    expect(body).toEqual({ state, min_days: min, max_days: max });
    expect(deliveryEstimate.safeParse(body).success).toBe(true);
    expect(headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers the whole country’s range without a state, or for a name that is not a state', async () => {
    expect((await estimate('')).body).toEqual({ state: null, min_days: 1, max_days: 6 });
    expect((await estimate('?state=Texas')).body).toEqual({ state: null, min_days: 1, max_days: 6 });
    expect((await estimate('?state=')).body).toEqual({ state: null, min_days: 1, max_days: 6 });
  });

  it('refuses what the contract does not take, in Spanish', async () => {
    const unknown = await estimate('?estado=Sonora');
    expect(unknown.status).toBe(400);
    const long = await estimate(`?state=${'a'.repeat(201)}`);
    expect(long.status).toBe(400);
    expect(long.body).toEqual({
      error: expect.stringContaining('debe tener a lo más 200 caracteres'),
      field: 'state',
    });
    const twice = await estimate('?state=Sonora&state=Jalisco');
    expect(twice.status).toBe(400);
  });
});
