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
    expect((await auditPage('?actor=x')).statusCode).toBe(400);
  });
});
