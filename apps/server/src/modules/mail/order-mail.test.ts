import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PATIENT_WAIT } from '../../test/observe/patient-wait';
import type { DatabaseHandle } from '../../db/client';
import { bills, outboxMessages, paymentSessions } from '../../db/schema';
import { writeCatalogFixture, type Fixture } from '../../test/catalog-fixture';
import { createTestDatabase } from '../../test/database';
import { payOnHostedPage, requestCheckout } from '../../test/shop-calls';
import { createShopper, startShopServer, type Shopper, type ShopServer } from '../../test/shop-server';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '../../test/smtp-catcher';
import { captureWebhooks, redeliver, type WebhookCapture } from '../../test/webhook-capture';
import { queueMessage, sendDueMessages, smtpTransport, type SenderDependencies } from './index';

const STAFF = ['dueno@tienda.test', 'ventas@tienda.test'];
let database: DatabaseHandle;
let fixture: Fixture;
let smtp: SmtpCatcher;
let webhooks: WebhookCapture;
let shop: ShopServer;
let staff: Shopper;
let shopperCount = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  fixture = await writeCatalogFixture(database.db);
  smtp = await startSmtpCatcher();
  // The hosted checkout's webhooks are held (the first answered 500) so the test replays them at will.
  webhooks = await captureWebhooks(500);
  shop = await startShopServer(database, {
    SMTP_URL: smtp.url,
    ADMIN_EMAILS: STAFF.join(','),
    DEV_PAY_WEBHOOK_URL: webhooks.url,
  });
  staff = await createShopper(database, STAFF[0] as string);
});

afterAll(async () => {
  await shop?.app.close();
  await webhooks?.close();
  await smtp?.stop();
  await database?.close();
});

const mailTo = (address: string, subject: string) =>
  smtp.messages.filter((mail) => mail.to.includes(address) && mail.subject === subject);

/** `vi.waitFor`, not `expect.poll`: that works only inside a test, and some orders are bought before theirs. */
function waitFor<T>(find: () => T | undefined): Promise<T> {
  return vi.waitFor(() => {
    const found = find();
    if (found === undefined) throw new Error('no llegó a tiempo');
    return found;
  }, PATIENT_WAIT);
}

/** Checkout, card paid on the hosted page, and the held `completed` event delivered 10 times at once. */
async function buy(variantId: number, quantity = 1) {
  shopperCount += 1;
  const email = `compradora${shopperCount}@correo.test`;
  const shopper = await createShopper(database, email);
  const delivered = webhooks.deliveries.length;
  const created = await requestCheckout(
    shop.url,
    shopper.cookie,
    [{ variant_id: variantId, quantity }],
    shopper.addressId,
  );
  expect(created.status).toBe(201);
  expect((await payOnHostedPage(String(created.body.url))).status).toBe(303);
  const sessionId = String(created.body.sessionId);
  const event = await waitFor(() =>
    webhooks.deliveries.slice(delivered).find((delivery) => delivery.body.includes(sessionId)),
  );
  const replies = await Promise.all(Array.from({ length: 10 }, () => redeliver(event, shop.url)));
  expect(replies.map((reply) => reply.status)).toEqual(Array(10).fill(200));
  const [order] = await database.db
    .select({
      id: bills.id,
      reference: paymentSessions.reference,
      providerSessionId: paymentSessions.providerSessionId,
    })
    .from(bills)
    .innerJoin(paymentSessions, eq(paymentSessions.id, bills.paymentSessionId))
    .where(eq(bills.userId, shopper.userId));
  if (!order) throw new Error('el pago no se convirtió en pedido');
  return { shopper, email, event, ...order };
}

