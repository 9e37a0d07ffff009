import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/src/app';
import { loadConfig } from '../../../server/src/config';
import type { DatabaseHandle } from '../../../server/src/db/client';
import { DEV_ENVIA_KEY, DEV_ENVIA_PREFIX } from '../../../server/src/dev-services';
import {
  BadTrackingWebhook,
  CarrierError,
  enviaClientFor,
  EnviaClient,
  generateRequest,
  packParcels,
  verifyTrackingWebhook,
  type Parcel,
  type Recipient,
} from '../../../server/src/modules/shipping';
import { enviaPackages, originAddress } from '../../../server/src/modules/shipping/envia/envia-requests';
import type { RateRequest } from '../../../server/src/modules/shipping/envia/envia-shapes';
import { createTestDatabase } from '../../../server/src/test/database';
import { PRODUCTION_TEST_ENVIRONMENT } from '../../../server/src/test/production-environment';
import { startShopServer, type ShopServer } from '../../../server/src/test/shop-server';
import { captureWebhooks, type WebhookCapture } from '../../../server/src/test/webhook-capture';
import { DEPARTMENT_PARCELS } from '@store/contract';

let database: DatabaseHandle;
let shop: ShopServer;
let webhooks: WebhookCapture;
let client: EnviaClient;

beforeAll(async () => {
  database = await createTestDatabase();
  webhooks = await captureWebhooks();
  shop = await startShopServer(database, { DEV_ENVIA_LATENCY: '10', DEV_ENVIA_WEBHOOK_URL: webhooks.url });
  // The shop's own client, aimed as the shop aims it without ENVIA_API_KEY.
  client = enviaClientFor(shop.config);
});

afterAll(async () => {
  await shop?.app.close();
  await webhooks?.close();
  await database?.close();
});

const BOOTS = packParcels([{ ...DEPARTMENT_PARCELS[3], content: 'Botas', quantity: 1 }]);
const SHIRTS = packParcels([{ ...DEPARTMENT_PARCELS[6], content: 'Camisas', quantity: 2 }]);

const rateRequest = (carrier: string, postalCode: string, parcels: Parcel[] = BOOTS): RateRequest => ({
  origin: originAddress(shop.config.envia.origin),
  destination: { street: 'Domicilio conocido', country: 'MX', postalCode },
  packages: enviaPackages(parcels),
  shipment: { carrier, type: 1 },
  settings: { currency: 'MXN' },
});

const cheapestOf = async (carrier: string, postalCode: string, parcels?: Parcel[]) =>
  Math.min(...(await client.rate(rateRequest(carrier, postalCode, parcels))).map((rate) => rate.priceCents));

const RECIPIENT: Recipient = {
  name: 'María José Peña',
  phone: '6561234567',
  street: 'Av. 16 de Septiembre',
  exteriorNumber: '120',
  interiorNumber: '3',
  neighborhood: 'Centro',
  municipality: 'Juárez',
  stateName: 'Chihuahua',
  postalCode: '32000',
  reference: 'Frente a la catedral',
};

async function pdfText(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.pages.length };
  } finally {
    await parser.destroy();
  }
}

/** Buys a label of Estafeta's ground service for `parcels` to Juárez. */
const buyLabel = (parcels: Parcel[] = BOOTS) =>
  client.generate(
    generateRequest(shop.config.envia.origin, RECIPIENT, parcels, {
      carrier: 'estafeta',
      service: 'ground',
      orderReference: 'NW-1001',
    }),
  );

