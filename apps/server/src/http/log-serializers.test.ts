import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { newToken } from '../lib/secret-tokens';
import { createTestDatabase } from '../test/database';
import { redactUrl } from './log-serializers';

describe('redactUrl', () => {
  it('hides link tokens and sign-in codes, and keeps the rest of the URL as it came', () => {
    const token = newToken();
    expect(redactUrl(`/api/stock-alerts/by-token/${token}`)).toBe('/api/stock-alerts/by-token/[oculto]');
    expect(redactUrl(`/avisos/cancelar/${token}?desde=correo`)).toBe(
      '/avisos/cancelar/[oculto]?desde=correo',
    );
    expect(redactUrl('/api/auth/google/callback?code=4%2F0Ab-secreto&state=xyz&iss=https%3A%2F%2Fidp')).toBe(
      '/api/auth/google/callback?code=[oculto]&state=[oculto]&iss=https%3A%2F%2Fidp',
    );
    expect(redactUrl(`/carrito?recuperar=${token}`)).toBe('/carrito?recuperar=[oculto]');
    expect(redactUrl(`/api/offers/unsubscribe?token=12.${token}`)).toBe(
      '/api/offers/unsubscribe?token=[oculto]',
    );
    expect(redactUrl(`/api/cart-reminders/${token}`)).toBe('/api/cart-reminders/[oculto]');
    expect(redactUrl('/confirmar?%74oken=abc&Code=def')).toBe('/confirmar?%74oken=[oculto]&Code=[oculto]');
    expect(redactUrl('/api/products/list?category_id=3&name=bota')).toBe(
      '/api/products/list?category_id=3&name=bota',
    );
    expect(redactUrl('/api/product/image/bota-vaquera-1.webp?w=320')).toBe(
      '/api/product/image/bota-vaquera-1.webp?w=320',
    );
  });
});

describe('the access log', () => {
  const lines: string[] = [];
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp(loadConfig({ LOG_LEVEL: 'info', PUBLIC_URL: 'http://tienda.test' }), {
      database,
      logStream: { write: (line) => void lines.push(line) },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('never writes a stock alert’s token or the sign-in callback’s code', async () => {
    const token = newToken();
    const code = 'codigo-de-un-solo-uso-0123456789';
    expect((await app.inject(`/api/stock-alerts/by-token/${token}`)).statusCode).toBe(404);
    await app.inject(`/api/auth/google/callback?code=${code}&state=estado-secreto`);
    const log = lines.join('');
    expect(log).toContain('/api/stock-alerts/by-token/[oculto]');
    expect(log).toContain('/api/auth/google/callback?code=[oculto]&state=[oculto]');
    expect(log).not.toContain(token);
    expect(log).not.toContain(code);
    expect(log).not.toContain('estado-secreto');
  });
});
