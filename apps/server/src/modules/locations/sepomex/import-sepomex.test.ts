import { savedAddressesAcrossImport } from '../../addresses';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { neighborhoods, postalCodes, shippingAddresses, users } from '../../../db/schema';
import { createTestDatabase } from '../../../test/database';
import {
  CHIHUAHUA,
  FIXTURE_ROWS,
  inChunks,
  sepomexFile,
  sepomexLine,
  type FixtureRow,
} from '../../../test/sepomex/sepomex-fixture';
import { neighborhoodsByPostalCode } from '../neighborhoods-by-postal-code';
import { postalCodePlace } from '../postal-code-place';
import { replacePostalCatalogue } from '../replace-postal-catalogue';
import { importSepomex } from './import-sepomex';
import { readSepomexCatalogue } from './read-sepomex-catalogue';
import { SepomexFileError } from './sepomex-file-error';

let database: DatabaseHandle;
let folder: string;

beforeAll(async () => {
  database = await createTestDatabase();
  folder = await mkdtemp(path.join(os.tmpdir(), 'sepomex-'));
});
afterAll(async () => {
  await database.close();
  await rm(folder, { recursive: true, force: true });
});

async function catalogueFile(
  name: string,
  rows: readonly FixtureRow[],
  lines: string[] = [],
): Promise<string> {
  const file = path.join(folder, name);
  await writeFile(file, sepomexFile([...rows.map(sepomexLine), ...lines]));
  return file;
}

const names = async (code: string) => (await neighborhoodsByPostalCode(database.db, code)).map((n) => n.name);

async function saveAddress(neighborhoodName: string): Promise<number> {
  const { db } = database;
  const [neighborhood] = await db
    .select()
    .from(neighborhoods)
    .where(eq(neighborhoods.name, neighborhoodName));
  const [user] = await db
    .insert(users)
    .values({ issuer: 'https://idp.test', subject: neighborhoodName, email: 'a@b.mx', name: 'Ana' })
    .returning();
  const [address] = await db
    .insert(shippingAddresses)
    .values({
      userId: user!.id,
      postalCode: neighborhood!.postalCode,
      stateName: 'Chihuahua',
      municipalityName: 'Chihuahua',
      neighborhoodId: neighborhood!.id,
      neighborhoodName,
      street: 'Calle Libertad',
      exteriorNumber: '100',
      reference: 'Portón negro',
    })
    .returning();
  return address!.id;
}

const addressRow = async (id: number) =>
  (await database.db.select().from(shippingAddresses).where(eq(shippingAddresses.id, id)))[0];

