import { savedAddressesAcrossImport } from '../addresses';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { neighborhoods, postalCodes, states } from '../../db/schema';
import { createTestDatabase } from '../../test/database';
import { checkFiscalData } from '../invoices/fiscal-data/check-fiscal-data';
import { demoPostalCatalogue, seedDemoPostalCodesIfEmpty } from './demo-postal-codes';
import { neighborhoodsByPostalCode } from './neighborhoods-by-postal-code';
import { postalCodePlace } from './postal-code-place';
import { replacePostalCatalogue } from './replace-postal-catalogue';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const names = async (code: string) =>
  (await neighborhoodsByPostalCode(database.db, code)).map((colonia) => colonia.name);

describe('the demo postal codes', () => {
  it('cover downtown Chihuahua and about ten more of its codes, each with 2 to 5 colonias', () => {
    const catalogue = demoPostalCatalogue();
    const chihuahuaCodes = catalogue.postalCodes.filter(
      (code) => code.stateId === '08' && code.municipalityId === '019',
    );
    expect(chihuahuaCodes.map((code) => code.code)).toContain('31000');
    expect(chihuahuaCodes.length).toBeGreaterThanOrEqual(9);
    for (const { code } of chihuahuaCodes) {
      const colonias = catalogue.neighborhoods.filter((colonia) => colonia.postalCode === code);
      expect(colonias.length, code).toBeGreaterThanOrEqual(2);
      expect(colonias.length, code).toBeLessThanOrEqual(5);
    }
    expect(catalogue.states.map((state) => state.name)).toEqual([
      'Chihuahua',
      'Ciudad de México',
      'Jalisco',
      'Nuevo León',
      'Coahuila de Zaragoza',
      'Guanajuato',
      'Querétaro',
    ]);
  });

  it('go into an empty catalogue, so the address form works on a fresh demo', async () => {
    expect(await seedDemoPostalCodesIfEmpty(database.db, savedAddressesAcrossImport)).toBe(true);
    expect(await names('31000')).toEqual(['El Bajo', 'Zona Centro']);
    expect(await names('06700')).toEqual(['Roma Norte']);
    expect(await postalCodePlace(database.db, '31000')).toEqual({
      stateName: 'Chihuahua',
      municipalityName: 'Chihuahua',
    });
    expect(await postalCodePlace(database.db, '32000')).toEqual({
      stateName: 'Chihuahua',
      municipalityName: 'Juárez',
    });
    expect(await postalCodePlace(database.db, '44160')).toEqual({
      stateName: 'Jalisco',
      municipalityName: 'Guadalajara',
    });
    expect(await postalCodePlace(database.db, '64000')).toEqual({
      stateName: 'Nuevo León',
      municipalityName: 'Monterrey',
    });
  });

  it('hold the big cities’ central codes and the fiscal codes of SAT’s test taxpayers, by their official names', async () => {
    const places: [code: string, colonia: string, municipality: string, state: string][] = [
      ['06600', 'Juárez', 'Cuauhtémoc', 'Ciudad de México'],
      ['44100', 'Guadalajara Centro', 'Guadalajara', 'Jalisco'],
      ['64000', 'Monterrey Centro', 'Monterrey', 'Nuevo León'],
      ['26015', 'Los Laureles', 'Piedras Negras', 'Coahuila de Zaragoza'],
      ['36257', 'Valle de San José', 'Guanajuato', 'Guanajuato'],
      ['76028', 'Universidad', 'Querétaro', 'Querétaro'],
    ];
    for (const [code, colonia, municipalityName, stateName] of places) {
      expect(await names(code), code).toContain(colonia);
      expect(await postalCodePlace(database.db, code), code).toEqual({ stateName, municipalityName });
    }
  });

  it('let a tryout invoice SAT’s test company at its fiscal postal code', async () => {
    const checked = await checkFiscalData(database.db, {
      rfc: 'EKU9003173C9',
      legal_name: 'Escuela Kemper Urgate',
      tax_regime: '601',
      postal_code: '26015',
      cfdi_use: 'G03',
      email: 'facturas@correo.test',
    });
    expect(checked).toMatchObject({ legal_name: 'ESCUELA KEMPER URGATE', postal_code: '26015' });
  });

  it('are not written again once there are postal codes', async () => {
    const before = await database.db.select().from(neighborhoods).orderBy(asc(neighborhoods.id));
    expect(await seedDemoPostalCodesIfEmpty(database.db, savedAddressesAcrossImport)).toBe(false);
    expect(await database.db.select().from(neighborhoods).orderBy(asc(neighborhoods.id))).toEqual(before);
  });

  it('leave an imported catalogue alone', async () => {
    await replacePostalCatalogue(
      database.db,
      {
        states: [{ id: '08', name: 'Chihuahua' }],
        municipalities: [{ stateId: '08', id: '032', name: 'Hidalgo del Parral' }],
        postalCodes: [{ code: '33800', stateId: '08', municipalityId: '032' }],
        neighborhoods: [
          {
            postalCode: '33800',
            sepomexId: '0001',
            name: 'Centro',
            settlementType: 'Colonia',
            zone: 'Urbano',
            city: null,
          },
        ],
      },
      savedAddressesAcrossImport,
    );
    expect(await seedDemoPostalCodesIfEmpty(database.db, savedAddressesAcrossImport)).toBe(false);
    expect(await database.db.select().from(postalCodes)).toEqual([
      { code: '33800', stateId: '08', municipalityId: '032' },
    ]);
    expect(await database.db.select().from(states)).toEqual([{ id: '08', name: 'Chihuahua' }]);
  });
});
