import { savedAddressesAcrossImport } from '../../addresses';
import { Buffer, isUtf8 } from 'node:buffer';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { col, rowShape, selectRow } from '../../../db/rows';
import { TEST_DATABASE_KIND, createTestDatabase } from '../../../test/database';
import { inChunks, sepomexFile } from '../../../test/sepomex/sepomex-fixture';
import {
  fullSizeSepomexCatalogue,
  type PostalCodeFacts,
  type SepomexCounts,
} from '../../../test/sepomex/sepomex-full-size';
import { neighborhoodsByPostalCode } from '../neighborhoods-by-postal-code';
import { postalCodePlace } from '../postal-code-place';
import { importSepomex } from './import-sepomex';
import { readSepomexCatalogue } from './read-sepomex-catalogue';

/**
 * The postal catalogue at full size, through the real importer. The official file may not be passed
 * on (its terms), so it is not in the repository: by default the test imports a generated file of the
 * same format and size (see sepomex-full-size.ts). When SEPOMEX_FILE names the official file, that is
 * imported instead and checked against the counts of the 2024-10-03 export.
 */
type Catalogue = {
  name: string;
  file: string;
  counts: SepomexCounts;
  /** A code with several colonias. */
  chihuahua: PostalCodeFacts;
  leadingZero: PostalCodeFacts;
  /** The same catalogue as published (Latin-1, CRLF) and as a UTF-8 copy with LF line ends. */
  encodings: () => Promise<{ official: Buffer; copy: Buffer }>;
  /** The published file's SHA-256, when the catalogue is a known export. */
  officialSha256?: string;
  remove: () => Promise<void>;
};

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/** The official export of 2024-10-03: CPdescarga.txt itself, or a UTF-8 copy, gzipped or not. */
function officialCatalogue(file: string): Catalogue {
  return {
    name: `el archivo oficial ${file}`,
    file,
    counts: { neighborhoods: 155_922, postalCodes: 32_003, states: 32, municipalities: 2_477 },
    chihuahua: {
      postalCode: '31000',
      stateName: 'Chihuahua',
      municipalityName: 'Chihuahua',
      colonias: 6,
      colonia: 'Chihuahua Centro',
    },
    leadingZero: {
      postalCode: '01000',
      stateName: 'Ciudad de México',
      municipalityName: 'Álvaro Obregón',
      colonias: 1,
      colonia: 'San Ángel',
    },
    encodings: async () => {
      const stored = await readFile(file);
      const bytes = stored[0] === 0x1f && stored[1] === 0x8b ? gunzipSync(stored) : stored;
      const text = bytes.toString(isUtf8(bytes) ? 'utf8' : 'latin1').replaceAll('\r\n', '\n');
      return {
        official: Buffer.from(text.replaceAll('\n', '\r\n'), 'latin1'),
        copy: Buffer.from(text, 'utf8'),
      };
    },
    officialSha256: '2340a77b01b7934e5317b81e0f1f231fec2a8e655d9c4c5a5c1346cf17e5d814',
    remove: async () => undefined,
  };
}

/** A generated catalogue of the official format and size, written as Correos de México publishes it. */
async function generatedCatalogue(): Promise<Catalogue> {
  const generated = fullSizeSepomexCatalogue();
  const folder = await mkdtemp(path.join(os.tmpdir(), 'sepomex-completo-'));
  const file = path.join(folder, 'CPdescarga.txt');
  await writeFile(file, sepomexFile(generated.lines));
  return {
    name: 'un archivo generado del tamaño del oficial',
    file,
    counts: generated.counts,
    chihuahua: generated.chihuahua,
    leadingZero: generated.leadingZero,
    encodings: async () => ({
      official: await readFile(file),
      copy: sepomexFile(generated.lines, { latin1: false, crlf: false }),
    }),
    remove: () => rm(folder, { recursive: true, force: true }),
  };
}

const OFFICIAL_FILE = process.env.SEPOMEX_FILE;

let database: DatabaseHandle;
let catalogue: Catalogue;

beforeAll(async () => {
  database = await createTestDatabase();
  catalogue = OFFICIAL_FILE ? officialCatalogue(path.resolve(OFFICIAL_FILE)) : await generatedCatalogue();
});
afterAll(async () => {
  await database.close();
  await catalogue.remove();
});

