import type { SavedListsResponse } from '@store/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { savedCartLines, savedFavorites, users, variants } from '../../db/schema';
import { HIDDEN_PRODUCT_ID, writeCatalogFixture, type Fixture } from '../../test/catalog-fixture';
import { createTestDatabase } from '../../test/database';
import { createSession } from '../auth/sessions';

let database: DatabaseHandle;
let app: FastifyInstance;
let fixture: Fixture;

async function shopper(email: string): Promise<{ id: number; cookie: string }> {
  const [user] = await database.db
    .insert(users)
    .values({ issuer: 'https://idp.test', subject: email, email, name: email })
    .returning();
  return { id: user!.id, cookie: `sid=${await createSession(database.db, user!.id)}` };
}

const call = (who: { cookie: string } | null, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  app.inject({
    method,
    url,
    ...(who ? { headers: { cookie: who.cookie } } : {}),
    ...(body === undefined ? {} : { payload: body as object }),
  });

const lists = async (who: { cookie: string }): Promise<SavedListsResponse> => {
  const answer = await call(who, 'GET', '/api/users/me/lists');
  expect(answer.statusCode).toBe(200);
  return answer.json<SavedListsResponse>();
};
const quantities = (list: SavedListsResponse) => list.cart.map((line) => [line.variant_id, line.quantity]);

beforeAll(async () => {
  database = await createTestDatabase();
  fixture = await writeCatalogFixture(database.db);
  app = await buildApp(loadConfig({ LOG_LEVEL: 'silent' }), { database });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('the favourites and cart kept with the account', () => {
  it('are only for a signed-in shopper', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/users/me/lists', undefined],
      ['POST', '/api/users/me/lists/merge', { favorites: [], cart: [] }],
      ['PUT', '/api/users/me/favorites', { favorites: [1] }],
      ['PUT', '/api/users/me/cart', { cart: [] }],
    ] as const) {
      const answer = await call(null, method, url, body);
      expect(answer.statusCode, url).toBe(401);
    }
  });

  it('merge a browser’s lists at sign-in: quantities add up to the stock, favourites once, unknown and hidden left out', async () => {
    const rosa = await shopper('rosa@correo.test');
    const cafe27 = fixture.variant(1, 'Café', '27'); // 5 in stock
    const miel24 = fixture.variant(2, 'Miel', '24'); // 2 in stock
    const cinto32 = fixture.variant(5, 'Café', '32'); // sold out
    const hidden = fixture.variant(HIDDEN_PRODUCT_ID, 'Café', '27');
    // What the account already holds, from another device.
    const first = await call(rosa, 'PUT', '/api/users/me/cart', {
      cart: [
        { variant_id: cafe27, quantity: 3 },
        { variant_id: cinto32, quantity: 1 },
      ],
    });
    expect(first.statusCode).toBe(200);
    expect((await call(rosa, 'PUT', '/api/users/me/favorites', { favorites: [4, 1] })).statusCode).toBe(200);

    const merged = await call(rosa, 'POST', '/api/users/me/lists/merge', {
      favorites: [1, 2, HIDDEN_PRODUCT_ID, 424242],
      cart: [
        { variant_id: cafe27, quantity: 4 },
        { variant_id: miel24, quantity: 1 },
        { variant_id: cinto32, quantity: 2 },
        { variant_id: hidden, quantity: 1 },
        { variant_id: 424242, quantity: 1 },
      ],
    });
    expect(merged.statusCode).toBe(200);
    const answer = merged.json<SavedListsResponse>();
    // 3 + 4 of a boot with 5 in stock is 5; the sold-out belt keeps its line (shown 'Agotado').
    expect(quantities(answer)).toEqual([
      [cafe27, 5],
      [cinto32, 3],
      [miel24, 1],
    ]);
    expect(answer.cart[0]).toMatchObject({
      product_id: 1,
      name: 'Bota vaquera Ariat punta rodeo piel de res',
      color_name: 'Café',
      size_name: '27',
      stock: 5,
      price: 2499,
      final_price: 2499,
    });
    expect(answer.favorites.map((entry) => entry.id)).toEqual([4, 1, 2]);
    expect(answer.favorites[2]).toMatchObject({
      id: 2,
      product_id: 2,
      product_name: 'Botín Justin Roper para dama',
      original_price: 3000,
      final_price: 2400,
      type: 'sale',
    });
    // Both sides now hold the same lists: another device reads exactly the merge's answer.
    expect(await lists(rosa)).toEqual(answer);
  });

  it('keep 99 at most of a variant, whatever the stock', async () => {
    const lupe = await shopper('lupe@correo.test');
    const cafe26 = fixture.variant(1, 'Café', '26');
    await database.db.update(variants).set({ stock: 500 }).where(eq(variants.id, cafe26));
    await call(lupe, 'PUT', '/api/users/me/cart', { cart: [{ variant_id: cafe26, quantity: 70 }] });
    const merged = await call(lupe, 'POST', '/api/users/me/lists/merge', {
      favorites: [],
      cart: [{ variant_id: cafe26, quantity: 70 }],
    });
    expect(quantities(merged.json<SavedListsResponse>())).toEqual([[cafe26, 99]]);
    await database.db.update(variants).set({ stock: 3 }).where(eq(variants.id, cafe26));
  });

  it('are written whole after each change, in the browser’s order, and hidden products drop out', async () => {
    const juan = await shopper('juan@correo.test');
    const cafe27 = fixture.variant(1, 'Café', '27');
    const gris = fixture.variant(3, 'Gris', 'M');
    const hidden = fixture.variant(HIDDEN_PRODUCT_ID, 'Café', '27');
    await call(juan, 'PUT', '/api/users/me/cart', {
      cart: [
        { variant_id: gris, quantity: 2 },
        { variant_id: cafe27, quantity: 1 },
        { variant_id: hidden, quantity: 1 },
      ],
    });
    expect(quantities(await lists(juan))).toEqual([
      [gris, 2],
      [cafe27, 1],
    ]);
    await call(juan, 'PUT', '/api/users/me/cart', { cart: [{ variant_id: cafe27, quantity: 2 }] });
    expect(quantities(await lists(juan))).toEqual([[cafe27, 2]]);
    await call(juan, 'PUT', '/api/users/me/favorites', { favorites: [3, HIDDEN_PRODUCT_ID, 1] });
    expect((await lists(juan)).favorites.map((entry) => entry.id)).toEqual([3, 1]);
    // A favourite added later goes at the end; one taken out is gone.
    await call(juan, 'PUT', '/api/users/me/favorites', { favorites: [1, 4] });
    expect((await lists(juan)).favorites.map((entry) => entry.id)).toEqual([1, 4]);
    // Emptying (as after paying) leaves nothing kept.
    await call(juan, 'PUT', '/api/users/me/cart', { cart: [] });
    expect((await lists(juan)).cart).toEqual([]);
  });

  it('never show one shopper’s lists to another', async () => {
    const ana = await shopper('ana@correo.test');
    const beto = await shopper('beto@correo.test');
    await call(ana, 'PUT', '/api/users/me/favorites', { favorites: [4] });
    await call(ana, 'PUT', '/api/users/me/cart', {
      cart: [{ variant_id: fixture.variant(4, 'Negro', '58'), quantity: 1 }],
    });
    expect(await lists(beto)).toEqual({ favorites: [], cart: [] });
    await call(beto, 'POST', '/api/users/me/lists/merge', { favorites: [2], cart: [] });
    expect((await lists(ana)).favorites.map((entry) => entry.id)).toEqual([4]);
    expect((await lists(beto)).favorites.map((entry) => entry.id)).toEqual([2]);
    const anaRows = await database.db.select().from(savedFavorites).where(eq(savedFavorites.userId, ana.id));
    expect(anaRows.map((row) => row.productId)).toEqual([4]);
  });

  it('refuse a list past its bounds, a repeated entry, or a field it does not read', async () => {
    const eva = await shopper('eva@correo.test');
    const tooMany = Array.from({ length: 201 }, (_, index) => index + 1);
    const refusals = [
      ['PUT', '/api/users/me/favorites', { favorites: tooMany }],
      ['PUT', '/api/users/me/favorites', { favorites: [1, 1] }],
      ['PUT', '/api/users/me/favorites', { favorites: [0] }],
      ['PUT', '/api/users/me/cart', { cart: [{ variant_id: 1, quantity: 100 }] }],
      ['PUT', '/api/users/me/cart', { cart: [{ variant_id: 1, quantity: 1, price: 1 }] }],
      [
        'PUT',
        '/api/users/me/cart',
        {
          cart: [
            { variant_id: 1, quantity: 1 },
            { variant_id: 1, quantity: 2 },
          ],
        },
      ],
      [
        'PUT',
        '/api/users/me/cart',
        { cart: Array.from({ length: 100 }, (_, index) => ({ variant_id: index + 1, quantity: 1 })) },
      ],
      ['POST', '/api/users/me/lists/merge', { favorites: [], cart: [], user_id: 1 }],
    ] as const;
    for (const [method, url, body] of refusals) {
      const answer = await call(eva, method, url, body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      // A Spanish sentence, and at most the field it is about (decision 043): nothing of the request.
      const refusal = answer.json() as Record<string, unknown>;
      expect(refusal.error).toEqual(expect.any(String));
      expect(Object.keys(refusal).filter((key) => key !== 'error' && key !== 'field')).toEqual([]);
    }
    const rows = await database.db.select().from(savedCartLines).where(eq(savedCartLines.userId, eva.id));
    expect(rows).toEqual([]);
  });
});
