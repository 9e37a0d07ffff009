import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STAFF_EMAIL as STAFF,
  startAdminTestApp,
  type AdminTestAppWithCatalogue,
} from '../../../test/admin-app';
import { readAuditLog } from '../../../test/audit-log';
import { HIDDEN_PRODUCT_ID, type Fixture } from '../../../test/catalog-fixture';

let t: AdminTestAppWithCatalogue;
let app: FastifyInstance;
let fixture: Fixture;
let staffSid: string;

beforeAll(async () => {
  t = await startAdminTestApp({ catalogue: true });
  ({ app, fixture } = t);
  staffSid = t.staff.sid;
});
afterAll(() => t.close());

const asStaff = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, cookies: { sid: staffSid }, ...(payload === undefined ? {} : { payload }) });
const publicCall = async (url: string) => (await app.inject({ url })).json();
/** The Bitácora as the owner reads it, newest first. */
const auditRows = () => readAuditLog(app, { sid: staffSid });

const BANNERS = [
  {
    title: 'Botas 100 % originales',
    subtitle: 'Traídas de Texas',
    link: '/products/1?category_id=3',
    image: 'p1-c1-1.webp',
  },
  { title: 'Sombreros', subtitle: '', link: '/products/1?category_id=19', image: 'p4-c5-1.webp' },
  {
    title: 'Para ella',
    subtitle: 'Botines y más',
    link: '/products/1?target_audience=mujer',
    image: 'p2-c3-1.webp',
  },
  { title: 'Descuentos', subtitle: 'Hasta 20 %', link: '/products/1?discount=true', image: 'p1-c1-2.webp' },
];

describe('the home content as the owner sees it', () => {
  it('lists the banners and each row’s chosen variants by name, hidden ones marked', async () => {
    const response = await asStaff('GET', '/api/admin/home');
    expect(response.statusCode).toBe(200);
    const home = response.json();
    expect(home.banners).toEqual([
      {
        position: 0,
        title: 'Botas 100 % originales',
        subtitle: 'Traídas de Estados Unidos',
        link: '/products/1?category_id=3',
        image: 'p1-c1-1.webp',
      },
    ]);
    expect(home.rows.bestSelling).toEqual([
      {
        variant_id: fixture.variant(4, 'Negro', '58'),
        product_id: 4,
        product_name: 'Sombrero texano Stetson de fieltro',
        color: 'Negro',
        size: '58',
        sku: 'p4-c5-58',
        hidden: false,
      },
      expect.objectContaining({ product_id: 2, color: 'Miel', size: '24', hidden: false }),
      expect.objectContaining({ product_id: HIDDEN_PRODUCT_ID, hidden: true }),
    ]);
    expect(home.rows.accesories).toEqual([
      expect.objectContaining({ product_name: 'Cinto piteado Nocona', size: '32' }),
    ]);
    expect(home.rows.getRecommended).toEqual([]);
  });
});

describe('changing the banners', () => {
  it('puts the four banners on the shop’s home, in order, and writes who did it', async () => {
    const response = await asStaff('PUT', '/api/admin/home/banners', { banners: BANNERS });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Banners guardados.' });
    expect(await publicCall('/api/banners')).toEqual(
      BANNERS.map((banner, position) => ({ position, ...banner })),
    );
    const [entry] = (await auditRows()).filter((row) => row.action === 'home.banners_changed');
    expect(entry).toMatchObject({
      actor: STAFF,
      sentence: 'Cambió los textos y enlaces de los 4 banners del inicio',
    });
  });

  it('trims the words and keeps an empty subtitle', async () => {
    const banners = BANNERS.map((banner) => ({ ...banner, title: `  ${banner.title} ` }));
    expect((await asStaff('PUT', '/api/admin/home/banners', { banners })).statusCode).toBe(200);
    expect((await publicCall('/api/banners')).map((banner: { title: string }) => banner.title)).toEqual(
      BANNERS.map((banner) => banner.title),
    );
  });

  it('refuses bad banners in Spanish and changes nothing', async () => {
    const before = await publicCall('/api/banners');
    const auditBefore = (await auditRows()).length;
    const withFirst = (change: Record<string, unknown>) => ({
      banners: [{ ...BANNERS[0], ...change }, ...BANNERS.slice(1)],
    });
    const cases: [object, number, RegExp][] = [
      [{ banners: BANNERS.slice(0, 3) }, 400, /exactamente 4 banners/],
      [{ banners: [...BANNERS, BANNERS[0]] }, 400, /exactamente 4 banners/],
      [withFirst({ link: 'https://otra-tienda.example/' }), 400, /ruta de la tienda/],
      [withFirst({ link: '//otra-tienda.example/' }), 400, /ruta de la tienda/],
      [withFirst({ link: 'javascript:alert(1)' }), 400, /ruta de la tienda/],
      [withFirst({ title: '   ' }), 400, /El título es obligatorio/],
      [withFirst({ title: 'x'.repeat(121) }), 400, /demasiado largo/],
      [withFirst({ subtitle: 'a\u0000b' }), 400, /caracteres que no se permiten/],
      [withFirst({ image: '../secreto.webp' }), 400, /nombre de la imagen/],
      [withFirst({ image: 'no-existe.webp' }), 422, /No existe la imagen «no-existe.webp»/],
      [withFirst({ position: 3 }), 400, /campos que no se permiten/],
      [{ banners: BANNERS, extra: true }, 400, /campos que no se permiten/],
    ];
    for (const [payload, status, message] of cases) {
      const response = await asStaff('PUT', '/api/admin/home/banners', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().error, JSON.stringify(payload)).toMatch(message);
    }
    expect(await publicCall('/api/banners')).toEqual(before);
    expect(await auditRows()).toHaveLength(auditBefore);
  });
});

