import type { AdminPromotion } from '@store/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startAdminTestApp, type AdminTestAppWithCatalogue } from '../../test/admin-app';
import { readAuditLog } from '../../test/audit-log';
import { shopClock } from '../../lib/shop-day';
import { FROM_THE_SHOP } from '../../test/from-the-shop';

let t: AdminTestAppWithCatalogue;

beforeAll(async () => {
  t = await startAdminTestApp({ catalogue: true });
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60_000;
const dayFromToday = (days: number) => shopClock(new Date(Date.now() + days * DAY)).day;

const asStaff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    cookies: t.staff,
    headers: FROM_THE_SHOP,
    ...(payload === undefined ? {} : { payload }),
  });

const promotion = (overrides: Record<string, unknown> = {}) => ({
  name: 'Segundo par al 50 %',
  kind: 'second_half',
  percent_off: null,
  starts_on: dayFromToday(0),
  ends_on: dayFromToday(7),
  minimum_purchase: null,
  category_ids: [3],
  brand_ids: [],
  product_ids: [],
  stackable: false,
  ...overrides,
});

const create = async (overrides: Record<string, unknown> = {}) => {
  const response = await asStaff('POST', '/api/admin/promotions', promotion(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { promotion: AdminPromotion }).promotion;
};

describe('the back-office promotions', () => {
  it('creates one for whole days in Mexico City, lists it as active and says so in the Bitácora', async () => {
    const created = await create();
    expect(created).toMatchObject({
      name: 'Segundo par al 50 %',
      kind: 'second_half',
      starts_on: dayFromToday(0),
      ends_on: dayFromToday(7),
      category_ids: [3],
      state: 'active',
    });
    const list = (await asStaff('GET', '/api/admin/promotions')).json() as { promotions: AdminPromotion[] };
    expect(list.promotions.map((row) => row.id)).toContain(created.id);
    const [entry] = await readAuditLog(t.app, t.staff);
    expect(entry?.sentence).toMatch(
      /^Creó la promoción «Segundo par al 50 %» \(Segundo par al 50 %\) del \d+ de \w+ de \d{4} al \d+ de \w+ de \d{4}$/,
    );

    // Shoppers see it running, its department resolved to its products (both boots of the catalogue,
    // the hidden one too: a hidden product cannot be bought anyway).
    const active = await t.app.inject({ url: '/api/promotions/active' });
    expect(active.headers['cache-control']).toBe('public, max-age=60');
    const shown = (active.json() as { promotions: { id: number; product_ids: number[] | null }[] })
      .promotions;
    expect(shown.find((row) => row.id === created.id)?.product_ids).toEqual([1, 2, 6]);

    // Cards and the product page carry its badge; a product outside its scope does not.
    const cards = (await t.app.inject({ url: '/api/products/list?limit=50' })).json() as {
      products: { product_id: number; promotion_badge?: string }[];
    };
    expect(cards.products.find((item) => item.product_id === 1)?.promotion_badge).toBe('Segundo par al 50 %');
    expect(cards.products.find((item) => item.product_id === 3)?.promotion_badge).toBeUndefined();
    const detail = (await t.app.inject({ url: '/api/products/productItem/2' })).json();
    expect(detail.promotion_badge).toBe('Segundo par al 50 %');
  });

  it('refuses what is wrong with a Spanish sentence naming the field', async () => {
    const cases: [Record<string, unknown>, number, string, string | undefined][] = [
      [{ ends_on: dayFromToday(-1) }, 422, 'La fecha de fin no puede ser antes de la de inicio.', 'ends_on'],
      [{ kind: 'percent' }, 422, 'Escribe el porcentaje de descuento (de 1 a 90).', 'percent_off'],
      [{ percent_off: 20 }, 422, 'Solo una promoción de porcentaje lleva porcentaje.', 'percent_off'],
      [{ product_ids: [999_999] }, 422, 'Uno de los productos ya no existe.', 'product_ids'],
      [{ brand_ids: [999_999] }, 422, 'Una de las marcas ya no existe.', 'brand_ids'],
      [{ kind: 'percent', percent_off: 95 }, 400, 'El porcentaje debe ser de 1 a 90.', 'percent_off'],
      [{ name: '   ' }, 400, 'Escribe el nombre de la promoción.', 'name'],
      [{ starts_on: '2026-02-30' }, 400, 'La fecha de inicio no es una fecha válida.', 'starts_on'],
    ];
    for (const [overrides, status, error, field] of cases) {
      const response = await asStaff('POST', '/api/admin/promotions', promotion(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(status);
      expect(response.json(), JSON.stringify(overrides)).toEqual(field ? { error, field } : { error });
    }
  });

  it('edits one, then ends and archives it: it stops at once and cannot be changed again', async () => {
    const created = await create({ name: '3x2 en sombreros', kind: 'three_for_two', category_ids: [19] });
    const edited = await asStaff(
      'PUT',
      `/api/admin/promotions/${created.id}`,
      promotion({ name: '20 % en sombreros', kind: 'percent', percent_off: 20, category_ids: [19] }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().promotion).toMatchObject({
      name: '20 % en sombreros',
      percent_off: 20,
      state: 'active',
    });

    const archived = await asStaff('POST', `/api/admin/promotions/${created.id}/archive`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json().promotion.state).toBe('archived');
    const active = (await t.app.inject({ url: '/api/promotions/active' })).json() as {
      promotions: { id: number }[];
    };
    expect(active.promotions.map((row) => row.id)).not.toContain(created.id);
    const again = await asStaff('PUT', `/api/admin/promotions/${created.id}`, promotion());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'La promoción está archivada: ya no se puede cambiar.' });
    expect((await asStaff('POST', '/api/admin/promotions/999999/archive')).statusCode).toBe(404);

    const sentences = (await readAuditLog(t.app, t.staff)).map((entry) => entry.sentence);
    expect(sentences[0]).toBe('Terminó y archivó la promoción «20 % en sombreros»');
    expect(sentences[1]).toMatch(/^Editó la promoción «20 % en sombreros» \(20 % de descuento\) del /);
  });

  it('lists upcoming and ended ones after the running ones', async () => {
    await create({ name: 'Buen Fin', starts_on: dayFromToday(10), ends_on: dayFromToday(12) });
    await create({ name: 'Pasada', starts_on: dayFromToday(-10), ends_on: dayFromToday(-5) });
    const list = (await asStaff('GET', '/api/admin/promotions')).json() as { promotions: AdminPromotion[] };
    const states = list.promotions.map((row) => row.state);
    expect(states).toEqual([...states].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b)));
    expect(list.promotions.find((row) => row.name === 'Buen Fin')?.state).toBe('upcoming');
    expect(list.promotions.find((row) => row.name === 'Pasada')?.state).toBe('ended');
  });

  it('does not exist for a shopper', async () => {
    const sid = await signIn(t.database, 'cliente@correo.test');
    const response = await t.app.inject({ url: '/api/admin/promotions', cookies: { sid } });
    expect(response.statusCode).toBe(404);
  });
});

const ORDER = ['active', 'upcoming', 'ended', 'archived'];
