import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLERK_EMAIL, signIn, startAdminTestApp, type AdminTestApp } from '../../test/admin-app';
import { registeredRoutes } from '../../test/registered-routes';
import { FROM_THE_SHOP } from '../../test/from-the-shop';

let t: AdminTestApp;
let shopperSid: string;

beforeAll(async () => {
  // Upper case in the variable: e-mails are compared without regard to case.
  t = await startAdminTestApp({ adminEmails: 'Dueno@Tienda.test' });
  shopperSid = await signIn(t.database, 'cliente@correo.test');
});
afterAll(() => t.close());

/** Every back-office call the app has, with its parameters filled in. */
const adminCalls = () =>
  registeredRoutes(t.app)
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
        const response = await t.app.inject({
          method: method as 'GET',
          url,
          cookies,
          headers: FROM_THE_SHOP,
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
        const page = await t.app.inject({ url: path, cookies });
        expect(page.statusCode, path).toBe(404);
        expect(page.body).not.toContain('Administración');
      }
      const staffPage = await t.app.inject({ url: path, cookies: t.staff });
      expect(staffPage.statusCode, path).toBe(200);
      expect(staffPage.body).toContain('<title>Administración');
      expect(staffPage.body).toContain('noindex');
    }
  });
});

describe('owners and staff', () => {
  // Which calls are whose: role-table.test.ts.
  it('tells the back-office who is who, so its pages show each one what they may do', async () => {
    const owner = await t.app.inject({ url: '/api/admin/session', cookies: t.staff });
    expect(owner.json()).toEqual({ name: 'dueno@tienda.test', email: 'dueno@tienda.test', role: 'owner' });
    const clerk = await t.app.inject({ url: '/api/admin/session', cookies: t.clerk });
    expect(clerk.json()).toEqual({ name: CLERK_EMAIL, email: CLERK_EMAIL, role: 'staff' });
  });
});