describe('changing a featured row', () => {
  it('shows the chosen variants, in order, on the shop’s home row; a product id stands for its card’s variant', async () => {
    const hat = fixture.variant(4, 'Negro', '57');
    const boot = fixture.variant(1, 'Café', '27');
    const response = await asStaff('PUT', '/api/admin/home/rows/getRecommended', { ids: [hat, 2, boot] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Fila guardada.' });

    const row = await publicCall('/api/selection/getRecommended');
    expect(
      row.map((item: { product_id: number; variant_id: number }) => [item.product_id, item.variant_id]),
    ).toEqual([
      [4, hat],
      // The Justin booties' card shows their cheapest size in stock.
      [2, fixture.variant(2, 'Miel', '24')],
      [1, boot],
    ]);
    const [entry] = (await auditRows()).filter((row) => row.action === 'home.row_changed');
    expect(entry).toMatchObject({
      actor: STAFF,
      sentence: 'Cambió la fila «Recomendados» del inicio: 3 artículos',
      details: { row: 'Recomendados', before: [], after: [hat, fixture.variant(2, 'Miel', '24'), boot] },
    });
  });

  it('empties a row', async () => {
    expect((await asStaff('PUT', '/api/admin/home/rows/accesories', { ids: [] })).statusCode).toBe(200);
    expect(await publicCall('/api/selection/accesories')).toEqual([]);
  });

  it('refuses a missing, hidden, repeated or excess item, or an unknown row, in Spanish, and changes nothing', async () => {
    const before = await publicCall('/api/selection/bestSelling');
    const auditBefore = (await auditRows()).length;
    const hat = fixture.variant(4, 'Negro', '58');
    const hidden = fixture.variant(HIDDEN_PRODUCT_ID, 'Café', '27');
    const cases: [string, object, number, RegExp][] = [
      ['bestSelling', { ids: [hat, 999] }, 422, /No existe el producto 999\./],
      ['bestSelling', { ids: [hat, 2_000_000_000] }, 422, /No existe la variante 2000000000\./],
      ['bestSelling', { ids: [HIDDEN_PRODUCT_ID] }, 422, /El producto 6 está oculto/],
      ['bestSelling', { ids: [hidden] }, 422, new RegExp(`La variante ${hidden} es de un producto oculto`)],
      ['bestSelling', { ids: [4, 4] }, 422, /El producto 4 ya está en la fila/],
      ['bestSelling', { ids: [hat, hat] }, 422, new RegExp(`La variante ${hat} ya está en la fila`)],
      ['bestSelling', { ids: Array.from({ length: 13 }, (_, i) => i + 1) }, 400, /a lo más 12 productos/],
      ['bestSelling', { ids: [1.5] }, 400, /número de un producto o de una variante/],
      ['bestSelling', { ids: [0] }, 400, /número de un producto o de una variante/],
      ['bestSelling', { ids: ['1'] }, 400, /número de un producto o de una variante/],
      ['bestSelling', { ids: [1], position: 1 }, 400, /campos que no se permiten/],
      ['masVendido', { ids: [1] }, 400, /Esa fila del inicio no existe/],
    ];
    for (const [selection, payload, status, message] of cases) {
      const response = await asStaff('PUT', `/api/admin/home/rows/${selection}`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().error, JSON.stringify(payload)).toMatch(message);
    }
    expect(await publicCall('/api/selection/bestSelling')).toEqual(before);
    expect(await auditRows()).toHaveLength(auditBefore);
  });
});
