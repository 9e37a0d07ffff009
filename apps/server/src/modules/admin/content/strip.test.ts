import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_EMAIL as STAFF, startAdminTestApp, type AdminTestApp } from '../../../test/admin-app';
import { readAuditLog } from '../../../test/audit-log';

/**
 * The home strip's lasting lines (decision 053): what migration 0034 wrote, the owner's edits in order,
 * their bounds, the Bitácora, and the storefront's remembered answer hearing every change.
 */
let t: AdminTestApp;
let app: FastifyInstance;

beforeAll(async () => {
  t = await startAdminTestApp();
  app = t.app;
});
afterAll(() => t.close());

const DEFAULTS = [
  'Productos 100 % originales y nuevos',
  'Traídos de Estados Unidos',
  'Tienda física en Chihuahua',
];

const saveStrip = (payload: object) =>
  app.inject({ method: 'PUT', url: '/api/admin/home/strip', cookies: { sid: t.staff.sid }, payload });
const shopStrip = async () => (await app.inject({ url: '/api/strip' })).json() as string[];
const editorStrip = async () =>
  (
    (await app.inject({ url: '/api/admin/home', cookies: { sid: t.staff.sid } })).json() as {
      strip: string[];
    }
  ).strip;
const stripAudits = async () =>
  (await readAuditLog(app, { sid: t.staff.sid })).filter((entry) => entry.action === 'home.strip_changed');

describe("the home strip's lasting lines", () => {
  it('start as the three lines the strip always showed, for the shop and for the editor', async () => {
    expect(await shopStrip()).toEqual(DEFAULTS);
    expect(await editorStrip()).toEqual(DEFAULTS);
    // The home page hands them over with its first answers, so the strip needs no call of its own.
    const page = await app.inject({ url: '/' });
    expect(page.body).toContain('"/strip"');
    expect(page.body).toContain('Tienda física en Chihuahua');
  });

  it('are the owner’s: saved in order, trimmed, shown at the next read, and written in the Bitácora', async () => {
    // Read first, so that the storefront remembers the answer the change must replace.
    expect(await shopStrip()).toEqual(DEFAULTS);
    const lines = [
      '  Envío a todo México ',
      'Tienda física en Chihuahua',
      'Productos 100 % originales y nuevos',
    ];
    const response = await saveStrip({ lines });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Franja guardada.' });
    const saved = [
      'Envío a todo México',
      'Tienda física en Chihuahua',
      'Productos 100 % originales y nuevos',
    ];
    expect(await shopStrip()).toEqual(saved);
    expect(await editorStrip()).toEqual(saved);
    const [entry] = await stripAudits();
    expect(entry).toMatchObject({
      actor: STAFF,
      sentence:
        'Cambió la franja de promesas del inicio: «Envío a todo México», «Tienda física en Chihuahua», «Productos 100 % originales y nuevos»',
      details: { before: DEFAULTS, after: saved },
    });
  });

  it('may be none: the strip then shows only the promotions running', async () => {
    expect((await saveStrip({ lines: [] })).statusCode).toBe(200);
    expect(await shopStrip()).toEqual([]);
    expect((await stripAudits())[0]?.sentence).toBe(
      'Cambió la franja de promesas del inicio: sin frases propias',
    );
    expect((await saveStrip({ lines: DEFAULTS })).statusCode).toBe(200);
  });

  it('reach the shop at once when written straight into the database', async () => {
    expect(await shopStrip()).toEqual(DEFAULTS);
    await t.database.db.execute(sql`UPDATE strip_lines SET text = 'Hecho a mano' WHERE position = 1`);
    expect(await shopStrip()).toEqual([DEFAULTS[0], 'Hecho a mano', DEFAULTS[2]]);
    expect((await saveStrip({ lines: DEFAULTS })).statusCode).toBe(200);
  });

  it('refuse too many, too long, empty, repeated or odd lines in Spanish, under their field, and change nothing', async () => {
    const before = await shopStrip();
    const auditsBefore = (await stripAudits()).length;
    const seven = Array.from({ length: 7 }, (_, index) => `Promesa ${index + 1}`);
    const cases: [object, number, RegExp][] = [
      [{ lines: seven }, 400, /a lo más 6 frases/],
      [{ lines: ['x'.repeat(81)] }, 400, /demasiado larga \(a lo más 80 caracteres\)/],
      [{ lines: ['Uno', '   '] }, 400, /Escribe la frase o quítala/],
      [{ lines: ['Envío gratis', 'envío  GRATIS '] }, 422, /Esa frase ya está en la franja/],
      [{ lines: ['a\u0000b'] }, 400, /caracteres que no se permiten/],
      [{ lines: [3] }, 400, /debe ser un texto/],
      [{ lines: 'Una sola' }, 400, /./],
      [{ lines: [], promotions: ['2x1'] }, 400, /campos que no se permiten/],
    ];
    for (const [payload, status, message] of cases) {
      const response = await saveStrip(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().error, JSON.stringify(payload)).toMatch(message);
      if (!('promotions' in payload)) expect(response.json().field, JSON.stringify(payload)).toBe('lines');
    }
    // Exactly six lines of 80 characters are fine.
    expect(await shopStrip()).toEqual(before);
    expect(await stripAudits()).toHaveLength(auditsBefore);
    const six = Array.from({ length: 6 }, (_, index) => `${index + 1}`.padEnd(80, '.'));
    expect((await saveStrip({ lines: six })).statusCode).toBe(200);
    expect(await shopStrip()).toEqual(six);
  });
});
