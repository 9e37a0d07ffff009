import { LABEL_TEXT_MESSAGE, RECIPIENT_PHONE_MESSAGE } from '@store/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { municipalities, neighborhoods, postalCodes, states, users } from '../../db/schema';
import { createTestDatabase } from '../../test/database';
import { createSession } from '../auth/sessions';
import { FROM_THE_SHOP } from '../../test/from-the-shop';

let database: DatabaseHandle;
let app: FastifyInstance;
let centro: number;
let otherCodeColonia: number;

async function shopper(email: string): Promise<string> {
  const [user] = await database.db
    .insert(users)
    .values({ issuer: 'https://idp.test', subject: email, email, name: email })
    .returning();
  return createSession(database.db, user!.id);
}

const address = (overrides: Record<string, unknown> = {}) => ({
  postal_code: '31000',
  neighborhood_id: centro,
  street: 'Av. Independencia',
  exterior_number: '1001',
  interior_number: '',
  reference: 'Frente a la plaza, portón café',
  state_name: 'Inventado',
  municipality_name: 'Inventado',
  neighborhood_name: 'Inventada',
  ...overrides,
});

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  await db.insert(states).values([
    { id: '08', name: 'Chihuahua' },
    { id: '09', name: 'Ciudad de México' },
  ]);
  await db.insert(municipalities).values([
    { stateId: '08', id: '019', name: 'Chihuahua' },
    { stateId: '09', id: '015', name: 'Cuauhtémoc' },
  ]);
  await db.insert(postalCodes).values([
    { code: '31000', stateId: '08', municipalityId: '019' },
    { code: '06700', stateId: '09', municipalityId: '015' },
  ]);
  const rows = await db
    .insert(neighborhoods)
    .values([
      { postalCode: '31000', sepomexId: '0001', name: 'Centro', settlementType: 'Colonia', zone: 'Urbano' },
      {
        postalCode: '06700',
        sepomexId: '0001',
        name: 'Roma Norte',
        settlementType: 'Colonia',
        zone: 'Urbano',
      },
    ])
    .returning();
  centro = rows[0]!.id;
  otherCodeColonia = rows[1]!.id;
  app = await buildApp(loadConfig({ LOG_LEVEL: 'silent' }), { database });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('saved addresses', () => {
  it('are only for a signed-in shopper', async () => {
    for (const [method, url] of [
      ['GET', '/api/locations'],
      ['POST', '/api/locations'],
      ['PUT', '/api/locations'],
      ['DELETE', '/api/locations/1'],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        headers: FROM_THE_SHOP,
        ...(method === 'POST' || method === 'PUT' ? { payload: address() } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('take state, municipality and colonia from the postal code, whatever the browser says', async () => {
    const sid = await shopper('ana@example.mx');
    const created = await app.inject({
      method: 'POST',
      url: '/api/locations',
      cookies: { sid },
      payload: address(),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ message: 'Dirección agregada correctamente' });
    const list = await app.inject({ url: '/api/locations', cookies: { sid } });
    expect(list.json()).toEqual([
      {
        shipping_address_id: expect.any(Number),
        state_name: 'Chihuahua',
        municipality_name: 'Chihuahua',
        postal_code: '31000',
        neighborhood_name: 'Centro',
        neighborhood_id: centro,
        street: 'Av. Independencia',
        exterior_number: '1001',
        interior_number: null,
        reference: 'Frente a la plaza, portón café',
        recipient_name: null,
        recipient_phone: null,
      },
    ]);
  });

  it('are edited and deleted by their owner only; another user gets 404 and changes nothing', async () => {
    const owner = await shopper('beto@example.mx');
    const stranger = await shopper('carla@example.mx');
    await app.inject({ method: 'POST', url: '/api/locations', cookies: { sid: owner }, payload: address() });
    const [saved] = (await app.inject({ url: '/api/locations', cookies: { sid: owner } })).json() as {
      shipping_address_id: number;
    }[];
    const id = saved!.shipping_address_id;

    expect((await app.inject({ url: '/api/locations', cookies: { sid: stranger } })).json()).toEqual([]);
    const foreignEdit = await app.inject({
      method: 'PUT',
      url: '/api/locations',
      cookies: { sid: stranger },
      payload: address({ shipping_address_id: id, street: 'Calle robada' }),
    });
    expect(foreignEdit.statusCode).toBe(404);
    expect(foreignEdit.json()).toEqual({ error: 'Dirección no encontrada' });
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/locations/${id}`,
          cookies: { sid: stranger },
          headers: FROM_THE_SHOP,
        })
      ).statusCode,
    ).toBe(404);

    const edit = await app.inject({
      method: 'PUT',
      url: '/api/locations',
      cookies: { sid: owner },
      payload: address({ shipping_address_id: id, street: 'Calle Libertad', interior_number: 'B' }),
    });
    expect(edit.json()).toEqual({ message: 'Dirección actualizada correctamente' });
    const [after] = (await app.inject({ url: '/api/locations', cookies: { sid: owner } })).json() as Record<
      string,
      unknown
    >[];
    expect(after).toMatchObject({ street: 'Calle Libertad', interior_number: 'B' });

    const removed = await app.inject({
      headers: FROM_THE_SHOP,
      method: 'DELETE',
      url: `/api/locations/${id}`,
      cookies: { sid: owner },
    });
    expect(removed.json()).toEqual({ message: 'Dirección eliminada correctamente' });
    expect((await app.inject({ url: '/api/locations', cookies: { sid: owner } })).json()).toEqual([]);
  });

  it.each([
    [{ postal_code: '3100' }, 'El código postal debe tener 5 dígitos.', 'postal_code'],
    [{ street: '  ' }, 'La calle es obligatoria.', 'street'],
    [{ exterior_number: '' }, 'El número exterior es obligatorio.', 'exterior_number'],
    [{ reference: 'x'.repeat(256) }, 'Las indicaciones deben tener a lo más 255 caracteres.', 'reference'],
    [{ neighborhood_id: null }, 'Selecciona una colonia.', 'neighborhood_id'],
    [{ street: 'Av. Independencia 🏠' }, LABEL_TEXT_MESSAGE, 'street'],
    [{ exterior_number: '10\u200B01' }, LABEL_TEXT_MESSAGE, 'exterior_number'],
    [{ reference: 'Portón\tcafé' }, LABEL_TEXT_MESSAGE, 'reference'],
    [{ reference: 'Portón café 🇲🇽' }, LABEL_TEXT_MESSAGE, 'reference'],
    [{ recipient_name: 'Rosa \u202Eazul' }, LABEL_TEXT_MESSAGE, 'recipient_name'],
    [{ recipient_phone: '614123' }, RECIPIENT_PHONE_MESSAGE, 'recipient_phone'],
  ])(
    'refuses %o with a Spanish 400 naming the field apart from the sentence, and stores nothing',
    async (change, message, field) => {
      const sid = await shopper(`${Math.random()}@example.mx`);
      const response = await app.inject({
        method: 'POST',
        url: '/api/locations',
        cookies: { sid },
        payload: address(change),
      });
      expect(response.statusCode).toBe(400);
      // The sentence is the shopper's: no internal name before it ('street: La calle…').
      expect(response.json()).toEqual({ error: message, field });
      expect((await app.inject({ url: '/api/locations', cookies: { sid } })).json()).toEqual([]);
    },
  );

  it('refuses a field the form does not have with a sentence and no field', async () => {
    const sid = await shopper(`${Math.random()}@example.mx`);
    const response = await app.inject({
      method: 'POST',
      url: '/api/locations',
      cookies: { sid },
      payload: address({ user_id: 1 }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'La petición lleva campos que no se permiten.' });
  });

  it('keeps who receives, and answers null for an address saved without one', async () => {
    const sid = await shopper('rita@example.mx');
    for (const payload of [
      address({
        recipient_name: ' Beto Díaz ',
        recipient_phone: '6149998877',
        reference: 'Portón café\nTimbre 2',
      }),
      address(),
    ]) {
      expect(
        (await app.inject({ method: 'POST', url: '/api/locations', cookies: { sid }, payload })).statusCode,
      ).toBe(201);
    }
    const saved = (await app.inject({ url: '/api/locations', cookies: { sid } })).json() as unknown[];
    expect(saved).toEqual([
      expect.objectContaining({
        recipient_name: 'Beto Díaz',
        recipient_phone: '6149998877',
        reference: 'Portón café\nTimbre 2',
      }),
      expect.objectContaining({ recipient_name: null, recipient_phone: null }),
    ]);
  });

  it('refuses a colonia of another postal code', async () => {
    const sid = await shopper('dora@example.mx');
    const response = await app.inject({
      method: 'POST',
      url: '/api/locations',
      cookies: { sid },
      payload: address({ neighborhood_id: otherCodeColonia }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: 'La colonia no corresponde a ese código postal.' });
  });

  it('keeps at most ten per shopper', async () => {
    const sid = await shopper('elena@example.mx');
    for (let n = 0; n < 10; n += 1) {
      expect(
        (await app.inject({ method: 'POST', url: '/api/locations', cookies: { sid }, payload: address() }))
          .statusCode,
      ).toBe(201);
    }
    const eleventh = await app.inject({
      method: 'POST',
      url: '/api/locations',
      cookies: { sid },
      payload: address(),
    });
    expect(eleventh.statusCode).toBe(422);
    expect(eleventh.json()).toEqual({ error: 'Puedes guardar hasta 10 direcciones.' });
  });
});
