import type { Bill, BillReturns, PickupStore } from '@store/contract';
import type { AdminOrderDetail, AuditResponse } from '@store/contract/admin';
import { count, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { auditLog, outboxMessages, variants } from '../../../db/schema';
import { returnDeadlineDay } from '../../../lib/business-days';
import { writeCatalogFixture, type Fixture } from '../../../test/catalog-fixture';
import { createTestDatabase } from '../../../test/database';
import { FROM_THE_SHOP } from '../../../test/from-the-shop';
import { paidOrder } from '../../../test/paid-order';
import { payOnHostedPage, requestCheckout } from '../../../test/shop-calls';
import { createShopper, startShopServer, type Shopper, type ShopServer } from '../../../test/shop-server';
import { startSmtpCatcher, type SmtpCatcher } from '../../../test/smtp-catcher';
import { bills, billStatusChanges, paymentSessions } from '../tables';
import { UNDO_NOT_PICKUP } from '../lifecycle/undo-delivery';

const STAFF = 'mostrador@tienda.test';
const STORE_LINE =
  'Recoger en tienda: Norteño Western, Av. Independencia 1001, Zona Centro, 31000 Chihuahua, Chih.';
let database: DatabaseHandle;
let fixture: Fixture;
let smtp: SmtpCatcher;
let shop: ShopServer;
let staff: Shopper;
let sweater: number;
let shopperCount = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  fixture = await writeCatalogFixture(database.db);
  sweater = fixture.variant(3, 'Gris', 'M'); // $599: below the free delivery from $1,499
  await database.db.update(variants).set({ stock: 40 }).where(eq(variants.id, sweater));
  smtp = await startSmtpCatcher();
  shop = await startShopServer(database, { ADMIN_EMAILS: STAFF, SMTP_URL: smtp.url });
  staff = await createShopper(database, STAFF);
});

afterAll(async () => {
  await shop?.app.close();
  await smtp?.stop();
  await database?.close();
});

async function newShopper(): Promise<Shopper & { email: string }> {
  shopperCount += 1;
  const email = `recoge${shopperCount}@correo.test`;
  return { ...(await createShopper(database, email)), email };
}

/** The shopper's checkout of the sweater, to pick up at the store, paid with the test card; the order's id. */
const pickupOrder = (shopper: Shopper) =>
  paidOrder(database.db, shop.url, shopper, sweater, 1, { shippingOption: 'pickup' });

async function call(method: 'GET' | 'POST', path: string, body?: unknown, cookie = staff.cookie) {
  const response = await fetch(`${shop.url}/api${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? FROM_THE_SHOP : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
}

const ready = (orderId: number) =>
  call('POST', `/admin/orders/${orderId}/status`, { status: 'Listo para recoger' });
const handOver = (orderId: number, code: string) =>
  call('POST', `/admin/orders/${orderId}/pickup-handover`, { pickup_code: code });
const shopperBill = async (shopper: Shopper, orderId: number) =>
  call('GET', `/bills?bill_id=${orderId}`, undefined, shopper.cookie);
const detail = async (orderId: number) =>
  (await call('GET', `/admin/orders/${orderId}`)).body as AdminOrderDetail;

/** The order as a refused hand-over must leave it; its e-mails go out on their own clock, so apart. */
async function orderState(orderId: number) {
  const { messages: _messages, ...order } = await detail(orderId);
  const [row] = await database.db.select().from(bills).where(eq(bills.id, orderId));
  const [history] = await database.db
    .select({ n: count() })
    .from(billStatusChanges)
    .where(eq(billStatusChanges.orderId, orderId));
  const [audit] = await database.db.select({ n: count() }).from(auditLog);
  return { order, row, history: history?.n, audit: audit?.n };
}

const codeOf = async (orderId: number) => {
  const [row] = await database.db.select({ code: bills.pickupCode }).from(bills).where(eq(bills.id, orderId));
  return row?.code ?? null;
};
/** A code of six digits that is not this one. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('the store, as the checkout shows it', () => {
  it('answers its address, its pick-up hours, a map link and when an order paid now is ready', async () => {
    const answer = await call('GET', '/payments/pickup-store');
    expect(answer.status).toBe(200);
    const store = answer.body as PickupStore;
    expect(store).toEqual({
      name: 'Norteño Western',
      address: 'Av. Independencia 1001, Zona Centro, 31000 Chihuahua, Chih.',
      hours: 'Lunes a sábado de 10:00 a 20:00; cerrado domingos y días festivos',
      map_url: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(store.address)}`,
      ready: expect.stringMatching(
        /^Listo (en 2 horas|(hoy|mañana|el (lunes|martes|miércoles|jueves|viernes|sábado)) a partir de las 10:00)$/,
      ),
    });
  });
});

