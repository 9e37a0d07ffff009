import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminTestApp, type AdminTestApp } from '../../test/admin-app';
import { registeredRoutes } from '../../test/registered-routes';
import { ROLE_TABLE, roleFor, type AdminCall } from './role-table';
import { FROM_THE_SHOP } from '../../test/from-the-shop';

/**
 * One written table says who may make each back-office call. These tests hold the app to it both ways,
 * so a new route cannot forget its role, and hold the README's table to it.
 */

let t: AdminTestApp;

beforeAll(async () => {
  t = await startAdminTestApp();
});
afterAll(() => t.close());

const OWNERS_ONLY = 'Solo un dueño de la tienda puede hacer esto. Pídeselo al dueño.';

/** A call to the route with its parameters filled in, sending what no call accepts. */
const call = (route: string, cookies: { sid: string }) => {
  const [method, path] = route.split(' ') as [string, string];
  return t.app.inject({
    method: method as 'GET',
    url: path.replace(/:\w+/g, '1'),
    cookies,
    headers: FROM_THE_SHOP,
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { price: 1, role: 'admin' } }),
  });
};

const adminRoutes = () => registeredRoutes(t.app).filter((route) => route.includes(' /api/admin/'));

describe('the role table', () => {
  it('names every back-office call the app has, and none it does not have', () => {
    expect(Object.keys(ROLE_TABLE).sort()).toEqual(adminRoutes());
  });

  it('is what the back-office does: staff get a 403 in Spanish exactly for the owners’ calls, before their input is read', async () => {
    for (const route of adminRoutes()) {
      const response = await call(route, t.clerk);
      if (ROLE_TABLE[route as AdminCall] === 'owner') {
        expect(response.statusCode, route).toBe(403);
        expect(response.json(), route).toEqual({ error: OWNERS_ONLY });
      } else {
        expect(response.statusCode, route).not.toBe(403);
      }
    }
  });

  it('refuses the owner nothing: no 403, and no call answers them as if it did not exist', async () => {
    for (const route of adminRoutes()) {
      const response = await call(route, t.staff);
      expect(response.statusCode, route).not.toBe(403);
      // A 404 here is about the thing asked for ("Pedido no encontrado"), never the back-office's own.
      if (response.statusCode === 404) expect(response.json().error, route).not.toBe('No encontrado');
    }
  });

  it('knows no call it does not list: the request hook refuses those to everyone', () => {
    expect(roleFor('GET', '/api/admin/products/:id')).toBe('staff');
    expect(roleFor('HEAD', '/api/admin/orders/export.csv')).toBe('owner');
    expect(roleFor('PATCH', '/api/admin/products/:id')).toBeUndefined();
    expect(roleFor('GET', '/api/admin/constructor')).toBeUndefined();
    expect(roleFor('GET', undefined)).toBeUndefined();
  });

  it('is the table the README shows the owner, line for line', () => {
    const readme = readFileSync(new URL('../../../../../README.md', import.meta.url), 'utf8');
    const lines = readme.matchAll(
      /^\| `((?:GET|POST|PUT|DELETE) \/api\/admin\/\S+)` +\| (personal y dueños|solo dueños) +\|/gm,
    );
    const words: Record<string, string> = { 'personal y dueños': 'staff', 'solo dueños': 'owner' };
    const readmeTable = Object.fromEntries([...lines].map(([, route, who]) => [route, words[who!] ?? who]));
    expect(readmeTable).toEqual(ROLE_TABLE);
  });
});