describe(`the full postal catalogue (${OFFICIAL_FILE ? 'SEPOMEX_FILE' : 'generated'})`, () => {
  it('imports every row', async () => {
    const result = await importSepomex(database.db, catalogue.file, savedAddressesAcrossImport);
    console.info(
      `Importación completa de SEPOMEX (${catalogue.name}) en ${TEST_DATABASE_KIND}: ${result.seconds} s`,
    );
    expect(result).toMatchObject({ ...catalogue.counts, skippedRows: 0, badRows: [] });
    const counts = await selectRow(
      database.db,
      sql`SELECT (SELECT count(*) FROM neighborhoods)::int AS neighborhoods,
                   (SELECT count(*) FROM postal_codes)::int AS postal_codes,
                   (SELECT count(*) FROM states)::int AS states,
                   (SELECT count(*) FROM municipalities)::int AS municipalities`,
      rowShape({
        neighborhoods: col.integer,
        postalCodes: col.integer,
        states: col.integer,
        municipalities: col.integer,
      }),
    );
    expect(counts).toEqual(catalogue.counts);
  }, 300_000);

  it('lists the colonias of a code in Chihuahua, in order, and places the code', async () => {
    const { postalCode, stateName, municipalityName, colonias, colonia } = catalogue.chihuahua;
    const names = (await neighborhoodsByPostalCode(database.db, postalCode)).map((row) => row.name);
    expect(names).toHaveLength(colonias);
    expect(names).toContain(colonia);
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' }) || (a < b ? -1 : 1)),
    );
    expect(await postalCodePlace(database.db, postalCode)).toEqual({ stateName, municipalityName });
  });

  it('reads the published encoding (Latin-1, CRLF) and a UTF-8 copy (LF) to the same catalogue', async () => {
    const { official, copy } = await catalogue.encodings();
    expect(isUtf8(official)).toBe(false);
    if (catalogue.officialSha256) expect(sha256(official)).toBe(catalogue.officialSha256);
    const fromOfficial = await readSepomexCatalogue(inChunks(official));
    const fromCopy = await readSepomexCatalogue(inChunks(copy));
    expect(fromOfficial.skippedRows).toBe(0);
    expect(fromOfficial.catalogue.neighborhoods).toHaveLength(catalogue.counts.neighborhoods);
    expect(sha256(JSON.stringify(fromOfficial))).toBe(sha256(JSON.stringify(fromCopy)));
  }, 120_000);

  it('keeps leading zeros and accents', async () => {
    const { postalCode, stateName, municipalityName, colonias, colonia } = catalogue.leadingZero;
    expect(await postalCodePlace(database.db, postalCode)).toEqual({ stateName, municipalityName });
    const names = (await neighborhoodsByPostalCode(database.db, postalCode)).map((row) => row.name);
    expect(names).toHaveLength(colonias);
    expect(names).toContain(colonia);
  });

  it('imports it again over itself, and a saved address finds its colonia in the new rows', async () => {
    const { db } = database;
    const { postalCode, stateName, municipalityName, colonia } = catalogue.chihuahua;
    const before = await selectRow(
      db,
      sql`SELECT id, name FROM neighborhoods WHERE postal_code = ${postalCode} AND name = ${colonia}`,
      rowShape({ id: col.integer, name: col.text }),
    );
    const address = await selectRow(
      db,
      sql`WITH shopper AS (
              INSERT INTO users (issuer, subject, email, name) VALUES ('https://idp.test', 'ana', 'a@b.mx', 'Ana')
              RETURNING id)
            INSERT INTO shipping_addresses (user_id, postal_code, state_name, municipality_name, neighborhood_id,
                                            neighborhood_name, street, exterior_number, reference)
            SELECT id, ${postalCode}, ${stateName}, ${municipalityName}, ${before!.id}, ${before!.name},
                   'Calle Libertad', '100', 'Portón negro'
            FROM shopper RETURNING id`,
      rowShape({ id: col.integer }),
    );
    const result = await importSepomex(db, catalogue.file, savedAddressesAcrossImport);
    console.info(`Segunda importación completa de SEPOMEX en ${TEST_DATABASE_KIND}: ${result.seconds} s`);
    expect(result).toMatchObject({
      neighborhoods: catalogue.counts.neighborhoods,
      relinkedAddresses: 1,
      unlinkedAddresses: 0,
    });
    const relinked = await selectRow(
      db,
      sql`SELECT a.neighborhood_id, n.name FROM shipping_addresses a JOIN neighborhoods n ON n.id = a.neighborhood_id
            WHERE a.id = ${address!.id}`,
      rowShape({ neighborhoodId: col.integer, name: col.text }),
    );
    expect(relinked?.name).toBe(colonia);
    expect(relinked?.neighborhoodId).not.toBe(before!.id);
  }, 300_000);
});

describe('the generated catalogue', () => {
  const generated = fullSizeSepomexCatalogue();

  it("is the official file's size and shape: ~157,000 colonias, ~32,000 codes, every state", () => {
    expect(generated.counts.neighborhoods).toBeGreaterThan(150_000);
    expect(generated.counts.postalCodes).toBeGreaterThan(30_000);
    expect(generated.counts.states).toBe(32);
    expect(generated.counts.municipalities).toBeGreaterThan(2_400);
    const published = sepomexFile(generated.lines);
    expect(published.length).toBeGreaterThan(14_000_000);
    expect(published.subarray(0, 400).toString('latin1').split('\r\n')[1]).toBe(
      'd_codigo|d_asenta|d_tipo_asenta|D_mnpio|d_estado|d_ciudad|d_CP|c_estado|c_oficina|c_CP|c_tipo_asenta|c_mnpio|id_asenta_cpcons|d_zona|c_cve_ciudad',
    );
  });

  it('comes out the same on every run', () => {
    expect(sha256(generated.lines.join('\n'))).toBe(sha256(fullSizeSepomexCatalogue().lines.join('\n')));
  });
});