describe('a checkout to pick up at the store', () => {
  it('needs no address, charges no shipping, names the store on the hosted checkout and makes a pick-up order', async () => {
    const shopper = await newShopper();
    const created = await requestCheckout(
      shop.url,
      shopper.cookie,
      [{ variant_id: sweater, quantity: 1 }],
      undefined,
      'pickup',
    );
    expect(created.status).toBe(201);
    const hosted = await (await fetch(String(created.body.url))).text();
    expect(hosted).toContain('Recoger en tienda (Av. Independencia 1001, Zona Centro, Chihuahua)');
    expect(hosted).not.toContain('Envío nacional');
    const [session] = await database.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.userId, shopper.userId));
    expect(session).toMatchObject({
      fulfilment: 'pickup',
      shippingAddressId: null,
      shippingCents: 0,
      totalCents: 599_00,
    });

    expect((await payOnHostedPage(String(created.body.url))).status).toBe(303);
    await expect
      .poll(
        async () => (await database.db.select().from(bills).where(eq(bills.userId, shopper.userId))).length,
      )
      .toBe(1);
    const [order] = await database.db.select().from(bills).where(eq(bills.userId, shopper.userId));
    const bill = (await shopperBill(shopper, order!.id)).body as Bill;
    expect(bill).toMatchObject({
      shipping_status: 'En proceso',
      fulfilment: 'pickup',
      shipping_address: STORE_LINE,
      shipping_cost: 0,
      total_amount: 599,
      pickup: {
        store: {
          name: 'Norteño Western',
          address: 'Av. Independencia 1001, Zona Centro, 31000 Chihuahua, Chih.',
        },
        code: null,
        qr: null,
      },
    });
    expect((await detail(order!.id)).fulfilment).toBe('pickup');
  });

  it('keeps today’s delivery for a checkout that names none or "standard", charging its shipping', async () => {
    for (const option of [undefined, 'standard']) {
      const shopper = await newShopper();
      const created = await requestCheckout(
        shop.url,
        shopper.cookie,
        [{ variant_id: sweater, quantity: 1 }],
        shopper.addressId,
        option,
      );
      expect(created.status).toBe(201);
      const [session] = await database.db
        .select()
        .from(paymentSessions)
        .where(eq(paymentSessions.userId, shopper.userId));
      expect(session).toMatchObject({ fulfilment: 'delivery', shippingCents: 199_00, totalCents: 798_00 });
    }
  });

  it('refuses a way of receiving it the shop does not offer, and a delivery without an address, holding nothing', async () => {
    const shopper = await newShopper();
    const line = [{ variant_id: sweater, quantity: 1 }];
    expect(await requestCheckout(shop.url, shopper.cookie, line, shopper.addressId, 'dron')).toEqual({
      status: 422,
      body: {
        error: 'Esa forma de entrega ya no está disponible. Elige envío a domicilio o recoger en tienda.',
      },
    });
    expect(await requestCheckout(shop.url, shopper.cookie, line, undefined)).toEqual({
      status: 422,
      body: { error: 'Por favor selecciona una dirección de envío para continuar' },
    });
    expect(
      await database.db.select().from(paymentSessions).where(eq(paymentSessions.userId, shopper.userId)),
    ).toEqual([]);
  });
});

