import { gzipSync } from 'node:zlib';
import { auditLog } from '../../../db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_EMAIL, startAdminTestApp, type AdminTestApp } from '../../../test/admin-app';
import { FIXTURE_ROWS, sepomexFile, sepomexLine } from '../../../test/sepomex/sepomex-fixture';
import { neighborhoodsByPostalCode } from '../../locations/neighborhoods-by-postal-code';
import { FROM_THE_SHOP } from '../../../test/from-the-shop';

let t: AdminTestApp;

beforeAll(async () => {
  t = await startAdminTestApp();
});
afterAll(() => t.close());

const upload = (file: Buffer | string, contentType = 'application/octet-stream') =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/postal-codes',
    cookies: t.staff,
    // As a script with the shop's header sends it: the type checks come after the cross-site guard.
    headers: { ...FROM_THE_SHOP, 'content-type': contentType },
    payload: file,
  });
const counts = async () => (await t.app.inject({ url: '/api/admin/postal-codes', cookies: t.staff })).json();
const neighborhoodsOf = async (code: string) =>
  (await neighborhoodsByPostalCode(t.database.db, code)).map((neighborhood) => neighborhood.name);

describe('loading the postal-code catalogue from the back-office', () => {
  it('loads an official file (Latin-1, CRLF) and answers what it loaded, which the shop then uses', async () => {
    const bad = '99999|Sin municipio';
    const response = await upload(sepomexFile([...FIXTURE_ROWS.map(sepomexLine), bad]));
    expect(response.statusCode).toBe(200);
    const loaded = response.json();
    expect(loaded).toMatchObject({
      states: 2,
      municipalities: 3,
      postal_codes: 4,
      neighborhoods: 6,
      skipped_rows: 1,
      relinked_addresses: 0,
      unlinked_addresses: 0,
    });
    expect(loaded.bad_rows).toEqual([{ line: 9, reason: expect.any(String) }]);
    expect(await counts()).toEqual({ states: 2, municipalities: 3, postal_codes: 4, neighborhoods: 6 });
    expect(await neighborhoodsOf('01000')).toEqual(['San Ángel']);

    const audit = (await t.app.inject({ url: '/api/admin/audit', cookies: t.staff })).json();
    expect(audit.entries).toEqual([
      expect.objectContaining({
        actor: STAFF_EMAIL,
        action: 'postal_codes.loaded',
        sentence: 'Cargó el catálogo de códigos postales: 4 códigos postales y 6 colonias en 2 estados',
        details: expect.objectContaining({ neighborhoods: 6, postalCodes: 4, skippedRows: 1 }),
      }),
    ]);
  });

  it('reads a gzip copy too', async () => {
    const rows = FIXTURE_ROWS.filter((row) => row.code !== '01000');
    const response = await upload(sepomexFile(rows.map(sepomexLine), { gzip: true, latin1: false }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ states: 1, postal_codes: 3, neighborhoods: 5 });
    expect(await neighborhoodsOf('01000')).toEqual([]);
  });

  it('refuses a file that is not the catalogue, in Spanish, and changes nothing', async () => {
    const before = await counts();
    const auditBefore = (await t.database.db.select().from(auditLog)).length;
    const whole = sepomexFile(FIXTURE_ROWS.map(sepomexLine));
    const cases: [Buffer | string, string, number, RegExp][] = [
      [Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'application/octet-stream', 422, /es un \.zip/],
      [gzipSync(whole).subarray(0, 60), 'application/octet-stream', 422, /gzip.*dañado o incompleto/],
      [Buffer.from('nombre,precio\nbota,100\n'), 'application/octet-stream', 422, /encabezado del catálogo/],
      [sepomexFile([]), 'application/octet-stream', 422, /ninguna fila válida/],
      [Buffer.alloc(0), 'application/octet-stream', 400, /vacío/],
      [JSON.stringify({ file: 'CPdescarga.txt' }), 'application/json', 415, /application\/octet-stream/],
      ['d_codigo|d_asenta', 'text/plain', 415, /envíe JSON/],
    ];
    for (const [file, type, status, message] of cases) {
      const response = await upload(file, type);
      expect(response.statusCode, String(message)).toBe(status);
      expect(response.json().error, String(message)).toMatch(message);
    }
    expect(await counts()).toEqual(before);
    expect(await t.database.db.select().from(auditLog)).toHaveLength(auditBefore);
  });

  it('refuses a file over 40 MB', async () => {
    const response = await upload(Buffer.alloc(40 * 1024 * 1024 + 1, 0x41));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'La petición es demasiado grande.' });
  });
});