describe('importSepomex', () => {
  it('loads an official file and reports what it loaded', async () => {
    const file = await catalogueFile('CPdescarga.txt', FIXTURE_ROWS, ['31050|fila rota']);
    const result = await importSepomex(database.db, file, savedAddressesAcrossImport);
    expect(result).toMatchObject({
      states: 2,
      municipalities: 3,
      postalCodes: 4,
      neighborhoods: FIXTURE_ROWS.length,
      skippedRows: 1,
      badRows: [{ line: FIXTURE_ROWS.length + 3, reason: 'tiene 2 campos y se esperaban 15' }],
      relinkedAddresses: 0,
      unlinkedAddresses: 0,
    });
    expect(result.seconds).toBeGreaterThanOrEqual(0);
    expect(await names('31000')).toEqual(['El Bajo', 'Zona Centro']);
    expect(await names('01000')).toEqual(['San Ángel']);
    expect(await postalCodePlace(database.db, '01000')).toEqual({
      stateName: 'Ciudad de México',
      municipalityName: 'Álvaro Obregón',
    });
    expect(await postalCodePlace(database.db, '99999')).toBeUndefined();
  });

  it('replaces the catalogue on a new import; saved addresses keep their names and find their colonia again', async () => {
    const stays = await saveAddress('Zona Centro');
    const goes = await saveAddress('Zarco');
    const trailingSpace = await saveAddress('Santa Rita ');
    const oldCentro = (await addressRow(stays))!.neighborhoodId;

    // The next edition: Zarco is gone, Santa Rita lost its trailing space and got a new id, and a new
    // colonia took the id Zarco had; 33800 is no longer listed.
    const next: FixtureRow[] = [
      { ...CHIHUAHUA, code: '31000', name: 'Zona Centro', city: 'Chihuahua', id: '0001' },
      { ...CHIHUAHUA, code: '31020', name: 'Santa Rita', city: 'Chihuahua', id: '0104' },
      { ...CHIHUAHUA, code: '31020', name: 'Colonia Nueva', city: 'Chihuahua', id: '0003' },
    ];
    const result = await importSepomex(
      database.db,
      await catalogueFile('next.txt', next),
      savedAddressesAcrossImport,
    );
    expect(result).toMatchObject({
      postalCodes: 2,
      neighborhoods: 3,
      relinkedAddresses: 2,
      unlinkedAddresses: 1,
    });
    expect(await names('31020')).toEqual(['Colonia Nueva', 'Santa Rita']);
    expect(await names('33800')).toEqual([]);
    expect(await names('01000')).toEqual([]);

    const centro = await addressRow(stays);
    expect(centro?.neighborhoodId).not.toBe(oldCentro);
    const [newCentro] = await database.db
      .select()
      .from(neighborhoods)
      .where(eq(neighborhoods.name, 'Zona Centro'));
    expect(centro).toMatchObject({ neighborhoodId: newCentro!.id, neighborhoodName: 'Zona Centro' });
    expect(await addressRow(goes)).toMatchObject({
      neighborhoodId: null,
      neighborhoodName: 'Zarco',
      postalCode: '31020',
      stateName: 'Chihuahua',
      municipalityName: 'Chihuahua',
    });
    const santaRita = await addressRow(trailingSpace);
    expect(santaRita?.neighborhoodName).toBe('Santa Rita ');
    const [newSantaRita] = await database.db
      .select()
      .from(neighborhoods)
      .where(eq(neighborhoods.name, 'Santa Rita'));
    expect(santaRita?.neighborhoodId).toBe(newSantaRita!.id);
  });

  it('leaves the previous catalogue and its links untouched when the replacement fails', async () => {
    const before = await database.db.select().from(neighborhoods).orderBy(asc(neighborhoods.id));
    const links = await database.db.select().from(shippingAddresses).orderBy(asc(shippingAddresses.id));
    const { catalogue } = await readSepomexCatalogue(inChunks(sepomexFile(FIXTURE_ROWS.map(sepomexLine))));
    // A colonia of a postal code the catalogue does not list breaks a foreign key after the deletes ran.
    const broken = {
      ...catalogue,
      neighborhoods: [...catalogue.neighborhoods, { ...catalogue.neighborhoods[0]!, postalCode: '99999' }],
    };
    await expect(replacePostalCatalogue(database.db, broken, savedAddressesAcrossImport)).rejects.toThrow();
    expect(await database.db.select().from(neighborhoods).orderBy(asc(neighborhoods.id))).toEqual(before);
    expect(await database.db.select().from(shippingAddresses).orderBy(asc(shippingAddresses.id))).toEqual(
      links,
    );
  });

  it('refuses a file that is not the catalogue without touching the one in place', async () => {
    const before = await database.db.select().from(postalCodes);
    const notCatalogue = path.join(folder, 'lista.csv');
    await writeFile(notCatalogue, 'codigo,colonia\n31000,Centro\n');
    await expect(importSepomex(database.db, notCatalogue, savedAddressesAcrossImport)).rejects.toBeInstanceOf(
      SepomexFileError,
    );
    await expect(
      importSepomex(database.db, path.join(folder, 'no-existe.txt'), savedAddressesAcrossImport),
    ).rejects.toThrow(`No se encontró el archivo ${path.join(folder, 'no-existe.txt')}.`);
    await expect(importSepomex(database.db, folder, savedAddressesAcrossImport)).rejects.toThrow(
      'es una carpeta',
    );
    expect(await database.db.select().from(postalCodes)).toEqual(before);
  });

  it('writes in as many batches as it takes', async () => {
    const many = Array.from({ length: 25 }, (_, index) => ({
      ...CHIHUAHUA,
      code: `3110${index % 5}`,
      name: `Colonia ${index}`,
      id: String(index).padStart(4, '0'),
    }));
    const { catalogue } = await readSepomexCatalogue(inChunks(sepomexFile(many.map(sepomexLine))));
    await replacePostalCatalogue(database.db, catalogue, savedAddressesAcrossImport, 4);
    expect(await database.db.$count(neighborhoods)).toBe(25);
    expect(await database.db.$count(postalCodes)).toBe(5);
    expect(await names('31104')).toEqual([
      'Colonia 14',
      'Colonia 19',
      'Colonia 24',
      'Colonia 4',
      'Colonia 9',
    ]);
  });
});
