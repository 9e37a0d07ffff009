import { createHmac } from 'node:crypto';
import { devWhatsappMessages, localMailbox } from '@store/stand-ins/testing';
import { WHATSAPP_PHONE_INVALID, whatsappConsentText } from '@store/contract';
import { asc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bills } from '../../db/schema';
import { parseExposition, valueOf } from '../../test/observe/metrics-exposition';
import { finishedCheckout } from '../../test/shop-calls';
import { useTestShop, type Account } from '../../test/shop-server';

const shop = useTestShop({ owner: 'dueno@whatsapp.test', shoppers: 'wa', bootStock: 50 });

const chatOf = (phone: string) =>
  shop.database.db
    .select()
    .from(devWhatsappMessages)
    .where(eq(devWhatsappMessages.phone, phone))
    .orderBy(asc(devWhatsappMessages.id));

const templatesIn = async (phone: string) => (await chatOf(phone)).map((message) => message.template);

/** A shopper who turned the news on for `phone` at the payment step. */
async function shopperWithNews(phone: string): Promise<Account> {
  const shopper = await shop.newShopper();
  const put = await putConsent(shopper, { phone, where: 'pago' });
  expect(put.status).toBe(200);
  return shopper;
}

async function putConsent(who: Account, body: unknown) {
  const response = await fetch(`${shop.url}/api/users/me/whatsapp`, {
    method: 'PUT',
    headers: { cookie: who.cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function deleteConsent(who: Account) {
  const response = await fetch(`${shop.url}/api/users/me/whatsapp`, {
    method: 'DELETE',
    headers: { cookie: who.cookie, 'content-type': 'application/json' },
    body: '{}',
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The shopper's order, once the payment's webhook wrote it. */
async function orderOf(shopper: Account) {
  let order: typeof bills.$inferSelect | undefined;
  await expect
    .poll(async () => {
      [order] = await shop.database.db.select().from(bills).where(eq(bills.userId, shopper.userId));
      return order?.id;
    })
    .toBeDefined();
  return order!;
}

/** The order's messages as the back-office lists them. */
async function messagesOfOrder(orderId: number) {
  const answer = await shop.call(shop.owner, 'GET', `/admin/orders/${orderId}`);
  expect(answer.status).toBe(200);
  return answer.body.messages as Record<string, unknown>[];
}

/** The shop's WhatsApp figures as a scrape of /metrics from this machine reads them. */
async function whatsappFigures() {
  const samples = parseExposition(await (await fetch(`${shop.url}/metrics`)).text());
  return {
    sent: valueOf(samples, 'whatsapp_messages_total', { outcome: 'sent' }),
    givenUp: valueOf(samples, 'whatsapp_messages_total', { outcome: 'given_up' }),
    delivered: valueOf(samples, 'whatsapp_delivery_statuses_total', { status: 'delivered' }),
    read: valueOf(samples, 'whatsapp_delivery_statuses_total', { status: 'read' }),
  };
}

const answerInChat = (phone: string, text: string) =>
  fetch(`${shop.url}/dev-whatsapp/chats/${phone}/responder`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ texto: text }).toString(),
  });

describe('consent', () => {
  it('is off until the shopper turns it on, and keeps the number, the sentence agreed to and the date', async () => {
    const shopper = await shop.newShopper();
    expect((await shop.call(shopper, 'GET', '/users/me/whatsapp')).body).toEqual({
      available: true,
      enabled: false,
      phone: null,
      text: null,
      given_at: null,
    });
    const before = Date.now();
    const on = await putConsent(shopper, { phone: '+52 (614) 555-0101', where: 'pago' });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({
      available: true,
      enabled: true,
      phone: '6145550101',
      text: whatsappConsentText('6145550101'),
    });
    expect(Date.parse(String(on.body.given_at))).toBeGreaterThanOrEqual(before - 1000);
    expect(on.body.text).toContain('Avisarme por WhatsApp al +52 614 555 0101');
    expect((await shop.call(shopper, 'GET', '/users/me/whatsapp')).body).toEqual(on.body);
  });

  it('refuses a number that is not a Mexican mobile, under the field, and keeps the consent as it was', async () => {
    const shopper = await shop.newShopper();
    await putConsent(shopper, { phone: '614 555 0102', where: 'perfil' });
    for (const phone of ['123', '0145550102', '+1 212 555 0102', '614-555-01O2', '61455501029']) {
      const refused = await putConsent(shopper, { phone, where: 'perfil' });
      expect(refused.status, phone).toBe(400);
      expect(refused.body).toEqual({ error: WHATSAPP_PHONE_INVALID, field: 'phone' });
    }
    expect((await shop.call(shopper, 'GET', '/users/me/whatsapp')).body).toMatchObject({
      enabled: true,
      phone: '6145550102',
    });
  });

  it('turns off in the profile, and a guest has no consent to read', async () => {
    const shopper = await shop.newShopper();
    await putConsent(shopper, { phone: '6145550103', where: 'perfil' });
    const off = await deleteConsent(shopper);
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ enabled: false, phone: null });
    expect((await shop.call(null, 'GET', '/users/me/whatsapp')).status).toBe(401);
  });
});

describe('order news', () => {
  it('sends the voucher, then "pedido recibido" once OXXO is paid, beside the e-mails, with their statuses', async () => {
    const phone = '6145550110';
    const before = await whatsappFigures();
    const shopper = await shopperWithNews(phone);
    await finishedCheckout(shop.url, shopper, shop.boot, 'oxxo');
    const order = await orderOf(shopper);
    await expect.poll(() => templatesIn(phone)).toEqual(['ficha_oxxo']);
    const [voucher] = await chatOf(phone);
    expect(voucher?.body).toContain(`pedido #${order.id}`);
    expect(voucher?.body).toContain(`${shop.url}/BuyDetails/${order.id}`);
    // Nothing of the shopper's own beyond what the template needs: no name, e-mail or address.
    expect(voucher?.body).not.toContain('Cliente');
    expect(voucher?.body).not.toContain(shopper.email);
    expect(voucher?.body).not.toContain('Independencia');

    // The reminder waits for 24 h before the voucher expires.
    const waiting = (await messagesOfOrder(order.id)).filter((m) => m.channel === 'whatsapp');
    expect(waiting.map((m) => [m.subject, m.state])).toEqual([
      ['WhatsApp · Ficha OXXO para pagar', 'enviado'],
      ['WhatsApp · Ficha OXXO por vencer', 'pendiente'],
    ]);

    const instructions = order.paymentInstructions;
    if (instructions?.method !== 'oxxo' || !instructions.voucherUrl) throw new Error('sin ficha');
    const paid = await fetch(`${instructions.voucherUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    await expect.poll(() => templatesIn(phone)).toEqual(['ficha_oxxo', 'pedido_recibido']);
    const [, received] = await chatOf(phone);
    expect(received?.body).toContain(`Recibimos el pago de tu pedido #${order.id}`);

    // Paid: the reminder was taken back; the e-mails went as always; statuses came back signed.
    await expect
      .poll(async () =>
        (await messagesOfOrder(order.id)).map((m) => [m.channel, m.subject, m.state, m.delivery]),
      )
      .toEqual(
        expect.arrayContaining([
          ['whatsapp', 'WhatsApp · Ficha OXXO para pagar', 'enviado', 'entregado'],
          ['whatsapp', 'WhatsApp · Pedido recibido', 'enviado', 'entregado'],
        ]),
      );
    const whatsapp = (await messagesOfOrder(order.id)).filter((m) => m.channel === 'whatsapp');
    expect(whatsapp).toHaveLength(2);
    expect(whatsapp[0]?.recipient).toBe('+52 614 555 0110');
    await expect
      .poll(
        async () =>
          (
            await shop.database.db
              .select()
              .from(localMailbox)
              .where(like(localMailbox.toAddresses, `%${shopper.email}%`))
          ).length,
      )
      .toBe(2);

    // The shopper opens the chat: WhatsApp reports both read.
    const page = await (await fetch(`${shop.url}/dev-whatsapp/chats/${phone}`)).text();
    expect(page).toContain('Plantilla pedido_recibido');
    await expect
      .poll(async () =>
        (await messagesOfOrder(order.id)).filter((m) => m.channel === 'whatsapp').map((m) => m.delivery),
      )
      .toEqual(['leído', 'leído']);

    // And in the metrics: two sent, each delivered and read, none given up.
    const after = await whatsappFigures();
    expect(after.sent - before.sent).toBe(2);
    expect(after.delivered - before.delivered).toBe(2);
    expect(after.read - before.read).toBe(2);
    expect(after.givenUp).toBe(before.givenUp);
  });

  it('sends nothing on WhatsApp to a shopper who did not turn it on; the e-mail still goes', async () => {
    const shopper = await shop.newShopper();
    await finishedCheckout(shop.url, shopper, shop.boot, 'card');
    const order = await orderOf(shopper);
    await expect
      .poll(async () => (await messagesOfOrder(order.id)).find((m) => m.subject !== undefined)?.state)
      .toBe('enviado');
    expect((await messagesOfOrder(order.id)).filter((m) => m.channel === 'whatsapp')).toEqual([]);
  });
});

describe("'BAJA'", () => {
  it('ends the consent, takes back what waited, and confirms once; a second BAJA sends nothing more', async () => {
    const phone = '6145550120';
    const shopper = await shopperWithNews(phone);
    await finishedCheckout(shop.url, shopper, shop.boot, 'oxxo');
    const order = await orderOf(shopper);
    await expect.poll(() => templatesIn(phone)).toEqual(['ficha_oxxo']);

    expect((await answerInChat(phone, '  baja ')).status).toBe(303);
    await expect.poll(async () => (await chatOf(phone)).filter((m) => m.direction === 'out').length).toBe(2);
    const confirmation = (await chatOf(phone)).at(-1);
    expect(confirmation?.body).toContain('ya no te enviaremos avisos');
    expect((await shop.call(shopper, 'GET', '/users/me/whatsapp')).body).toMatchObject({ enabled: false });
    // The voucher's reminder will not go.
    expect(
      (await messagesOfOrder(order.id)).filter((m) => m.subject === 'WhatsApp · Ficha OXXO por vencer'),
    ).toEqual([]);

    expect((await answerInChat(phone, 'STOP')).status).toBe(303);
    const instructions = order.paymentInstructions;
    if (instructions?.method !== 'oxxo' || !instructions.voucherUrl) throw new Error('sin ficha');
    await fetch(`${instructions.voucherUrl}/pay`, { method: 'POST', redirect: 'manual' });
    // Paid: the e-mail goes, WhatsApp stays quiet.
    await expect
      .poll(async () =>
        (await messagesOfOrder(order.id)).some((m) => m.subject?.toString().startsWith('Recibimos')),
      )
      .toBe(true);
    expect((await chatOf(phone)).filter((m) => m.direction === 'out')).toHaveLength(2);
  });
});

describe('the webhook', () => {
  const post = (body: string, signature: string | undefined) =>
    fetch(`${shop.url}/api/whatsapp/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature === undefined ? {} : { 'x-hub-signature-256': signature }),
      },
      body,
    });
  const sign = (body: string, secret: string) =>
    `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

  it("answers Meta's handshake only with the verify token", async () => {
    const token = shop.config.whatsapp.verifyToken;
    const ok = await fetch(
      `${shop.url}/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
    );
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('1158201444');
    const wrong = await fetch(
      `${shop.url}/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=otro&hub.challenge=1158201444`,
    );
    expect(wrong.status).toBe(403);
  });

  it('refuses a notification without the app secret’s signature, and changes nothing', async () => {
    const phone = '6145550130';
    const shopper = await shopperWithNews(phone);
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '1',
          changes: [
            {
              field: 'messages',
              value: {
                messages: [{ from: `52${phone}`, id: 'wamid.falso', type: 'text', text: { body: 'BAJA' } }],
              },
            },
          ],
        },
      ],
    });
    expect((await post(body, undefined)).status).toBe(401);
    expect((await post(body, sign(body, 'ffffffffffffffffffffffffffffffff'))).status).toBe(401);
    expect((await post(body, sign(`${body} `, shop.config.whatsapp.appSecret))).status).toBe(401);
    expect((await shop.call(shopper, 'GET', '/users/me/whatsapp')).body).toMatchObject({ enabled: true });
    expect((await post(body, sign(body, shop.config.whatsapp.appSecret))).status).toBe(200);
    expect((await shop.call(shopper, 'GET', '/users/me/whatsapp')).body).toMatchObject({ enabled: false });
  });

  it('records a failure Meta reports later, with its code, and a late status does not undo it; the e-mail went', async () => {
    const phone = '6145550140';
    const shopper = await shopperWithNews(phone);
    await finishedCheckout(shop.url, shopper, shop.boot, 'card');
    const order = await orderOf(shopper);
    await expect.poll(() => templatesIn(phone)).toEqual(['pedido_recibido']);
    const [message] = await chatOf(phone);
    const status = (state: string, errors?: unknown[]) =>
      JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [
          {
            id: '1',
            changes: [
              {
                field: 'messages',
                value: {
                  statuses: [
                    {
                      id: message!.wamid,
                      status: state,
                      timestamp: String(Math.floor(Date.now() / 1000) + 60),
                      recipient_id: `52${phone}`,
                      ...(errors ? { errors } : {}),
                    },
                  ],
                },
              },
            ],
          },
        ],
      });
    const secret = shop.config.whatsapp.appSecret;
    const failed = status('failed', [
      { code: 131026, title: 'Message undeliverable', message: 'Message undeliverable' },
    ]);
    expect((await post(failed, sign(failed, secret))).status).toBe(200);
    const late = status('read');
    expect((await post(late, sign(late, secret))).status).toBe(200);
    const messages = await messagesOfOrder(order.id);
    expect(messages.find((m) => m.channel === 'whatsapp')).toMatchObject({
      state: 'enviado',
      delivery: 'fallido',
      last_error: 'WhatsApp 131026: Message undeliverable',
    });
    await expect
      .poll(async () =>
        (await messagesOfOrder(order.id)).filter((m) => m.channel === 'correo').map((m) => m.state),
      )
      .toEqual(['enviado', 'enviado']);
  });
});

describe("the order's other steps", () => {
  const staff = (path: string, body: unknown) => shop.call(shop.owner, 'POST', `/admin${path}`, body);
  const lastIn = async (phone: string) => (await chatOf(phone)).at(-1)?.body ?? '';

  it('shipped with the carrier and its tracking link, delivered, and refunded, each in the chat', async () => {
    const phone = '6145550150';
    const shopper = await shopperWithNews(phone);
    await finishedCheckout(shop.url, shopper, shop.boot, 'card');
    const order = await orderOf(shopper);
    await expect.poll(() => templatesIn(phone)).toEqual(['pedido_recibido']);

    const shipped = await staff(`/orders/${order.id}/status`, {
      status: 'enviado',
      carrier: 'DHL',
      tracking_number: '1234567890',
    });
    expect(shipped.status).toBe(200);
    await expect.poll(() => templatesIn(phone)).toEqual(['pedido_recibido', 'pedido_enviado']);
    expect(await lastIn(phone)).toMatch(
      new RegExp(
        `^Tu pedido #${order.id} ya va en camino con DHL\\. Puedes seguirlo en https://\\S*1234567890`,
      ),
    );

    expect((await staff(`/orders/${order.id}/status`, { status: 'entregado' })).status).toBe(200);
    await expect
      .poll(() => templatesIn(phone))
      .toEqual(['pedido_recibido', 'pedido_enviado', 'pedido_entregado']);
    expect(await lastIn(phone)).toContain(`Tu pedido #${order.id} fue entregado.`);
  });

  it('a refund of a cancelled order', async () => {
    const phone = '6145550151';
    const shopper = await shopperWithNews(phone);
    await finishedCheckout(shop.url, shopper, shop.boot, 'card');
    const order = await orderOf(shopper);
    expect((await staff(`/orders/${order.id}/cancel`, { reason: 'Sin existencias' })).status).toBe(200);
    await expect.poll(() => templatesIn(phone)).toEqual(['pedido_recibido', 'reembolso_hecho']);
    expect(await lastIn(phone)).toMatch(
      new RegExp(`^Te devolvimos \\$[\\d,]+\\.\\d{2} del pedido #${order.id}\\.`),
    );
  });

  it('the SPEI transfer waiting, and a pick-up ready with its code', async () => {
    const spei = '6145550152';
    const transfer = await shopperWithNews(spei);
    await finishedCheckout(shop.url, transfer, shop.boot, 'spei');
    const waiting = await orderOf(transfer);
    await expect.poll(() => templatesIn(spei)).toEqual(['transferencia_spei_pendiente']);
    expect(await lastIn(spei)).toMatch(
      new RegExp(`^Apartamos tu pedido #${waiting.id}\\. Transfiere \\$[\\d,]+\\.\\d{2} por SPEI antes del `),
    );

    const counter = '6145550153';
    const pickup = await shopperWithNews(counter);
    await finishedCheckout(shop.url, pickup, shop.boot, 'card', 1, { shippingOption: 'pickup' });
    const ready = await orderOf(pickup);
    expect((await staff(`/orders/${ready.id}/status`, { status: 'Listo para recoger' })).status).toBe(200);
    await expect.poll(() => templatesIn(counter)).toEqual(['pedido_recibido', 'listo_para_recoger']);
    const [row] = await shop.database.db.select().from(bills).where(eq(bills.id, ready.id));
    expect(row?.pickupCode).toBeTruthy();
    expect(await lastIn(counter)).toContain(`Muestra el código ${row?.pickupCode ?? '—'} en el mostrador`);
  });
});
