import { savedAddressesAcrossImport } from '../addresses';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { MESSAGES } from '../../http/errors';
import { registerErrorHandling } from '../../plugins/errors';
import { createTestDatabase } from '../../test/database';
import { PostalCatalogueBuilder } from './postal-catalogue';
import { replacePostalCatalogue } from './replace-postal-catalogue';
import { locationsRoutes, UNKNOWN_POSTAL_CODE } from './routes';

let database: DatabaseHandle;
let app: FastifyInstance;

const CHIHUAHUA = {
  stateId: '08',
  stateName: 'Chihuahua',
  municipalityId: '019',
  municipalityName: 'Chihuahua',
  city: 'Chihuahua',
  settlementType: 'Colonia',
  zone: 'Urbano',
};

beforeAll(async () => {
  database = await createTestDatabase();
  const builder = new PostalCatalogueBuilder();
  const colonias = ['Zarco', 'Obrera', 'álamos Chicos', 'Bellavista', 'Álamos', 'Ñandú', 'Nogales'];
  colonias.forEach((name, index) =>
    builder.add({ ...CHIHUAHUA, postalCode: '31000', name, sepomexId: String(index + 1).padStart(4, '0') }),
  );
  builder.add({ ...CHIHUAHUA, postalCode: '01000', name: 'San Ángel', sepomexId: '0001' });
  await replacePostalCatalogue(database.db, builder.build(), savedAddressesAcrossImport);

  // The pieces of buildApp this call relies on: zod validation and serialization, and the shop's
  // Spanish error answers.
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await app.register(locationsRoutes(database.db), { prefix: '/api' });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const get = (query: string) => app.inject(`/api/locations/neighborhoods${query}`);

describe('GET /api/locations/neighborhoods', () => {
  it('answers the colonias of a postal code in alphabetical order, accents aside', async () => {
    const response = await get('?postal_code=31000');
    expect(response.statusCode).toBe(200);
    const options = response.json<{ neighborhood_id: number; name: string }[]>();
    expect(options.map((option) => option.name)).toEqual([
      'Álamos',
      'álamos Chicos',
      'Bellavista',
      'Nogales',
      'Ñandú',
      'Obrera',
      'Zarco',
    ]);
    const ids = await database.db.query.neighborhoods.findMany({ columns: { id: true, name: true } });
    for (const option of options) {
      expect(Object.keys(option)).toEqual(['neighborhood_id', 'name']);
      expect(ids).toContainEqual({ id: option.neighborhood_id, name: option.name });
    }
  });

  it('keeps the leading zero of a postal code', async () => {
    const response = await get('?postal_code=01000');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ name: string }[]>().map((option) => option.name)).toEqual(['San Ángel']);
  });

  it('answers 404 in Spanish for a postal code with no colonias', async () => {
    const response = await get('?postal_code=99999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: UNKNOWN_POSTAL_CODE });
    expect(UNKNOWN_POSTAL_CODE).toBe('No encontramos colonias para ese código postal.');
  });

  it.each([
    ['four digits', '?postal_code=3100'],
    ['letters', '?postal_code=abcde'],
    ['six digits', '?postal_code=310000'],
    ['spaces', '?postal_code=%2031000'],
    ['other digits than 0-9', `?postal_code=${encodeURIComponent('٣١٠٠٠')}`],
    ['no postal code', ''],
    ['an empty postal code', '?postal_code='],
    ['the postal code twice', '?postal_code=31000&postal_code=31020'],
  ])('answers 400 in Spanish for %s', async (_case, query) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'El código postal debe tener 5 dígitos.',
      field: 'postal_code',
    });
  });

  it('answers 400 for a parameter it does not take', async () => {
    const response = await get('?postal_code=31000&colonia=Centro');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: MESSAGES.unknownField });
  });
});
