import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { addBusinessDays } from '../../../lib/business-days';
import { savedAddressesAcrossImport } from '../../addresses';
import { PostalCatalogueBuilder } from '../../locations/postal-catalogue';
import { replacePostalCatalogue } from '../../locations/replace-postal-catalogue';
import { writeCatalogFixture, HIDDEN_PRODUCT_ID, type Fixture } from '../../../test/catalog-fixture';
import { createTestDatabase } from '../../../test/database';
import {
  startLocalCarrier,
  startShopServer,
  type LocalCarrier,
  type ShopServer,
} from '../../../test/shop-server';
import type { EnviaClient } from '../envia/envia-client';
import { enviaClientFor } from '../envia/envia-requests';
import { dispatchDay } from './delivery-dates';
import {
  FLAT_RATE_NOTE,
  NO_COVERAGE,
  NOT_FOR_SALE,
  OPTION_GONE,
  ShippingQuotes,
  UNKNOWN_POSTAL_CODE,
  type QuoteRequest,
  type ShippingQuotesDependencies,
} from './shipping-quotes';

let database: DatabaseHandle;
let fixture: Fixture;
/** Every carrier answers after 20 ms. */
let shop: ShopServer;
/** A local carrier alone, where DHL never answers. */
let quiet: LocalCarrier;

// A postal code the shop's catalogue lists but no carrier knows: SEPOMEX gives no state the range 17.
const NOWHERE = '17000';

beforeAll(async () => {
  database = await createTestDatabase();
  fixture = await writeCatalogFixture(database.db);
  const builder = new PostalCatalogueBuilder();
  const place = (postalCode: string, stateId: string, stateName: string, municipalityName: string) =>
    builder.add({
      postalCode,
      name: 'Centro',
      settlementType: 'Colonia',
      municipalityName,
      stateName,
      city: municipalityName,
      stateId,
      municipalityId: `${postalCode.slice(0, 3)}`,
      sepomexId: '0001',
      zone: 'Urbano',
    });
  place('31000', '08', 'Chihuahua', 'Chihuahua');
  place('06700', '09', 'Ciudad de México', 'Cuauhtémoc');
  place('97000', '31', 'Yucatán', 'Mérida');
  place('23000', '03', 'Baja California Sur', 'La Paz');
  place(NOWHERE, '09', 'Ciudad de México', 'Ninguna');
  await replacePostalCatalogue(database.db, builder.build(), savedAddressesAcrossImport);
  shop = await startShopServer(database, { DEV_ENVIA_LATENCY: '20' });
  quiet = await startLocalCarrier(database, { DEV_ENVIA_LATENCY: '20,dhl:silent' });
});

afterAll(async () => {
  await quiet?.app.close();
  await shop?.app.close();
  await database?.close();
});

/** The client of `server`'s local carrier, counting the rate requests it makes. */
function countingClient(server: ShopServer | LocalCarrier): {
  client: Pick<EnviaClient, 'rate'>;
  requests: string[];
} {
  const real = enviaClientFor(server.config);
  const requests: string[] = [];
  return {
    requests,
    client: {
      rate: (request, options) => {
        requests.push(`${request.shipment.carrier}→${request.destination.postalCode}`);
        return real.rate(request, options);
      },
    },
  };
}

// Monday 1 December 2025, 10:00 in Chihuahua.
const NOW = new Date('2025-12-01T16:00:00Z');

function quotesOf(
  server: ShopServer | LocalCarrier,
  client: Pick<EnviaClient, 'rate'>,
  overrides: Partial<ShippingQuotesDependencies> = {},
): ShippingQuotes {
  return new ShippingQuotes({
    db: database.db,
    client,
    origin: server.config.envia.origin,
    flatRate: server.config.shipping,
    fallbackDays: () => ({ minDays: 3, maxDays: 6 }),
    log: shop.app.log,
    now: () => NOW,
    carrierTimeoutMs: 400,
    ...overrides,
  });
}