describe('rates from the local carrier, through the shop’s Envia client', () => {
  it('answers each of the four carriers with its services, priced in pesos with IVA and in business days', async () => {
    for (const carrier of ['estafeta', 'fedex', 'dhl', 'paquetexpress']) {
      const rates = await client.rate(rateRequest(carrier, '06700'));
      expect(rates.length).toBeGreaterThan(0);
      for (const rate of rates) {
        expect(rate.carrier).toBe(carrier);
        expect(rate.priceCents).toBeGreaterThan(100_00);
        expect(rate.priceCents).toBeLessThan(1_500_00);
        expect(rate.minDays).toBeGreaterThanOrEqual(1);
        expect(rate.maxDays).toBeGreaterThanOrEqual(rate.minDays);
        // Envia's 'Estafeta Terrestre' is shown as 'Terrestre' beside 'Estafeta'.
        expect(rate.serviceName.startsWith(rate.carrierName)).toBe(false);
      }
    }
    const estafeta = await client.rate(rateRequest('estafeta', '06700'));
    expect(estafeta.map((rate) => [rate.carrierName, rate.serviceName])).toEqual([
      ['Estafeta', 'Terrestre'],
      ['Estafeta', 'Día siguiente'],
    ]);
  });

  it('charges more the farther the parcel goes, and takes longer', async () => {
    const home = await client.rate(rateRequest('estafeta', '31000'));
    const capital = await client.rate(rateRequest('estafeta', '06700'));
    const merida = await client.rate(rateRequest('estafeta', '97000'));
    const ground = (rates: typeof home) => rates.find((rate) => rate.service === 'ground');
    expect(ground(home)?.priceCents).toBeLessThan(ground(capital)?.priceCents ?? 0);
    expect(ground(capital)?.priceCents).toBeLessThan(ground(merida)?.priceCents ?? 0);
    expect(ground(home)?.maxDays).toBeLessThan(ground(merida)?.maxDays ?? 0);
  });

  it('charges a box by its volumetric weight when that is more than it weighs', async () => {
    const light = { kind: 'box' as const, weightGrams: 500, content: 'Sombreros' };
    const small = [{ ...light, box: { lengthCm: 20, widthCm: 15, heightCm: 10 } }];
    const hatBox = [{ ...light, box: DEPARTMENT_PARCELS[19].box }];
    // Same half kilo on the scale; the hat box weighs 4.8 kg by volume (38 × 35 × 18 ÷ 5000).
    expect(await cheapestOf('dhl', '06700', hatBox)).toBeGreaterThan(await cheapestOf('dhl', '06700', small));
  });

  it('charges two boxes more than one', async () => {
    const two = packParcels([{ ...DEPARTMENT_PARCELS[3], content: 'Botas', quantity: 2 }]);
    expect(await cheapestOf('fedex', '44100', two)).toBeGreaterThan(await cheapestOf('fedex', '44100'));
  });

  it('refuses, as the carrier does, a destination it does not reach', async () => {
    const refusal = await client.rate(rateRequest('paquetexpress', '23000')).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(CarrierError);
    expect(refusal).toMatchObject({ kind: 'refused', status: 400 });
    expect((refusal as CarrierError).message).toContain('no aceptó');
    // Another carrier does reach La Paz.
    expect((await client.rate(rateRequest('dhl', '23000'))).length).toBeGreaterThan(0);
  });

  it('refuses a carrier Envia does not know', async () => {
    await expect(client.rate(rateRequest('palomas', '06700'))).rejects.toMatchObject({ kind: 'refused' });
  });

  it('refuses a key that is not the shop’s, as Envia does', async () => {
    const stranger = new EnviaClient({
      apiKey: 'otra-clave-cualquiera-123456',
      baseUrl: `${shop.url}${DEV_ENVIA_PREFIX}`,
    });
    await expect(stranger.rate(rateRequest('dhl', '06700'))).rejects.toMatchObject({ kind: 'unauthorized' });
  });

  it('says a carrier that cannot be reached is unavailable, after its retries', async () => {
    const nowhere = new EnviaClient({
      apiKey: DEV_ENVIA_KEY,
      baseUrl: 'http://127.0.0.1:9',
      retryDelayMs: 1,
    });
    await expect(nowhere.rate(rateRequest('dhl', '06700'))).rejects.toMatchObject({ kind: 'unavailable' });
  });
});

describe('a label bought from the local carrier', () => {
  it('comes with a tracking number, a tracking page and a real PDF with its barcode, one page per box', async () => {
    const parcels = [...BOOTS, ...SHIRTS];
    const label = await buyLabel(parcels);
    expect(label).toMatchObject({ carrier: 'estafeta', service: 'ground' });
    expect(label.trackingNumber).toMatch(/^\d{22}$/);
    expect(label.trackingNumbers).toEqual([label.trackingNumber]);
    expect(label.trackUrl).toBe(`${shop.url}${DEV_ENVIA_PREFIX}/envios/${label.trackingNumber}`);
    expect(label.priceCents).toBeGreaterThan(0);

    const pdf = await client.labelPdf(label.labelUrl);
    const { text, pages } = await pdfText(pdf);
    expect(pages).toBe(2);
    expect(text).toContain('Estafeta');
    expect(text).toContain(label.trackingNumber);
    expect(text).toContain('María José Peña');
    expect(text).toContain('Av. 16 de Septiembre 120');
    expect(text).toContain('C.P. 32000');
    expect(text).toContain('PAQUETE 1 DE 2');
    expect(text).toContain('Contenido: Botas');
    expect(text).toContain('Referencia: NW-1001');
    expect(text).toContain('SIN VALIDEZ');
  });

  it('is refused for a service the carrier does not offer, and nothing is sold', async () => {
    const request = generateRequest(shop.config.envia.origin, RECIPIENT, BOOTS, {
      carrier: 'paquetexpress',
      service: 'express',
      orderReference: 'NW-1002',
    });
    await expect(client.generate(request)).rejects.toMatchObject({ kind: 'refused' });
  });

  it('is refused without the recipient’s phone, as Envia refuses an incomplete address', async () => {
    const request = generateRequest(shop.config.envia.origin, { ...RECIPIENT, phone: '' }, BOOTS, {
      carrier: 'dhl',
      service: 'express',
      orderReference: 'NW-1003',
    });
    const refusal = await client.generate(request).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ kind: 'refused' });
    expect((refusal as CarrierError).detail).toContain('destination.phone');
  });
});

