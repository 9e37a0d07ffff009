import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema';
import { STAFF_EMAIL, startAdminTestApp, type AdminTestApp } from '../../../test/admin-app';

let t: AdminTestApp;

beforeAll(async () => {
  t = await startAdminTestApp();
  // 120 changes, one a minute: "Cambio 120" is the newest.
  const start = Date.parse('2026-11-01T15:00:00Z');
  await t.database.db.insert(auditLog).values(
    Array.from({ length: 120 }, (_, index) => ({
      at: new Date(start + index * 60_000),
      actorEmail: index % 2 === 0 ? STAFF_EMAIL : 'empleado@tienda.test',
      action: 'cambió el precio',
      subject: `Cambio ${index + 1}`,
      details: { antes: index, despues: index + 1 },
    })),
  );
});
afterAll(() => t.close());

const auditPage = (query = '') => t.app.inject({ url: `/api/admin/audit${query}`, cookies: t.staff });

describe('the audit log', () => {
  it('reads newest first, fifty a page, with who, when, what (as a sentence) and the details', async () => {
    const first = await auditPage();
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.pagination).toEqual({ page: 1, limit: 50, total: 120, totalPages: 3 });
    expect(body.entries).toHaveLength(50);
    expect(body.entries[0]).toEqual({
      id: expect.any(Number),
      at: '2026-11-01T16:59:00.000Z',
      actor: 'empleado@tienda.test',
      action: 'cambió el precio',
      // Entries written before the log had one vocabulary read as their phrase and subject.
      sentence: 'Cambió el precio: Cambio 120',
      details: { antes: 119, despues: 120 },
    });
    expect(body.entries[49].sentence).toBe('Cambió el precio: Cambio 71');

    const last = (await auditPage('?page=3')).json();
    expect(last.entries.map((entry: { sentence: string }) => entry.sentence)).toEqual(
      Array.from({ length: 20 }, (_, index) => `Cambió el precio: Cambio ${20 - index}`),
    );
    expect((await auditPage('?page=4')).json().entries).toEqual([]);
  });

  it('refuses a page that is not a whole number from 1, in Spanish', async () => {
    for (const query of ['?page=0', '?page=-1', '?page=uno', '?page=1&page=2', '?page=100001']) {
      const response = await auditPage(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error, query).toMatch(/La página/);
    }
    expect((await auditPage('?quien=x')).statusCode).toBe(400);
  });

  it('shows only the changes of who, what kind and which days (Mexico City’s) were asked for', async () => {
    const product = { id: 7, name: 'Bota Filtro' };
    const variant = { id: 9, sku: 'BF-CAF-27', product: 'Bota Filtro', color: 'Café', size: '27' };
    const price = { priceCents: 189_900, discountPercentage: 0 };
    await t.database.db.insert(auditLog).values([
      // 23:30 of 1 October in Mexico City (UTC−6) is already 2 October in UTC.
      entry('2026-10-02T05:30:00Z', 'ana@tienda.test', 'color.edited', {
        product,
        before: { name: 'Café', hex: '#6f4e37' },
        after: { name: 'Miel', hex: '#6f4e37' },
      }),
      entry('2026-10-02T07:00:00Z', 'ana@tienda.test', 'order.delivered', { order: 41 }),
      entry('2026-10-03T18:00:00Z', 'beto@tienda.test', 'variant.price_changed', {
        variant,
        before: price,
        after: { ...price, discountPercentage: 10 },
      }),
    ]);
    const sentences = async (query: string) => {
      const response = await auditPage(query);
      expect(response.statusCode, query).toBe(200);
      return (response.json().entries as { sentence: string }[]).map((found) => found.sentence);
    };
    expect(await sentences('?from=2026-10-01&to=2026-10-01')).toEqual([
      'Cambió el color Café de Bota Filtro: nombre «Café» → «Miel»',
    ]);
    expect(await sentences('?actor=ANA@&kind=pedidos')).toEqual(['Marcó el pedido #41 como entregado']);
    expect(await sentences('?kind=catalogo&from=2026-10-01')).toEqual([
      'Precio de Bota Filtro, Café 27: $1,899.00 → $1,709.10 (10 % de descuento sobre $1,899.00)',
      'Cambió el color Café de Bota Filtro: nombre «Café» → «Miel»',
    ]);
    const beto = (await auditPage('?actor=beto')).json();
    expect(beto.pagination).toEqual({ page: 1, limit: 50, total: 1, totalPages: 1 });
    expect(await sentences('?actor=100%25_nadie')).toEqual([]);
  });

  it('refuses a bad filter with a Spanish 400', async () => {
    for (const [query, message] of [
      ['?kind=todo', 'Elige un tipo de cambio de la lista.'],
      ['?from=2026-02-30', 'from no es una fecha válida'],
      ['?to=ayer', 'to debe ser una fecha AAAA-MM-DD'],
      ['?from=2026-10-02&to=2026-10-01', 'La fecha Desde debe ser anterior o igual a la fecha Hasta.'],
      [`?actor=${'a'.repeat(101)}`, 'actor debe tener a lo más 100 caracteres'],
    ] as const) {
      const response = await auditPage(query);
      expect(response.statusCode, query).toBe(400);
      expect(String(response.json().error), query).toContain(message);
    }
  });
});

function entry(at: string, actorEmail: string, action: string, details: Record<string, unknown>) {
  return { at: new Date(at), actorEmail, action, subject: 'Filtro', details };
}