const boots = (quantity = 1) => ({ variantId: fixture.variant(1, 'Café', '27'), quantity });
const belt = () => ({ variantId: fixture.variant(5, 'Café', '34'), quantity: 1 });
const hat = () => ({ variantId: fixture.variant(4, 'Negro', '58'), quantity: 1 });

const request = (postalCode: string, lines: QuoteRequest['lines'], goodsCents: number): QuoteRequest => ({
  postalCode,
  lines,
  goodsCents,
});

/** What `call` throws: quoting's 4xx for bad input. */
const refusal = (call: Promise<unknown>) =>
  call.then(
    () => undefined,
    (error: unknown) => error as { statusCode?: number; message: string },
  );

describe('quoting a cart to a postal code', () => {
  it('offers at most four options, cheapest first, with the cheapest and the fastest marked', async () => {
    const { client, requests } = countingClient(shop);
    const quote = await quotesOf(shop, client).quote(request('06700', [boots()], 1_000_00));
    expect(requests.sort()).toEqual(['dhl→06700', 'estafeta→06700', 'fedex→06700', 'paquetexpress→06700']);
    expect(quote.note).toBeNull();
    expect(quote.options.length).toBeGreaterThanOrEqual(2);
    expect(quote.options.length).toBeLessThanOrEqual(4);
    const prices = quote.options.map((option) => option.priceCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(quote.options.filter((option) => option.cheapest)).toHaveLength(1);
    expect(quote.options[0]?.cheapest).toBe(true);
    const fastest = quote.options.filter((option) => option.fastest);
    expect(fastest).toHaveLength(1);
    for (const option of quote.options) {
      expect(fastest[0]?.maxDays).toBeLessThanOrEqual(option.maxDays);
      expect(option.kind).toBe('carrier');
      expect(option.id).toBe(`${option.carrier}-${option.service}-${option.priceCents}`);
      expect(['Estafeta', 'FedEx', 'DHL', 'Paquetexpress']).toContain(option.carrierName);
    }
    // One pair of boots: one shoebox.
    expect(quote.parcels).toEqual([
      { kind: 'box', box: { lengthCm: 33, widthCm: 22, heightCm: 13 }, weightGrams: 1800, content: 'Botas' },
    ]);
  });

  it('dates each option in business days from the day the parcel leaves, in words', async () => {
    const { client } = countingClient(shop);
    const quote = await quotesOf(shop, client).quote(request('06700', [belt()], 809_10));
    const leaves = dispatchDay(NOW);
    expect(leaves).toBe('2025-12-01');
    for (const option of quote.options) {
      expect(option.arrives.from).toBe(addBusinessDays(leaves, option.minDays));
      expect(option.arrives.to).toBe(addBusinessDays(leaves, option.maxDays));
      expect(option.arrives.text).toMatch(/^Llega (el|entre el) (lun|mar|mié|jue|vie) \d{1,2}/);
    }
  });

  it('gives the owner’s free shipping to the cheapest option only, from the threshold up', async () => {
    const { client } = countingClient(shop);
    const quotes = quotesOf(shop, client);
    const below = await quotes.quote(request('97000', [belt()], 1_498_99));
    const above = await quotes.quote(request('97000', [belt()], 1_499_00));
    expect(below.options.every((option) => option.priceCents > 0)).toBe(true);
    const [free, ...paid] = above.options;
    expect(free).toMatchObject({ cheapest: true, priceCents: 0, id: `${free?.carrier}-${free?.service}-0` });
    expect(paid.map((option) => option.priceCents)).toEqual(
      below.options.slice(1).map((option) => option.priceCents),
    );
  });

  it('charges a farther destination more, and more boxes more', async () => {
    const { client } = countingClient(shop);
    const quotes = quotesOf(shop, client);
    const cheapest = async (postalCode: string, lines: QuoteRequest['lines']) =>
      (await quotes.quote(request(postalCode, lines, 0))).options[0]?.priceCents ?? 0;
    expect(await cheapest('31000', [boots()])).toBeLessThan(await cheapest('97000', [boots()]));
    expect(await cheapest('31000', [boots(2)])).toBeGreaterThan(await cheapest('31000', [boots()]));
    // A hat ships alone in its hat box, charged by its volume: more than a pair of boots.
    expect(await cheapest('31000', [hat()])).toBeGreaterThan(await cheapest('31000', [boots()]));
  });

  it('leaves out a carrier that does not answer in time, and answers without waiting for it', async () => {
    const { client } = countingClient(quiet);
    const started = performance.now();
    const quote = await quotesOf(quiet, client, { carrierTimeoutMs: 300 }).quote(
      request('06700', [boots()], 0),
    );
    const elapsed = performance.now() - started;
    expect(quote.note).toBeNull();
    expect(quote.options.length).toBeGreaterThanOrEqual(2);
    expect(quote.options.map((option) => option.carrierName)).not.toContain('DHL');
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(2_000);
  });

  it('falls back on the owner’s flat rate, with a note, when no carrier answers in time', async () => {
    const { client } = countingClient(shop);
    // 20 ms is longer than any carrier is given here.
    const quotes = quotesOf(shop, client, { carrierTimeoutMs: 1 });
    const quote = await quotes.quote(request('06700', [belt()], 809_10));
    expect(quote.note).toBe(FLAT_RATE_NOTE);
    expect(quote.options).toEqual([
      {
        id: 'tarifa-fija-19900',
        kind: 'flat',
        carrier: null,
        service: null,
        carrierName: 'Envío estándar',
        serviceName: 'Tarifa de la tienda',
        priceCents: 199_00,
        minDays: 3,
        maxDays: 6,
        arrives: {
          from: addBusinessDays('2025-12-01', 3),
          to: addBusinessDays('2025-12-01', 6),
          text: 'Llega entre el jue 4 y el mar 9 de dic',
        },
        cheapest: true,
        fastest: true,
      },
    ]);
    // The free shipping holds on the flat rate too.
    const free = await quotes.quote(request('06700', [boots()], 2_499_00));
    expect(free.options.map((option) => [option.id, option.priceCents])).toEqual([['tarifa-fija-0', 0]]);
  });

  it('falls back on the flat rate when Envia cannot be reached at all', async () => {
    const unreachable = enviaClientFor({
      ...shop.config,
      envia: { ...shop.config.envia, devUrl: 'http://127.0.0.1:9' },
    });
    const quote = await quotesOf(shop, unreachable).quote(request('06700', [belt()], 809_10));
    expect(quote.note).toBe(FLAT_RATE_NOTE);
    expect(quote.options.map((option) => option.id)).toEqual(['tarifa-fija-19900']);
  });

  it('remembers an answer per postal code and boxes: the same cart again asks no carrier', async () => {
    const { client, requests } = countingClient(shop);
    const quotes = quotesOf(shop, client);
    const first = await quotes.quote(request('31000', [belt(), boots()], 0));
    expect(requests).toHaveLength(4);
    const started = performance.now();
    const again = await quotes.quote(request('31000', [boots(), belt()], 0));
    expect(performance.now() - started).toBeLessThan(200);
    expect(requests).toHaveLength(4);
    expect(again.options).toEqual(first.options);
    expect(quotes.cacheStats()).toMatchObject({ hits: 1, misses: 1 });

    await quotes.quote(request('06700', [belt(), boots()], 0));
    await quotes.quote(request('31000', [belt(), boots(2)], 0));
    expect(requests).toHaveLength(12);
  });

  it('remembers an answer missing a carrier for a minute only, then asks again', async () => {
    let now = NOW;
    const { client, requests } = countingClient(quiet);
    const quotes = quotesOf(quiet, client, { carrierTimeoutMs: 200, now: () => now });
    await quotes.quote(request('97000', [belt()], 0));
    await quotes.quote(request('97000', [belt()], 0));
    expect(requests).toHaveLength(4);
    now = new Date(NOW.getTime() + 61_000);
    await quotes.quote(request('97000', [belt()], 0));
    expect(requests).toHaveLength(8);
  });
});

describe('what stops a quote', () => {
  it('refuses a postal code the catalogue does not list', async () => {
    const { client, requests } = countingClient(shop);
    const error = await refusal(quotesOf(shop, client).quote(request('99999', [boots()], 0)));
    expect(error).toMatchObject({ statusCode: 422, message: UNKNOWN_POSTAL_CODE('99999') });
    expect(error?.message).toBe('No encontramos el código postal 99999. Revísalo o escribe otro.');
    expect(requests).toEqual([]);
  });

  it('refuses a destination every carrier says it does not reach', async () => {
    const { client, requests } = countingClient(shop);
    const error = await refusal(quotesOf(shop, client).quote(request(NOWHERE, [boots()], 0)));
    expect(requests).toHaveLength(4);
    expect(error).toMatchObject({ statusCode: 422, message: NO_COVERAGE(NOWHERE) });
  });

  it('leaves out a carrier that does not reach the destination, and offers the others', async () => {
    const { client } = countingClient(shop);
    const quote = await quotesOf(shop, client).quote(request('23000', [boots()], 0));
    expect(quote.note).toBeNull();
    expect(quote.options.map((option) => option.carrierName)).not.toContain('Paquetexpress');
  });

  it('refuses a cart with a product no longer for sale', async () => {
    const { client } = countingClient(shop);
    const hidden = { variantId: fixture.variant(HIDDEN_PRODUCT_ID, 'Café', '27'), quantity: 1 };
    expect(await refusal(quotesOf(shop, client).quote(request('31000', [boots(), hidden], 0)))).toMatchObject(
      {
        statusCode: 422,
        message: NOT_FOR_SALE,
      },
    );
    expect(
      await refusal(
        quotesOf(shop, client).quote(request('31000', [{ variantId: 999_999_999, quantity: 1 }], 0)),
      ),
    ).toMatchObject({ statusCode: 422, message: NOT_FOR_SALE });
  });
});

describe('checking the shopper’s choice before charging', () => {
  it('takes an option still offered at the price the shopper saw', async () => {
    const { client } = countingClient(shop);
    const quotes = quotesOf(shop, client);
    const seen = await quotes.quote(request('06700', [belt()], 809_10));
    const chosen = seen.options[1];
    if (!chosen) throw new Error('sin segunda opción');
    const choice = await quotes.confirm({ ...request('06700', [belt()], 809_10), optionId: chosen.id });
    expect(choice).toMatchObject({ ok: true, option: chosen });
  });

  it('says the price changed, and to what, when the same service now costs otherwise', async () => {
    const { client } = countingClient(shop);
    const quotes = quotesOf(shop, client);
    const seen = await quotes.quote(request('06700', [belt()], 809_10));
    const chosen = seen.options[0];
    if (!chosen) throw new Error('sin opciones');
    // The shopper saw this option free, before taking something out of the cart.
    const choice = await quotes.confirm({
      ...request('06700', [belt()], 809_10),
      optionId: `${chosen.carrier}-${chosen.service}-0`,
    });
    expect(choice.ok).toBe(false);
    if (choice.ok) return;
    const price = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' }).format(
      chosen.priceCents / 100,
    );
    expect(choice.message).toBe(`El costo de envío cambió a ${price}. Revisa y vuelve a intentarlo.`);
    expect(choice.quote.options).toEqual(seen.options);
  });

  it('says an option is no longer offered, such as the flat rate once the carriers answer again', async () => {
    const { client } = countingClient(shop);
    const choice = await quotesOf(shop, client).confirm({
      ...request('06700', [belt()], 809_10),
      optionId: 'tarifa-fija-19900',
    });
    expect(choice).toMatchObject({ ok: false, message: OPTION_GONE });
  });
});