describe('a pick-up order at the counter', () => {
  let shopper: Shopper & { email: string };
  let orderId: number;
  let code: string;

  beforeAll(async () => {
    shopper = await newShopper();
    orderId = await pickupOrder(shopper);
  });

  it('is never shipped, nor delivered without its code', async () => {
    expect(
      await call('POST', `/admin/orders/${orderId}/status`, {
        status: 'enviado',
        carrier: 'DHL',
        tracking_number: '1234567890',
      }),
    ).toMatchObject({
      status: 409,
      body: { error: 'Este pedido se recoge en la tienda: no se envía por paquetería.' },
    });
    expect(await handOver(orderId, '123456')).toMatchObject({
      status: 409,
      body: { error: 'Solo un pedido listo para recoger puede marcarse como entregado.' },
    });
  });

  it('goes "Listo para recoger" when staff say so, with the shopper’s e-mail carrying its six digits', async () => {
    const answer = await ready(orderId);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ shipping_status: 'Listo para recoger', fulfilment: 'pickup' });
    // Staff never read the code: the shopper brings it.
    expect(JSON.stringify(answer.body)).not.toMatch(/pickup_code|"code"/);
    code = (await codeOf(orderId)) ?? '';
    expect(code).toMatch(/^[0-9]{6}$/);
    const [message] = await database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.key, `order:${orderId}:ready-for-pickup`));
    expect(message).toMatchObject({
      kind: 'order-ready-for-pickup',
      recipient: shopper.email,
      payload: {
        orderNumber: orderId,
        pickupCode: code,
        store: {
          name: 'Norteño Western',
          address: 'Av. Independencia 1001, Zona Centro, 31000 Chihuahua, Chih.',
          hours: 'Lunes a sábado de 10:00 a 20:00; cerrado domingos y días festivos',
        },
      },
    });
    expect(await ready(orderId)).toMatchObject({
      status: 409,
      body: { error: 'El pedido ya está listo para recoger.' },
    });
  });

  it('sends "Tu pedido #N está listo para recoger" with the code, its QR code inside the message, the address and hours', async () => {
    const subject = `Tu pedido #${orderId} está listo para recoger`;
    await expect
      .poll(() => smtp.messages.filter((mail) => mail.subject === subject).length, { timeout: 10_000 })
      .toBe(1);
    const mail = smtp.messages.find((sent) => sent.subject === subject)!;
    const grouped = `${code.slice(0, 3)} ${code.slice(3)}`;
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain(grouped);
      expect(part).toContain('Av. Independencia 1001, Zona Centro, 31000 Chihuahua, Chih.');
      expect(part).toContain('Lunes a sábado de 10:00 a 20:00');
    }
    // The picture is a part of the message the HTML points at by its content id, not a link to fetch.
    const parsed = await simpleParser(mail.raw, { keepCidLinks: true });
    const qr = parsed.attachments.find((file) => file.contentType === 'image/png');
    expect(qr?.cid).toBeTruthy();
    expect(parsed.html).toContain(`src="cid:${qr!.cid}"`);
    const expected = expectedModules(code);
    expect(await qrModules(qr!.content, expected.length)).toEqual(expected);
  });

  it('shows the code and its QR code on the order’s page to its shopper alone; another shopper gets 404', async () => {
    const own = await shopperBill(shopper, orderId);
    expect(own.status).toBe(200);
    const bill = own.body as Bill;
    expect(bill.pickup?.code).toBe(code);
    expect(bill.pickup?.qr?.size).toBe(QRCode.create(code, { errorCorrectionLevel: 'M' }).modules.size + 8);
    const stranger = await newShopper();
    expect(await shopperBill(stranger, orderId)).toMatchObject({
      status: 404,
      body: { error: 'Pedido no encontrado' },
    });
    const strangersList = await call('GET', '/bills/list', undefined, stranger.cookie);
    expect(JSON.stringify(strangersList.body)).not.toContain(code);
  });

  it('refuses a wrong code in Spanish, under its field, and changes nothing', async () => {
    const before = await orderState(orderId);
    expect(await handOver(orderId, otherCode(code))).toMatchObject({
      status: 422,
      body: {
        error:
          'El código de recogida no coincide con el de este pedido. Revisa los 6 dígitos con el cliente; el pedido no cambió.',
        field: 'pickup_code',
      },
    });
    expect(await handOver(orderId, '12345')).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining('Escribe el código de recogida: los 6 dígitos') },
    });
    // 'Marcar como entregado' of a delivery does not hand a pick-up over.
    expect(await call('POST', `/admin/orders/${orderId}/status`, { status: 'entregado' })).toMatchObject({
      status: 422,
      body: {
        error:
          'Este pedido se recoge en la tienda: entrégalo con el código de recogida que te muestra el cliente.',
      },
    });
    expect(await orderState(orderId)).toEqual(before);
  });

  it('hands it over for the right code, typed with spaces or not: "entregado", audited, e-mailed, its returns window open', async () => {
    const answer = await handOver(orderId, `${code.slice(0, 3)} ${code.slice(3)}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ shipping_status: 'entregado' });
    const bill = (await shopperBill(shopper, orderId)).body as Bill;
    expect(bill.shipping_status).toBe('entregado');
    // Its code has served: the page no longer shows it.
    expect(bill.pickup).toMatchObject({ code: null, qr: null });
    const history = (answer.body as AdminOrderDetail).history.map((change) => [
      change.status,
      change.changed_by,
    ]);
    expect(history).toEqual([
      ['Listo para recoger', STAFF],
      ['entregado', STAFF],
    ]);
    const audit = (await call('GET', '/admin/audit?page=1')).body as AuditResponse;
    const sentences = audit.entries
      .filter((entry) => entry.details.order === orderId)
      .map((entry) => entry.sentence);
    expect(sentences).toEqual([
      `Entregó en tienda el pedido #${orderId} con su código de recogida`,
      `Marcó el pedido #${orderId} como listo para recoger y le envió su código de recogida al cliente`,
    ]);
    const [delivered] = await database.db
      .select({ payload: outboxMessages.payload })
      .from(outboxMessages)
      .where(eq(outboxMessages.key, `order:${orderId}:delivered`));
    expect(delivered?.payload).toEqual({ orderNumber: orderId, pickedUp: true });
    const returns = (await call('GET', `/bills/${orderId}/returns`, undefined, shopper.cookie))
      .body as BillReturns;
    expect(returns).toMatchObject({ can_request: true, deadline_day: returnDeadlineDay(new Date()) });
    expect(await handOver(orderId, code)).toMatchObject({
      status: 409,
      body: { error: 'El pedido ya está entregado.' },
    });
    // A hand-over for the shopper's code is a fact, not a click to take back (decision 046).
    expect((answer.body as AdminOrderDetail).shipping.undo_delivery_until).toBeUndefined();
    expect(await call('POST', `/admin/orders/${orderId}/undo-delivery`)).toMatchObject({
      status: 409,
      body: { error: UNDO_NOT_PICKUP },
    });
  });
});

