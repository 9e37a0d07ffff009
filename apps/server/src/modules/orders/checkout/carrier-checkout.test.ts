import { shippingOptionsResponse, type Bill, type ShippingOption } from '@store/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { neighborhoods, outboxMessages, shippingAddresses, variants } from '../../../db/schema';
import { writeCatalogFixture, type Fixture } from '../../../test/catalog-fixture';
import { createTestDatabase } from '../../../test/database';
import { paidOrder } from '../../../test/paid-order';
import { requestCheckout } from '../../../test/shop-calls';
import { createShopper, startShopServer, type Shopper, type ShopServer } from '../../../test/shop-server';
import { savedAddressesAcrossImport } from '../../addresses';
import { PostalCatalogueBuilder } from '../../locations/postal-catalogue';
import { replacePostalCatalogue } from '../../locations/replace-postal-catalogue';
import { NO_COVERAGE, OPTION_GONE } from '../../shipping';
import { bills, paymentSessions } from '../tables';

// A postal code the shop knows and no carrier reaches (the local carrier knows no state for 17…).
const NOWHERE = '17000';
const peso = (cents: number) =>
  new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' }).format(cents / 100);

let database: DatabaseHandle;
let fixture: Fixture;
let shop: ShopServer;
let shoppers = 0;
let belt: number; // $809.10 after its discount: below the free shipping from $1,499
let boots: number; // $2,499: above it

beforeAll(async () => {
  database = await createTestDatabase();
  fixture = await writeCatalogFixture(database.db);
  const builder = new PostalCatalogueBuilder();
  for (const [postalCode, stateId, stateName] of [
    ['31000', '08', 'Chihuahua'],
    [NOWHERE, '09', 'Ciudad de México'],
  ] as const) {
    builder.add({
      postalCode,
      name: 'Centro',
      settlementType: 'Colonia',
      municipalityName: stateName,
      stateName,
      city: stateName,
      stateId,
      municipalityId: postalCode.slice(0, 3),
      sepomexId: '0001',
      zone: 'Urbano',
    });
  }
  await replacePostalCatalogue(database.db, builder.build(), savedAddressesAcrossImport);
  belt = fixture.variant(5, 'Café', '34');
  boots = fixture.variant(1, 'Café', '27');
  await database.db.update(variants).set({ stock: 40 }).where(eq(variants.id, belt));
  await database.db.update(variants).set({ stock: 40 }).where(eq(variants.id, boots));
  shop = await startShopServer(database, { DEV_ENVIA_LATENCY: '5' });
});

afterAll(async () => {
  await shop?.app.close();
  await database?.close();
});

async function newShopper(): Promise<Shopper> {
  shoppers += 1;
  return createShopper(database, `paqueteria${shoppers}@correo.test`);
}

/** The options the payment page shows for `variantId` sent to `postalCode`. */
async function optionsFor(variantId: number, postalCode = '31000'): Promise<ShippingOption[]> {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/shipping/options',
    payload: { postal_code: postalCode, lines: [{ variant_id: variantId, quantity: 1 }] },
  });
  expect(response.statusCode).toBe(200);
  return shippingOptionsResponse.parse(response.json()).options;
}

const checkout = (shopper: Shopper, variantId: number, option?: string, addressId = shopper.addressId) =>
  requestCheckout(shop.url, shopper.cookie, [{ variant_id: variantId, quantity: 1 }], addressId, option);

/** What a refused checkout must leave as it was: the shopper's checkouts and the units on the shelf. */
async function stored(shopper: Shopper, variantId: number) {
  const [sessions] = await database.db
    .select({ n: count() })
    .from(paymentSessions)
    .where(eq(paymentSessions.userId, shopper.userId));
  const [variant] = await database.db
    .select({ stock: variants.stock })
    .from(variants)
    .where(eq(variants.id, variantId));
  return { sessions: sessions?.n, stock: variant?.stock };
}

const sessionOf = async (shopper: Shopper) => {
  const [row] = await database.db
    .select()
    .from(paymentSessions)
    .where(eq(paymentSessions.userId, shopper.userId));
  return row;
};

