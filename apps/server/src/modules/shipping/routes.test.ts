import { shippingOptionsResponse } from '@store/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { promotions } from '../../db/schema';
import { MESSAGES } from '../../http/errors';
import { savedAddressesAcrossImport } from '../addresses';
import { seedDemoPostalCodesIfEmpty } from '../locations';
import { writeCatalogFixture, HIDDEN_PRODUCT_ID, type Fixture } from '../../test/catalog-fixture';
import { createTestDatabase } from '../../test/database';
import { startShopServer, type ShopServer } from '../../test/shop-server';
import { NOT_FOR_SALE, UNKNOWN_POSTAL_CODE } from './quoting/shipping-quotes';

let database: DatabaseHandle;
let shop: ShopServer;
let fixture: Fixture;

beforeAll(async () => {
  database = await createTestDatabase();
  fixture = await writeCatalogFixture(database.db);
  await seedDemoPostalCodesIfEmpty(database.db, savedAddressesAcrossImport);
  shop = await startShopServer(database, { DEV_ENVIA_LATENCY: '5' });
});

afterAll(async () => {
  await shop?.app.close();
  await database?.close();
});

const options = (body: unknown) =>
  shop.app.inject({ method: 'POST', url: '/api/shipping/options', payload: body as object });

const boots = () => ({ variant_id: fixture.variant(1, 'Café', '27'), quantity: 1 });
const belt = () => ({ variant_id: fixture.variant(5, 'Café', '34'), quantity: 1 });

describe('POST /api/shipping/options', () => {
  it('answers the options in pesos, cheapest first, with their dates in words', async () => {
    const response = await options({ postal_code: '06700', lines: [belt()] });
    expect(response.statusCode).toBe(200);
    const body = shippingOptionsResponse.parse(response.json());
    expect(body.note).toBeNull();
    expect(body.options.length).toBeGreaterThanOrEqual(2);
    expect(body.options.length).toBeLessThanOrEqual(4);
    for (const option of body.options) {
      expect(Object.keys(option).sort()).toEqual(
        [
          'arrives_from',
          'arrives_text',
          'arrives_to',
          'carrier',
          'cheapest',
          'fastest',
          'id',
          'max_days',
          'min_days',
          'price',
          'service',
        ].sort(),
      );
      // Pesos with centavos, as every price the storefront reads; the id carries the centavos seen.
      expect(option.id).toMatch(new RegExp(`-${Math.round(option.price * 100)}$`));
      expect(option.arrives_text).toMatch(/^Llega (el|entre el) /);
      expect(option.arrives_from <= option.arrives_to).toBe(true);
    }
    expect(body.options[0]?.cheapest).toBe(true);
    expect(body.options.filter((option) => option.fastest)).toHaveLength(1);
  });

  it('ships the cheapest option free when the goods reach the owner’s threshold', async () => {
    // The boots cost $2,499, over the $1,499 the shop ships free from.
    const free = shippingOptionsResponse.parse(
      (await options({ postal_code: '44160', lines: [boots()] })).json(),
    );
    expect(free.options[0]).toMatchObject({ cheapest: true, price: 0 });
    expect(free.options.slice(1).every((option) => option.price > 0)).toBe(true);
    // The belt, $809.10 after its discount, does not reach it.
    const paid = shippingOptionsResponse.parse(
      (await options({ postal_code: '44160', lines: [belt()] })).json(),
    );
    expect(paid.options[0]?.price).toBeGreaterThan(0);
  });

  it('measures the free shipping on the goods after the promotions running now', async () => {
    const [promotion] = await database.db
      .insert(promotions)
      .values({
        name: 'Botas a mitad de precio',
        kind: 'percent',
        percentOff: 50,
        startsAt: new Date(Date.now() - 60_000),
        endsAt: new Date(Date.now() + 3_600_000),
        productIds: [1],
      })
      .returning();
    // $2,499 at half price is $1,249.50: below the $1,499 the shop ships free from.
    const body = shippingOptionsResponse.parse(
      (await options({ postal_code: '64000', lines: [boots()] })).json(),
    );
    expect(body.options[0]?.price).toBeGreaterThan(0);
    await database.db.delete(promotions).where(eq(promotions.id, promotion!.id));
    const free = shippingOptionsResponse.parse(
      (await options({ postal_code: '64000', lines: [boots()] })).json(),
    );
    expect(free.options[0]?.price).toBe(0);
  });

  it.each([
    [
      { postal_code: '3100', lines: [{ variant_id: 1_000_001, quantity: 1 }] },
      { error: 'El código postal debe tener 5 dígitos.', field: 'postal_code' },
    ],
    [
      { postal_code: '31000', lines: [] },
      { error: 'Tu carrito está vacío.', field: 'lines' },
    ],
    [
      { postal_code: '31000', lines: [{ variant_id: 1_000_001, quantity: 0 }] },
      { error: 'La cantidad debe ser al menos 1.', field: 'lines' },
    ],
    [
      { postal_code: '31000', lines: [{ variant_id: 1_000_001, quantity: 100 }] },
      { error: 'La cantidad no puede ser mayor que 99.', field: 'lines' },
    ],
    [
      { postal_code: '31000', lines: [{ variant_id: 1_000_001, quantity: 1 }], price: 0 },
      { error: MESSAGES.unknownField },
    ],
    [
      { lines: [{ variant_id: 1_000_001, quantity: 1 }] },
      { error: 'Escribe el código postal de 5 dígitos.', field: 'postal_code' },
    ],
  ])('refuses bad input with a Spanish 400 naming the field apart: %j', async (body, refusal) => {
    const response = await options(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal);
  });

  it('refuses a postal code that does not exist with a 422 naming it', async () => {
    const response = await options({ postal_code: '99999', lines: [boots()] });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: UNKNOWN_POSTAL_CODE('99999') });
  });

  it('refuses a cart with a product no longer for sale with a 422', async () => {
    const hidden = { variant_id: fixture.variant(HIDDEN_PRODUCT_ID, 'Café', '27'), quantity: 1 };
    const response = await options({ postal_code: '31000', lines: [boots(), hidden] });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: NOT_FOR_SALE });
  });
});