describe('tracking and its signed webhooks', () => {
  const simulate = (trackingNumber: string, until: string) =>
    fetch(`${shop.url}${DEV_ENVIA_PREFIX}/envios/${trackingNumber}/simular`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ hasta: until }),
      redirect: 'manual',
    });

  it('follows a parcel from its label to the door, one signed webhook a step, in order', async () => {
    const label = await buyLabel();
    const [created] = await client.track([label.trackingNumber]);
    expect(created).toMatchObject({ trackingNumber: label.trackingNumber, status: 'Created', step: null });

    const page = await fetch(label.trackUrl ?? '');
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('Simular entrega');
    for (const step of ['En camino', 'En reparto', 'Entregado']) expect(html).toContain(step);

    const before = webhooks.deliveries.length;
    const onTheWay = await simulate(label.trackingNumber, 'en_camino');
    expect(onTheWay.status).toBe(303);
    expect(onTheWay.headers.get('location')).toContain('avisos=ok');
    const [shipped] = await client.track([label.trackingNumber]);
    expect(shipped).toMatchObject({ status: 'Shipped', step: 'en_camino' });

    // 'Simular entrega' takes it the rest of the way.
    expect((await simulate(label.trackingNumber, 'entregado')).status).toBe(303);
    const [delivered] = await client.track([label.trackingNumber]);
    expect(delivered).toMatchObject({ status: 'Delivered', step: 'entregado' });
    expect(delivered?.deliveredAt).not.toBeNull();
    expect(delivered?.events.map((event) => event.description)).toEqual([
      'Guía generada',
      'En camino',
      'En reparto',
      'Entregado',
    ]);

    const sent = webhooks.deliveries.slice(before);
    const events = sent.map((delivery) =>
      verifyTrackingWebhook(delivery.body, delivery.headers, shop.config.envia.webhookSecret),
    );
    expect(events.map((event) => [event.trackingNumber, event.status, event.step])).toEqual([
      [label.trackingNumber, 'Shipped', 'en_camino'],
      [label.trackingNumber, 'Out for Delivery', 'en_reparto'],
      [label.trackingNumber, 'Delivered', 'entregado'],
    ]);
    expect(new Set(events.map((event) => event.eventId)).size).toBe(3);
    expect(events.map((event) => event.carrier)).toEqual(['estafeta', 'estafeta', 'estafeta']);

    // A step already taken is not taken, nor sent, again.
    await simulate(label.trackingNumber, 'entregado');
    expect(webhooks.deliveries.length).toBe(before + 3);
    expect(await (await fetch(label.trackUrl ?? '')).text()).toContain('El paquete ya se entregó.');
  });

  it('refuses a webhook with a changed body, another secret, no signature or an old timestamp', async () => {
    const label = await buyLabel();
    const before = webhooks.deliveries.length;
    await simulate(label.trackingNumber, 'en_camino');
    const delivery = webhooks.deliveries[before];
    if (!delivery) throw new Error('sin aviso');
    const secret = shop.config.envia.webhookSecret;
    expect(verifyTrackingWebhook(delivery.body, delivery.headers, secret).step).toBe('en_camino');

    const forged = delivery.body.replace('Shipped', 'Delivered');
    expect(() => verifyTrackingWebhook(forged, delivery.headers, secret)).toThrow(BadTrackingWebhook);
    expect(() => verifyTrackingWebhook(delivery.body, delivery.headers, 'otro-secreto-de-webhook')).toThrow(
      BadTrackingWebhook,
    );
    const { 'x-webhook-signature': _signature, ...unsigned } = delivery.headers;
    expect(() => verifyTrackingWebhook(delivery.body, unsigned, secret)).toThrow(BadTrackingWebhook);
    const sentAt = Number(delivery.headers['x-webhook-timestamp']) * 1000;
    expect(() =>
      verifyTrackingWebhook(delivery.body, delivery.headers, secret, new Date(sentAt + 6 * 60_000)),
    ).toThrow(BadTrackingWebhook);
  });

  it('says an unknown shipment does not exist', async () => {
    const page = await fetch(`${shop.url}${DEV_ENVIA_PREFIX}/envios/123456789012`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('No existe el envío 123456789012');
    expect(await client.track(['123456789012'])).toEqual([]);
  });
});

describe('the local carrier, only without Envia', () => {
  it.each([
    ['with NODE_ENV=production', PRODUCTION_TEST_ENVIRONMENT],
    [
      'with an Envia key',
      {
        ENVIA_API_KEY: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
        ENVIA_WEBHOOK_SECRET: 'auth-token-del-webhook-0001',
      },
    ],
  ])('does not exist %s: its API and pages answer 404', async (_, environment) => {
    const app = await buildApp(loadConfig({ ...environment, LOG_LEVEL: 'silent' }), { database });
    try {
      const rate = await app.inject({
        method: 'POST',
        url: `${DEV_ENVIA_PREFIX}/ship/rate/`,
        headers: { authorization: `Bearer ${DEV_ENVIA_KEY}` },
        payload: {},
      });
      expect(rate.statusCode).toBe(404);
      expect((await app.inject(`${DEV_ENVIA_PREFIX}/envios/123456789012`)).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
