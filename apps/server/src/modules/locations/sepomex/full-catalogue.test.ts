import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../../db/client';
import { TEST_DATABASE_KIND, createTestDatabase } from '../../../test/database';
import { inChunks } from '../../../test/sepomex-fixture';
import { neighborhoodsByPostalCode } from '../neighborhoods-by-postal-code';
import { postalCodePlace } from '../postal-code-place';
import { importSepomex } from './import-sepomex';
import { readSepomexCatalogue } from './read-sepomex-catalogue';

// The official catalogue lives beside the repository (../shared), never inside it: its terms forbid
// passing it on. See ../shared/data/sepomex/README.md for its format and the counts checked here.
const REPOSITORY_ROOT = fileURLToPath(new URL('../../../../../../', import.meta.url));
const CATALOGUE_FILE = path.resolve(REPOSITORY_ROOT, '../shared/data/sepomex/CPdescarga.txt.gz');
// The README's SHA-256 of CPdescarga.txt exactly as Correos de México publishes it (Latin-1, CRLF).
const OFFICIAL_SHA256 = '2340a77b01b7934e5317b81e0f1f231fec2a8e655d9c4c5a5c1346cf17e5d814';

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('the full official catalogue', () => {
  it('imports every row of ../shared/data/sepomex/CPdescarga.txt.gz', async () => {
    expect(existsSync(CATALOGUE_FILE), `falta el catálogo oficial en ${CATALOGUE_FILE}`).toBe(true);
    const result = await importSepomex(database.db, CATALOGUE_FILE);
    console.info(`Importación completa de SEPOMEX en ${TEST_DATABASE_KIND}: ${result.seconds} s`);
    expect(result).toMatchObject({
      neighborhoods: 155_922,
      postalCodes: 32_003,
      states: 32,
      municipalities: 2_477,
      skippedRows: 0,
      badRows: [],
    });
    const [counts] = await queryRows<Record<string, number>>(
      database.db,
      sql`SELECT (SELECT count(*) FROM neighborhoods)::int AS neighborhoods,
                   (SELECT count(*) FROM postal_codes)::int AS postal_codes,
                   (SELECT count(*) FROM states)::int AS states,
                   (SELECT count(*) FROM municipalities)::int AS municipalities`,
    );
    expect(counts).toEqual({
      neighborhoods: 155_922,
      postal_codes: 32_003,
      states: 32,
      municipalities: 2_477,
    });
  }, 300_000);

  it('lists the colonias of 31000, downtown Chihuahua, and places the code', async () => {
    const colonias = await neighborhoodsByPostalCode(database.db, '31000');
    const names = colonias.map((colonia) => colonia.name);
    expect(names).toHaveLength(6);
    expect(names).toContain('Chihuahua Centro');
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' }) || (a < b ? -1 : 1)),
    );
    expect(await postalCodePlace(database.db, '31000')).toEqual({
      stateName: 'Chihuahua',
      municipalityName: 'Chihuahua',
    });
  });

  it('reads the official encoding of the same file (Latin-1, CRLF) to the same catalogue', async () => {
    const utf8 = gunzipSync(await readFile(CATALOGUE_FILE));
    const official = Buffer.from(utf8.toString('utf8').replaceAll('\n', '\r\n'), 'latin1');
    expect(sha256(official)).toBe(OFFICIAL_SHA256);
    const fromOfficial = await readSepomexCatalogue(inChunks(official));
    const fromCopy = await readSepomexCatalogue(inChunks(utf8));
    expect(fromOfficial.skippedRows).toBe(0);
    expect(sha256(JSON.stringify(fromOfficial))).toBe(sha256(JSON.stringify(fromCopy)));
  }, 120_000);

  it('keeps leading zeros and accents', async () => {
    expect(await postalCodePlace(database.db, '01000')).toEqual({
      stateName: 'Ciudad de México',
      municipalityName: 'Álvaro Obregón',
    });
    expect((await neighborhoodsByPostalCode(database.db, '01000')).map((colonia) => colonia.name)).toContain(
      'San Ángel',
    );
  });

  it('imports it again over itself, and a saved address finds its colonia in the new rows', async () => {
    const { db } = database;
    const [centro] = await queryRows<{ id: number; name: string }>(
      db,
      sql`SELECT id, name FROM neighborhoods WHERE postal_code = '31000' AND name = 'Chihuahua Centro'`,
    );
    const [address] = await queryRows<{ id: number }>(
      db,
      sql`WITH shopper AS (
              INSERT INTO users (issuer, subject, email, name) VALUES ('https://idp.test', 'ana', 'a@b.mx', 'Ana')
              RETURNING id)
            INSERT INTO shipping_addresses (user_id, postal_code, state_name, municipality_name, neighborhood_id,
                                            neighborhood_name, street, exterior_number, reference)
            SELECT id, '31000', 'Chihuahua', 'Chihuahua', ${centro!.id}, ${centro!.name}, 'Calle Libertad', '100', 'Portón negro'
            FROM shopper RETURNING id`,
    );
    const result = await importSepomex(db, CATALOGUE_FILE);
    console.info(`Segunda importación completa de SEPOMEX en ${TEST_DATABASE_KIND}: ${result.seconds} s`);
    expect(result).toMatchObject({ neighborhoods: 155_922, relinkedAddresses: 1, unlinkedAddresses: 0 });
    const [relinked] = await queryRows<{ neighborhood_id: number; name: string }>(
      db,
      sql`SELECT a.neighborhood_id, n.name FROM shipping_addresses a JOIN neighborhoods n ON n.id = a.neighborhood_id
            WHERE a.id = ${address!.id}`,
    );
    expect(relinked?.name).toBe('Chihuahua Centro');
    expect(relinked?.neighborhood_id).not.toBe(centro!.id);
  }, 300_000);
});