async function staffCall(path: string, body: unknown) {
  const response = await fetch(`${shop.url}/api/admin${path}`, {
    method: 'POST',
    headers: { cookie: staff.cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.status;
}

/** Waits until nothing is left to send, so that a count afterwards is final. */
async function outboxSettled() {
  await expect
    .poll(
      async () =>
        (await database.db.select().from(outboxMessages).where(eq(outboxMessages.status, 'pending'))).length,
    )
    .toBe(0);
}

describe('a paid order', () => {
  let order: Awaited<ReturnType<typeof buy>>;
  let received: CaughtMail;

  beforeAll(async () => {
    order = await buy(fixture.variant(2, 'Miel', '24'), 2); // $3,000 with 20 % off
  });

  it('gives the shopper exactly one "Recibimos tu pedido #N", however often and at once the payment is told', async () => {
    const subject = `Recibimos tu pedido #${order.id}`;
    await expect.poll(() => mailTo(order.email, subject).length, { timeout: 10_000 }).toBe(1);
    // The same event once more, after the message went out.
    expect((await redeliver(order.event, shop.url)).status).toBe(200);
    await outboxSettled();
    expect(mailTo(order.email, subject)).toHaveLength(1);
    received = mailTo(order.email, subject)[0]!;
    expect(received.to).toEqual([order.email]);
    expect(received.from).toBe('"Norteño Western" <pedidos@127.0.0.1>');
  });

  it('tells the order in HTML and in plain text: lines, prices, shipping, total, address, card and its link', () => {
    expect(received.raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(received.raw).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
    expect(received.raw).toMatch(/Content-Type: text\/html; charset=utf-8/i);
    for (const part of [received.html, received.text]) {
      expect(part).toContain(`#${order.id}`);
      expect(part).toContain(order.reference);
      expect(part).toContain('Botín');
      expect(part).toContain('Miel');
      expect(part).toContain('Talla 24');
      expect(part).toContain('Cantidad: 2');
      // Two at $3,000 less 20 %: $2,400 each, $4,800, free shipping from $1,499.
      expect(part).toContain('$2,400.00 c/u');
      expect(part).toContain('Antes $3,000.00, ahorras $600.00');
      expect(part).toContain('$4,800.00');
      expect(part).toContain('Gratis');
      expect(part).toContain('Av. Independencia 1001');
      expect(part).toContain('Visa terminada en 4242');
      expect(part).toContain(`${shop.url}/BuyDetails/${order.id}`);
    }
    // Pictures by absolute address, so a mail client can fetch them.
    expect(received.html).toMatch(new RegExp(`<img[^>]+src="${shop.url}/api/product/image/[^"]+"`));
  });

  it('shows no internal id beyond the order number, and no other address', () => {
    const everything = `${received.raw}\n${received.html}\n${received.text}`;
    expect(everything).not.toContain(String(order.providerSessionId));
    expect(everything).not.toMatch(/\b(pi|cs|ch|evt|re)_[A-Za-z0-9]{6,}/);
    expect(everything).not.toMatch(/bill_id|variant_id|user_id|payment_session/i);
    for (const address of STAFF) expect(everything).not.toContain(address);
    expect(received.to).toEqual([order.email]);
  });

  it('tells the staff once, with the customer and a link to the order in the back-office', async () => {
    const notices = smtp.messages.filter((mail) => mail.subject === `Nuevo pedido #${order.id}`);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.to.toSorted()).toEqual(STAFF.toSorted());
    expect(notices[0]?.text).toContain(order.email);
    expect(notices[0]?.html).toContain(`${shop.url}/admin/pedidos/${order.id}`);
  });
});

describe('the order’s steps', () => {
  it('send "va en camino" with the carrier’s tracking link, then "fue entregado", each once', async () => {
    const order = await buy(fixture.variant(1, 'Café', '27'));
    expect(
      await staffCall(`/orders/${order.id}/status`, {
        status: 'enviado',
        carrier: 'Estafeta',
        tracking_number: '8055123456',
      }),
    ).toBe(200);
    const shipped = `Tu pedido #${order.id} va en camino`;
    await expect.poll(() => mailTo(order.email, shipped).length, { timeout: 10_000 }).toBe(1);
    const [mail] = mailTo(order.email, shipped);
    // The same carrier page the order page links to.
    const link = 'https://www.estafeta.com/Herramientas/Rastreo?wayBill=8055123456';
    expect(mail?.html).toContain(`href="${link}"`);
    expect(mail?.html).toContain('Rastrear paquete');
    expect(mail?.text).toContain(link);
    expect(mail?.text).toContain('Estafeta');
    expect(mail?.text).toContain('8055123456');

    expect(await staffCall(`/orders/${order.id}/status`, { status: 'entregado' })).toBe(200);
    // Marking it delivered again is refused and sends nothing more.
    expect(await staffCall(`/orders/${order.id}/status`, { status: 'entregado' })).toBe(409);
    await expect.poll(() => mailTo(order.email, `Tu pedido #${order.id} fue entregado`).length).toBe(1);
    await outboxSettled();
    expect(mailTo(order.email, shipped)).toHaveLength(1);
    expect(mailTo(order.email, `Tu pedido #${order.id} fue entregado`)).toHaveLength(1);
  });

  it('send "fue cancelado" with what was refunded, to which card, and when it arrives', async () => {
    const order = await buy(fixture.variant(1, 'Café', '27'));
    expect(await staffCall(`/orders/${order.id}/cancel`, { reason: 'Sin la talla en bodega' })).toBe(200);
    const subject = `Tu pedido #${order.id} fue cancelado`;
    await expect.poll(() => mailTo(order.email, subject).length, { timeout: 10_000 }).toBe(1);
    const text = mailTo(order.email, subject)[0]?.text ?? '';
    // The boot is $2,499, shipped free (from $1,499).
    expect(text).toContain('$2,499.00 a tu tarjeta terminada en 4242');
    expect(text).toContain('Sin la talla en bodega');
    expect(text).toContain('5 a 10 días hábiles');
  });
});

describe('the back-office', () => {
  async function staffGet(path: string, cookie = staff.cookie) {
    const response = await fetch(`${shop.url}/api/admin${path}`, { headers: { cookie } });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it('lists an order’s messages with their state, and Reenviar sends one again, in the Bitácora', async () => {
    const order = await buy(fixture.variant(1, 'Café', '27'));
    const subject = `Recibimos tu pedido #${order.id}`;
    await expect.poll(() => mailTo(order.email, subject).length, { timeout: 10_000 }).toBe(1);
    await outboxSettled();
    const detail = await staffGet(`/orders/${order.id}`);
    expect(detail.status).toBe(200);
    const messages = detail.body.messages as {
      id: number;
      subject: string;
      recipient: string;
      state: string;
    }[];
    expect(messages.map(({ subject, recipient, state }) => ({ subject, recipient, state }))).toEqual([
      { subject, recipient: order.email, state: 'enviado' },
      { subject: `Nuevo pedido #${order.id}`, recipient: 'Personal de la tienda', state: 'enviado' },
    ]);

    const received = messages[0]!;
    const resent = await staffCall(`/orders/${order.id}/messages/${received.id}/resend`, {});
    expect(resent).toBe(200);
    await expect.poll(() => mailTo(order.email, subject).length, { timeout: 10_000 }).toBe(2);
    const [first, second] = mailTo(order.email, subject);
    expect(second?.html).toBe(first?.html);
    // The first sending stays in the order's history as it went, the copy beside it.
    const after = (await staffGet(`/orders/${order.id}`)).body.messages as typeof messages;
    expect(after[0]).toEqual(received);
    expect(after.filter((message) => message.subject === subject)).toHaveLength(2);

    // Sent again to another address the shopper gave: it goes there, as it was written.
    const other = 'otra.direccion@correo.test';
    const elsewhere = await staffCall(`/orders/${order.id}/messages/${received.id}/resend`, { to: other });
    expect(elsewhere).toBe(200);
    await expect.poll(() => mailTo(other, subject).length, { timeout: 10_000 }).toBe(1);
    const audit = await staffGet('/audit?page=1');
    const sentences = (audit.body.entries as { sentence: string }[]).map((entry) => entry.sentence);
    expect(sentences).toContain(`Reenvió el correo «${subject}» a ${order.email} (pedido #${order.id})`);
    expect(sentences).toContain(`Reenvió el correo «${subject}» a ${other} (pedido #${order.id})`);
  });

  it('refuses to resend a message of another order or none, in Spanish, and hides it from shoppers', async () => {
    const order = await buy(fixture.variant(1, 'Café', '27'));
    const other = await buy(fixture.variant(1, 'Café', '27'));
    await outboxSettled();
    const [message] = (await staffGet(`/orders/${other.id}`)).body.messages as { id: number }[];
    for (const path of [
      `/orders/${order.id}/messages/${message!.id}/resend`,
      `/orders/${order.id}/messages/999999/resend`,
    ]) {
      const response = await fetch(`${shop.url}/api/admin${path}`, {
        method: 'POST',
        headers: { cookie: staff.cookie, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Este pedido no tiene ese mensaje.' });
    }
    const shopperTry = await fetch(
      `${shop.url}/api/admin/orders/${order.id}/messages/${message!.id}/resend`,
      {
        method: 'POST',
        headers: { cookie: order.shopper.cookie, 'content-type': 'application/json' },
        body: '{}',
      },
    );
    expect(shopperTry.status).toBe(404);
    expect((await staffGet(`/orders/${order.id}`, order.shopper.cookie)).status).toBe(404);
  });
});

/** A sender of the test's own, with its own clock, to the SMTP server at `smtpUrl`. */
const senderTo = (smtpUrl: string): SenderDependencies => ({
  db: database.db,
  transport: smtpTransport(smtpUrl),
  from: 'pedidos@tienda.test',
  staffEmails: () => STAFF,
  site: { publicUrl: 'https://tienda.test' },
  log: { warn: () => undefined } as unknown as FastifyBaseLogger,
});

describe('with the SMTP server down', () => {
  it('keeps the message, tries again later, and delivers it once the server is back', async () => {
    const down = await startSmtpCatcher();
    const port = down.port;
    await down.stop();
    const deps = senderTo(`smtp://tienda:clave@127.0.0.1:${port}`);
    // Queued far in the future for the shop's own sender, which would otherwise send it to its server.
    const start = new Date(Date.now() + 24 * 60 * 60_000);
    await queueMessage(database.db, {
      kind: 'order-delivered',
      key: 'prueba:servidor-caido',
      to: { email: 'paciente@correo.test' },
      data: { orderNumber: 999 },
    });
    await database.db
      .update(outboxMessages)
      .set({ nextAttemptAt: start })
      .where(eq(outboxMessages.key, 'prueba:servidor-caido'));
    const row = async () =>
      (
        await database.db.select().from(outboxMessages).where(eq(outboxMessages.key, 'prueba:servidor-caido'))
      )[0]!;

    expect(await sendDueMessages(deps, start)).toBe(0);
    const failed = await row();
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.lastError).toMatch(/ECONNREFUSED|conect/i);
    expect(failed.nextAttemptAt.getTime()).toBe(start.getTime() + 60_000);
    // Not due again before its minute is up.
    expect(await sendDueMessages(deps, new Date(start.getTime() + 30_000))).toBe(0);
    expect((await row()).attempts).toBe(1);

    await down.start();
    try {
      expect(await sendDueMessages(deps, new Date(start.getTime() + 61_000))).toBe(1);
      expect(await sendDueMessages(deps, new Date(start.getTime() + 120_000))).toBe(0);
      expect(down.messages.map((mail) => [mail.to, mail.subject])).toEqual([
        [['paciente@correo.test'], 'Tu pedido #999 fue entregado'],
      ]);
      expect(await row()).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    } finally {
      await down.stop();
    }
  });

  it('gives up after its last try, keeping the reason, and sends nothing more', async () => {
    const deps = senderTo('smtp://127.0.0.1:9');
    let now = new Date(Date.now() + 48 * 60 * 60_000);
    await queueMessage(database.db, {
      kind: 'order-delivered',
      key: 'prueba:sin-servidor',
      to: { email: 'sin-suerte@correo.test' },
      data: { orderNumber: 998 },
    });
    await database.db
      .update(outboxMessages)
      .set({ nextAttemptAt: now })
      .where(eq(outboxMessages.key, 'prueba:sin-servidor'));
    // 1 min, 5 min, 15 min, 1 h, 3 h, 6 h between the seven tries.
    for (const wait of [0, 1, 5, 15, 60, 180, 360]) {
      now = new Date(now.getTime() + wait * 60_000);
      await sendDueMessages(deps, now);
    }
    const [row] = await database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.key, 'prueba:sin-servidor')));
    expect(row).toMatchObject({ status: 'failed', attempts: 7 });
    expect(row?.lastError).toBeTruthy();
    expect(await sendDueMessages(deps, new Date(now.getTime() + 24 * 60 * 60_000))).toBe(0);
  });
});
