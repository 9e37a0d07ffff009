import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { users } from '../../db/schema';
import { createTestDatabase } from '../../test/database';
import { registeredRoutes } from '../../test/registered-routes';
import { createSession } from '../auth/sessions';

const STAFF = 'dueno@tienda.test';
let database: DatabaseHandle;
let app: FastifyInstance;
let staffSid: string;
let shopperSid: string;

async function signedIn(email: string): Promise<string> {
  const [user] = await database.db
    .insert(users)
    .values({ issuer: 'https://idp.test', subject: email, email, name: email })
    .returning();
  return createSession(database.db, user!.id);
}

beforeAll(async () => {
  database = await createTestDatabase();
  // Upper case in the variable: e-mails are compared without regard to case.
  app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', ADMIN_EMAILS: 'Dueno@Tienda.test' }), { database });
  staffSid = await signedIn(STAFF);
  shopperSid = await signedIn('cliente@correo.test');
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** Every back-office call the app has, with its parameters filled in. */
const adminCalls = () =>
  registeredRoutes(app)
    .filter((route) => route.includes(' /api/admin/'))
    .map((route) => {
      const [method, path] = route.split(' ') as [string, string];
      return { method, url: path.replace(/:\w+/g, '1') };
    });

describe('the back-office', () => {
  it('does not exist for a guest or a shopper: every /api/admin call answers 404, whatever it is sent', async () => {
    const calls = adminCalls();
    for (const { method, url } of [...calls, { method: 'GET', url: '/api/admin/nada' }]) {
      for (const cookies of [{}, { sid: shopperSid }, { sid: 'inventada' }] as Record<string, string>[]) {
        const response = await app.inject({
          method: method as 'GET',
          url,
          cookies,
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { price: 1, role: 'admin' } }),
        });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toEqual({ error: 'No encontrado' });
      }
    }
  });

  it('is the shop’s not-found page at /admin for them, and the back-office page for staff', async () => {
    for (const path of ['/admin', '/admin/productos', '/Admin/pedidos/1']) {
      for (const cookies of [{}, { sid: shopperSid }] as Record<string, string>[]) {
        const page = await app.inject({ url: path, cookies });
        expect(page.statusCode, path).toBe(404);
        expect(page.body).not.toContain('Administración');
      }
      const staffPage = await app.inject({ url: path, cookies: { sid: staffSid } });
      expect(staffPage.statusCode, path).toBe(200);
      expect(staffPage.body).toContain('<title>Administración');
      expect(staffPage.body).toContain('noindex');
    }
  });
});