describe('a carrier’s option at checkout', () => {
  it('charges the option chosen and keeps its carrier and promised days with the checkout and the order', async () => {
    const options = await optionsFor(belt);
    const chosen = options.find((option) => !option.cheapest);
    if (!chosen) throw new Error('sin una segunda opción');
    const shopper = await newShopper();
    const orderId = await paidOrder(database.db, shop.url, shopper, belt, 1, { shippingOption: chosen.id });

    const promised = {
      carrierName: chosen.carrier,
      serviceName: chosen.service,
      arrivesFrom: chosen.arrives_from,
      arrivesTo: chosen.arrives_to,
    };
    const session = await sessionOf(shopper);
    expect(session).toMatchObject({
      shippingCents: Math.round(chosen.price * 100),
      totalCents: 809_10 + Math.round(chosen.price * 100),
      chosenShipping: promised,
    });
    expect(session?.chosenShipping?.carrier).toEqual(expect.any(String));
    const [order] = await database.db.select().from(bills).where(eq(bills.id, orderId));
    expect(order).toMatchObject({
      shippingCents: Math.round(chosen.price * 100),
      chosenShipping: session?.chosenShipping,
    });

    // The shopper's order page and the confirmation e-mail name the carrier and the promised days.
    const page = await fetch(`${shop.url}/api/bills?bill_id=${orderId}`, {
      headers: { cookie: shopper.cookie },
    });
    expect(((await page.json()) as Bill).shipping_choice).toEqual({
      carrier: chosen.carrier,
      service: chosen.service,
      arrives_from: chosen.arrives_from,
      arrives_to: chosen.arrives_to,
      arrives_text: chosen.arrives_text,
    });
    const [received] = await database.db
      .select({ payload: outboxMessages.payload })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.orderId, orderId), eq(outboxMessages.kind, 'order-received')));
    expect(received?.payload).toMatchObject({
      shippingCents: Math.round(chosen.price * 100),
      carrier: { name: `${chosen.carrier} ${chosen.service}`, arrives: chosen.arrives_text },
    });
  });

  it('ships the cheapest option free from the owner’s threshold, and charges the others', async () => {
    const options = await optionsFor(boots);
    const cheapest = options.find((option) => option.cheapest);
    const other = options.find((option) => !option.cheapest);
    if (!cheapest || !other) throw new Error('sin dos opciones');
    expect(cheapest.price).toBe(0);

    const first = await newShopper();
    const free = await checkout(first, boots, cheapest.id);
    expect(free.status).toBe(201);
    expect(await sessionOf(first)).toMatchObject({ shippingCents: 0, totalCents: 2_499_00 });
    // The hosted checkout's shipping line names the carrier and when it arrives.
    const hosted = await (await fetch(String(free.body.url))).text();
    expect(hosted).toContain(
      `Envío gratis · ${cheapest.carrier} ${cheapest.service} (${cheapest.arrives_text.replace(/^Llega/, 'llega')})`,
    );

    const second = await newShopper();
    expect((await checkout(second, boots, other.id)).status).toBe(201);
    expect(await sessionOf(second)).toMatchObject({
      shippingCents: Math.round(other.price * 100),
      totalCents: 2_499_00 + Math.round(other.price * 100),
    });
  });

  it('refuses a price that changed since the page showed it, with the new one, and changes nothing', async () => {
    const [option] = await optionsFor(belt);
    if (!option) throw new Error('sin opciones');
    const shopper = await newShopper();
    const before = await stored(shopper, belt);
    const seenCheaper = option.id.replace(/-\d+$/, '-100');
    const refused = await checkout(shopper, belt, seenCheaper);
    expect(refused).toEqual({
      status: 409,
      body: expect.objectContaining({
        error: `El costo de envío cambió a ${peso(Math.round(option.price * 100))}. Revisa y vuelve a intentarlo.`,
      }),
    });
    expect(await stored(shopper, belt)).toEqual(before);
  });

  it('refuses an address no carrier reaches, and changes nothing', async () => {
    const shopper = await newShopper();
    const [colonia] = await database.db
      .select()
      .from(neighborhoods)
      .where(eq(neighborhoods.postalCode, NOWHERE));
    if (!colonia) throw new Error('sin colonia');
    const [far] = await database.db
      .insert(shippingAddresses)
      .values({
        userId: shopper.userId,
        postalCode: NOWHERE,
        stateName: 'Ciudad de México',
        municipalityName: 'Ciudad de México',
        neighborhoodId: colonia.id,
        neighborhoodName: colonia.name,
        street: 'Calle Lejana',
        exteriorNumber: '1',
        reference: 'Portón azul',
      })
      .returning();
    const [option] = await optionsFor(belt);
    const before = await stored(shopper, belt);
    const refused = await checkout(shopper, belt, option?.id, far?.id);
    expect(refused).toEqual({ status: 409, body: expect.objectContaining({ error: NO_COVERAGE(NOWHERE) }) });
    expect(refused.body.error).toBe(
      'Ninguna paquetería entrega en el código postal 17000. Revísalo o escribe otro.',
    );
    expect(await stored(shopper, belt)).toEqual(before);
  });

  it('refuses an option the carriers do not offer, and changes nothing', async () => {
    const shopper = await newShopper();
    const before = await stored(shopper, belt);
    const refused = await checkout(shopper, belt, 'palomas-mensajeras-5000');
    expect(refused).toEqual({ status: 409, body: expect.objectContaining({ error: OPTION_GONE }) });
    expect(await stored(shopper, belt)).toEqual(before);
  });

  it('charges the owner’s flat rate, with no carrier kept, when the page names no option (an older page)', async () => {
    const shopper = await newShopper();
    expect((await checkout(shopper, belt)).status).toBe(201);
    expect(await sessionOf(shopper)).toMatchObject({
      shippingCents: 199_00,
      totalCents: 809_10 + 199_00,
      chosenShipping: null,
    });
  });
});