describe('wrong pick-up codes for one order', () => {
  it('are limited: after five, even the right code waits, and other orders are not affected', async () => {
    const shopper = await newShopper();
    const orderId = await pickupOrder(shopper);
    expect((await ready(orderId)).status).toBe(200);
    const code = (await codeOf(orderId)) ?? '';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await handOver(orderId, otherCode(code))).status).toBe(422);
    }
    const before = await orderState(orderId);
    const refused = await handOver(orderId, code);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error: expect.stringMatching(
        /^Se escribieron demasiados códigos equivocados para este pedido\. Vuelve a intentarlo en \d+ minutos?, con el código que el cliente trae en su correo o en su pedido\.$/,
      ),
      field: 'pickup_code',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await orderState(orderId)).toEqual(before);

    const other = await newShopper();
    const otherOrder = await pickupOrder(other);
    expect((await ready(otherOrder)).status).toBe(200);
    expect((await handOver(otherOrder, (await codeOf(otherOrder)) ?? '')).status).toBe(200);
  });
});

describe('a pick-up order before it is handed over', () => {
  it('may be cancelled by its shopper while it waits at the counter, its money back', async () => {
    const shopper = await newShopper();
    const orderId = await pickupOrder(shopper);
    expect((await ready(orderId)).status).toBe(200);
    const cancelled = await call('POST', `/bills/${orderId}/cancel`, {}, shopper.cookie);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      shipping_status: 'cancelado',
      pickup: { code: null },
      refund: { amount: 599 },
    });
  });
});

/** Which modules of the QR code in `png`, `size` modules a side, are dark, read at each one's centre. */
async function qrModules(png: Buffer, size: number): Promise<boolean[][]> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  // The quiet zone the QR standard asks around the code, in modules.
  const quiet = 4;
  const scale = info.width / (size + 2 * quiet);
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, column) => {
      const x = Math.floor((column + quiet + 0.5) * scale);
      const y = Math.floor((row + quiet + 0.5) * scale);
      return (data[y * info.width + x] ?? 255) < 128;
    }),
  );
}

/** The code's QR modules, as the `qrcode` package lays them out. */
function expectedModules(code: string): boolean[][] {
  const { modules } = QRCode.create(code, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, column) => Boolean(modules.get(row, column))),
  );
}
