import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { users } from '../db/schema';
import { createSession } from '../modules/auth/sessions';
import { createTestDatabase } from '../test/database';

const SHOP = 'tienda.example';

let database: DatabaseHandle;
let app: FastifyInstance;
let sid: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(loadConfig({ LOG_LEVEL: 'silent' }), { database });
  const [user] = await database.db
    .insert(users)
    .values({ issuer: 'https://idp.test', subject: 'ana', email: 'ana@example.mx', name: 'Ana' })
    .returning();
  sid = await createSession(database.db, user!.id);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const rename = (headers: Record<string, string>) =>
  app.inject({
    method: 'PATCH',
    url: '/api/users',
    cookies: { sid },
    headers: { host: SHOP, ...headers },
    payload: { name: 'Nombre de un atacante', phone_number: '+526141234567' },
  });
const signedInName = async () =>
  (await app.inject({ url: '/api/auth/me', cookies: { sid }, headers: { host: SHOP } })).json<{
    name: string;
  }>().name;

describe('a call that changes something', () => {
  it('is refused from another site, in Spanish, and changes nothing', async () => {
    const fromElsewhere: Record<string, string>[] = [
      { origin: 'https://sitio-malo.example' },
      { origin: `http://${SHOP}.sitio-malo.example` },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: `https://${SHOP}` },
    ];
    for (const headers of fromElsewhere) {
      const response = await rename(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toEqual({ error: 'Esta petición viene de otro sitio y no se acepta.' });
    }
    const signOut = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { sid },
      headers: { host: SHOP, origin: 'https://sitio-malo.example' },
    });
    expect(signOut.statusCode).toBe(403);
    // Still signed in, under the same name.
    expect(await signedInName()).toBe('Ana');
  });

  it('is refused from another site however its path is spelled, and changes nothing', async () => {
    const spellings = ['/%61pi/users', '/%61%70%69/users', '/api/%75sers', '/api//users', '/api/users/'];
    for (const url of spellings) {
      const response = await app.inject({
        method: 'PATCH',
        url,
        cookies: { sid },
        headers: { host: SHOP, origin: 'https://sitio-malo.example' },
        payload: { name: 'Nombre de un atacante', phone_number: '+526141234567' },
      });
      // Refused where the router would take it; never a success.
      expect([403, 404], url).toContain(response.statusCode);
    }
    // The router reads `/%61pi/users` as `/api/users`: the encoded spelling is refused like the plain one.
    const encoded = await app.inject({
      method: 'PATCH',
      url: '/%61pi/users',
      cookies: { sid },
      headers: { host: SHOP, origin: 'https://sitio-malo.example' },
      payload: { name: 'Nombre de un atacante', phone_number: '+526141234567' },
    });
    expect(encoded.statusCode).toBe(403);
    expect(encoded.json()).toEqual({ error: 'Esta petición viene de otro sitio y no se acepta.' });
    // Double encoding and another case are not the API at all, for the router as for the guard.
    for (const url of ['/%2561pi/users', '/API/users', '/Api/users']) {
      const response = await app.inject({
        method: 'PATCH',
        url,
        cookies: { sid },
        headers: { host: SHOP, origin: 'https://sitio-malo.example' },
        payload: { name: 'Nombre de un atacante' },
      });
      expect(response.statusCode, url).not.toBe(200);
    }
    expect(await signedInName()).toBe('Ana');
  });

  it('without a body, is taken only with the shop’s own header: a form or no-cors fetch cannot send it', async () => {
    // What `fetch(…, { method: 'POST', mode: 'no-cors', credentials: 'include' })` sends from a browser
    // old enough to send neither Origin nor Sec-Fetch-Site: no body, no content type, no custom header.
    for (const url of ['/api/auth/logout', '/%61pi/auth/logout']) {
      const bare = await app.inject({ method: 'POST', url, cookies: { sid }, headers: { host: SHOP } });
      expect(bare.statusCode, url).toBe(403);
      expect(bare.json()).toEqual({ error: 'Esta petición no se hizo desde la tienda y no se acepta.' });
    }
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'TEXT/PLAIN; charset=utf-8',
    ]) {
      const simple = await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        cookies: { sid },
        headers: { host: SHOP, 'content-type': contentType },
        payload: '',
      });
      expect(simple.statusCode, contentType).toBe(403);
    }
    expect(await signedInName()).toBe('Ana');
  });

  it('is taken from the shop’s own pages, and from a client that names no site', async () => {
    expect((await rename({ origin: `https://${SHOP}`, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(
      200,
    );
    expect(await signedInName()).toBe('Nombre de un atacante');
    expect((await rename({})).statusCode).toBe(200);
  });

  it('does not apply to reading, nor to the payment webhook, which its signature authenticates', async () => {
    const read = await app.inject({
      url: '/api/categories',
      headers: { host: SHOP, origin: 'https://otro.example' },
    });
    expect(read.statusCode).toBe(200);
    const webhook = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { host: SHOP, origin: 'https://stripe.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    // Refused for its missing signature, not for where it came from.
    expect(webhook.statusCode).toBe(400);
    expect(webhook.json()).toEqual({ error: 'Firma del webhook inválida.' });
  });
});
