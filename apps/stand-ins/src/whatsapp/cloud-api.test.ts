import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/src/db/client';
import { DEV_WHATSAPP_PREFIX, DEV_WHATSAPP_TOKEN } from '../../../server/src/dev-services';
import {
  sendWhatsApp,
  WhatsAppApiError,
  type CloudApi,
} from '../../../server/src/modules/whatsapp/cloud-client';
import { cloudApiOf } from '../../../server/src/modules/whatsapp/sender';
import { validSignature } from '../../../server/src/modules/whatsapp/webhook';
import { createTestDatabase } from '../../../server/src/test/database';
import { startShopServer, type ShopServer } from '../../../server/src/test/shop-server';
import { captureWebhooks, type WebhookCapture } from '../../../server/src/test/webhook-capture';

let database: DatabaseHandle;
let shop: ShopServer;
let webhooks: WebhookCapture;
let api: CloudApi;

beforeAll(async () => {
  database = await createTestDatabase();
  webhooks = await captureWebhooks();
  shop = await startShopServer(database, { DEV_WHATSAPP_WEBHOOK_URL: webhooks.url });
  // The shop's own client, aimed as the shop aims it without WHATSAPP_TOKEN.
  api = cloudApiOf(shop.config);
});

afterAll(async () => {
  await shop?.app.close();
  await webhooks?.close();
  await database?.close();
});

/** The refusal the shop's client reads from the stand-in, as it would read Meta's. */
async function refusal(promise: Promise<unknown>): Promise<WhatsAppApiError> {
  const error = await promise.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  if (!(error instanceof WhatsAppApiError))
    throw new Error(`no fue un rechazo de WhatsApp: ${String(error)}`);
  return error;
}

type Notification = {
  entry: {
    changes: {
      value: { statuses?: { id: string; status: string }[]; messages?: { text: { body: string } }[] };
    }[];
  }[];
};
const notifications = () =>
  webhooks.deliveries.map((delivery) => ({
    signed: validSignature(
      Buffer.from(delivery.body),
      delivery.headers['x-hub-signature-256'],
      shop.config.whatsapp.appSecret,
    ),
    value: (JSON.parse(delivery.body) as Notification).entry[0]!.changes[0]!.value,
  }));

describe('the local WhatsApp, as the Cloud API', () => {
  it('accepts a template that fits, puts it in the number’s chat and reports it sent, then delivered, signed as Meta', async () => {
    const id = await sendWhatsApp(api, '6145550301', {
      type: 'template',
      template: 'pedido_entregado',
      values: ['77', `${shop.url}/BuyDetails/77`],
    });
    expect(id).toMatch(/^wamid\./);
    await expect
      .poll(() =>
        notifications()
          .flatMap((each) => each.value.statuses ?? [])
          .filter((s) => s.id === id),
      )
      .toEqual([
        expect.objectContaining({ id, status: 'sent' }),
        expect.objectContaining({ id, status: 'delivered' }),
      ]);
    expect(notifications().every((each) => each.signed)).toBe(true);
    const chat = await (await fetch(`${shop.url}${DEV_WHATSAPP_PREFIX}/chats/6145550301`)).text();
    expect(chat).toContain('Tu pedido #77 fue entregado.');
  });

  it('refuses as Meta does: a bad token, a template it does not know, the wrong number of values', async () => {
    const template = { type: 'template', template: 'pedido_entregado', values: ['77', 'x'] } as const;
    const token = await refusal(sendWhatsApp({ ...api, token: 'otro' }, '6145550302', template));
    expect([token.status, token.code, token.retryable]).toEqual([401, 190, false]);

    const unknown = await refusal(
      sendWhatsApp(api, '6145550302', {
        type: 'template',
        template: 'oferta_buen_fin' as 'pedido_entregado',
        values: [],
      }),
    );
    expect([unknown.status, unknown.code, unknown.retryable]).toEqual([404, 132001, false]);

    const count = await refusal(sendWhatsApp(api, '6145550302', { ...template, values: ['77'] }));
    expect([count.status, count.code, count.retryable]).toEqual([400, 132000, false]);
    expect(count.message).toContain('does not match the expected number of params (2)');

    const raw = await fetch(`${api.graphUrl}/${api.phoneNumberId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${DEV_WHATSAPP_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        to: '526145550302',
        type: 'template',
        template: { name: 'pedido_entregado', language: { code: 'en_US' } },
      }),
    });
    expect(raw.status).toBe(404);
    expect(await raw.json()).toMatchObject({
      error: { code: 132001, type: 'OAuthException', fbtrace_id: expect.any(String) },
    });
  });

  it('takes a text only within 24 hours of the shopper’s own message (131047 otherwise)', async () => {
    const text = { type: 'text', body: 'Gracias por escribirnos.' } as const;
    const outside = await refusal(sendWhatsApp(api, '6145550303', text));
    expect([outside.code, outside.retryable]).toEqual([131047, false]);

    const answered = await fetch(`${shop.url}${DEV_WHATSAPP_PREFIX}/chats/6145550303/responder`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ texto: 'Hola, ¿ya salió mi pedido?' }).toString(),
    });
    expect(answered.status).toBe(303);
    // The shopper's message reaches the shop as Meta's signed notification.
    await expect
      .poll(() =>
        notifications()
          .flatMap((each) => (each.signed ? (each.value.messages ?? []) : []))
          .map((m) => m.text.body),
      )
      .toContain('Hola, ¿ya salió mi pedido?');
    expect(await sendWhatsApp(api, '6145550303', text)).toMatch(/^wamid\./);
  });
});
