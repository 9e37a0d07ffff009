import type { Bill } from '@store/contract';
import type { AdminOrderDetail } from '@store/contract/admin';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { selectRow } from '../../../db/rows';
import {
  auditLog,
  bills,
  billStatusChanges,
  outboxMessages,
  shipments,
  shippingAddresses,
  variants,
} from '../../../db/schema';
import { writeCatalogFixture, type Fixture } from '../../../test/catalog-fixture';
import { createTestDatabase } from '../../../test/database';
import { FROM_THE_SHOP } from '../../../test/from-the-shop';
import { paidOrder } from '../../../test/paid-order';
import {
  createShopper,
  freePort,
  startShopServer,
  type Shopper,
  type ShopServer,
} from '../../../test/shop-server';
import { ABANDONED_PURCHASE_AFTER_MS, SHIPPING_WEBHOOK_PATH } from '../../shipping';
import { trackingSignature, WEBHOOK_HEADERS } from '../../shipping/envia/tracking-webhook';
import { UNDO_NOT_CARRIER } from '../lifecycle/undo-delivery';
import { LABEL_GUIDE_IS_THE_CARRIERS } from './correct-tracking';

const STAFF = 'bodega@tienda.test';
let database: DatabaseHandle;
let fixture: Fixture;
let shop: ShopServer;
/** The same shop and database, its Envia client aimed at a port where nothing listens. */
let carrierDown: ShopServer;
let staff: Shopper;
let belt: number;
let shopperCount = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  fixture = await writeCatalogFixture(database.db);
  belt = fixture.variant(3, 'Gris', 'M');
  await database.db.update(variants).set({ stock: 40 }).where(eq(variants.id, belt));
  shop = await startShopServer(database, { ADMIN_EMAILS: STAFF });
  carrierDown = await startShopServer(database, {
    ADMIN_EMAILS: STAFF,
    DEV_ENVIA_URL: `http://127.0.0.1:${await freePort()}`,
  });
  staff = await createShopper(database, STAFF);
});

afterAll(async () => {
  await shop?.app.close();
  await carrierDown?.app.close();
  await database?.close();
});

async function newShopper(): Promise<Shopper & { email: string }> {
  shopperCount += 1;
  const email = `guia${shopperCount}@correo.test`;
  return { ...(await createShopper(database, email)), email };
}

/** A shopper's delivery order of one item, paid with the test card: its id and its shopper. */
async function deliveryOrder() {
  const shopper = await newShopper();
  const orderId = await paidOrder(database.db, shop.url, shopper, belt);
  return { shopper, orderId };
}

async function call(method: 'GET' | 'POST', url: string, cookie = staff.cookie) {
  return fetch(url, { method, headers: { cookie, ...FROM_THE_SHOP } });
}

const generate = (orderId: number, on = shop) => call('POST', `${on.url}/api/admin/orders/${orderId}/label`);
const labelOf = (orderId: number, cookie = staff.cookie) =>
  call('GET', `${shop.url}/api/admin/orders/${orderId}/label`, cookie);
const detail = async (orderId: number) =>
  (await (await call('GET', `${shop.url}/api/admin/orders/${orderId}`)).json()) as AdminOrderDetail;
const shopperOrder = async (shopper: Shopper, orderId: number) =>
  (await (await call('GET', `${shop.url}/api/bills?bill_id=${orderId}`, shopper.cookie)).json()) as Bill;

const labelsAtCarrier = async () => {
  const labels = await selectRow(database.db, sql`SELECT count(*)::int AS n FROM dev_shipments`, (row) =>
    Number(row.n),
  );
  return labels ?? 0;
};
const messagesOf = async (orderId: number) =>
  database.db
    .select({ kind: outboxMessages.kind, subject: outboxMessages.subject, payload: outboxMessages.payload })
    .from(outboxMessages)
    .where(eq(outboxMessages.orderId, orderId))
    .orderBy(outboxMessages.id);
const kindsOf = async (orderId: number) => (await messagesOf(orderId)).map((message) => message.kind);

/** Everything a refused or repeated call must leave as it was. */
async function stateOf(orderId: number) {
  const [order] = await database.db.select().from(bills).where(eq(bills.id, orderId));
  const [history] = await database.db
    .select({ n: count() })
    .from(billStatusChanges)
    .where(eq(billStatusChanges.orderId, orderId));
  const [labels] = await database.db
    .select({ n: count() })
    .from(shipments)
    .where(eq(shipments.orderId, orderId));
  return { order, history: history?.n, labels: labels?.n, messages: await kindsOf(orderId) };
}

/** Envia's tracking webhook for a parcel, signed with the shop's secret (or another), as Envia posts it. */
async function webhook(
  trackingNumber: string,
  status: string,
  eventDate: string,
  { id = `${trackingNumber}-${status}`, secret = shop.config.envia.webhookSecret } = {},
) {
  const body = JSON.stringify({ carrierName: 'estafeta', trackingNumber, status, eventDate });
  const timestamp = Math.floor(Date.now() / 1000);
  return fetch(shop.config.envia.devWebhookUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [WEBHOOK_HEADERS.id]: id,
      [WEBHOOK_HEADERS.event]: 'tracking.simple',
      [WEBHOOK_HEADERS.timestamp]: String(timestamp),
      [WEBHOOK_HEADERS.signature]: trackingSignature(body, timestamp, secret),
    },
    body,
  });
}

/** A delivery order with its label generated: its id, shopper and tracking number. */
async function shippedOrder() {
  const { shopper, orderId } = await deliveryOrder();
  expect((await generate(orderId)).status).toBe(200);
  const [row] = await database.db.select().from(bills).where(eq(bills.id, orderId));
  return { shopper, orderId, trackingNumber: row?.trackingNumber ?? '' };
}

describe("'Generar guía'", () => {
  it('buys the label with the shop carrier, keeps its PDF for staff and ships the order with its e-mail', async () => {
    const { shopper, orderId } = await deliveryOrder();
    const before = await labelsAtCarrier();

    const answer = await generate(orderId);
    expect(answer.status).toBe(200);
    const order = (await answer.json()) as AdminOrderDetail;
    expect(order.shipping_status).toBe('enviado');
    expect(order.shipping.carrier).toBe('Estafeta');
    expect(order.shipping.tracking_number).toMatch(/\S{6,}/);
    expect(order.shipping.has_label).toBe(true);
    expect(order.shipping.tracking_url).toBe(
      `${shop.url}/dev-envia/envios/${order.shipping.tracking_number ?? ''}`,
    );
    expect(order.shipping.tracking_steps).toEqual([
      { name: 'En camino', at: null },
      { name: 'En reparto', at: null },
      { name: 'Entregado', at: null },
    ]);
    expect(order.history.at(-1)).toMatchObject({ status: 'enviado', changed_by: STAFF });
    expect(await labelsAtCarrier()).toBe(before + 1);

    const pdf = await labelOf(orderId);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    // The shopper (or anyone not on the team) is told the back-office does not exist.
    expect((await labelOf(orderId, shopper.cookie)).status).toBe(404);
    expect((await labelOf(orderId, '')).status).toBe(404);

    const shipped = (await messagesOf(orderId)).find((message) => message.kind === 'order-shipped');
    expect(shipped?.payload).toMatchObject({
      orderNumber: orderId,
      carrier: 'Estafeta',
      trackingNumber: order.shipping.tracking_number,
      trackingUrl: order.shipping.tracking_url,
    });
    const mine = await shopperOrder(shopper, orderId);
    expect(mine.tracking_url).toBe(order.shipping.tracking_url);
    expect(mine.tracking_steps).toEqual(order.shipping.tracking_steps);
  });

  it("sends the address's recipient to the carrier, and both order pages name them", async () => {
    const shopper = await newShopper();
    await database.db
      .update(shippingAddresses)
      .set({ recipientName: 'Beto Díaz', recipientPhone: '6149998877' })
      .where(eq(shippingAddresses.id, shopper.addressId));
    const orderId = await paidOrder(database.db, shop.url, shopper, belt);

    expect((await generate(orderId)).status).toBe(200);
    const destination = await selectRow(
      database.db,
      sql`SELECT request->'destination' AS destination FROM dev_shipments ORDER BY created_at DESC LIMIT 1`,
      (row) => row.destination as { name: string; phone: string },
    );
    expect(destination).toMatchObject({ name: 'Beto Díaz', phone: '6149998877' });
    const said = /^Recibe: Beto Díaz, Tel\. 6149998877\. /;
    expect((await detail(orderId)).shipping_address).toMatch(said);
    expect((await shopperOrder(shopper, orderId)).shipping_address).toMatch(said);
  });

  it('names the account holder on the label for an address saved without a recipient', async () => {
    const { shopper, orderId } = await deliveryOrder();
    expect((await generate(orderId)).status).toBe(200);
    const destination = await selectRow(
      database.db,
      sql`SELECT request->'destination' AS destination FROM dev_shipments ORDER BY created_at DESC LIMIT 1`,
      (row) => row.destination as { name: string; phone: string },
    );
    expect(destination).toMatchObject({
      name: `Cliente ${shopper.email.split('@')[0]}`,
      phone: '+526141234567',
    });
  });

  it('bought once when pressed twice at once or again later', async () => {
    const { orderId } = await deliveryOrder();
    const before = await labelsAtCarrier();
    const answers = await Promise.all([generate(orderId), generate(orderId)]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect([
      [200, 200],
      [200, 409],
    ]).toContainEqual(statuses);
    const first = await stateOf(orderId);
    expect((await generate(orderId)).status).toBe(200);
    expect(await labelsAtCarrier()).toBe(before + 1);
    expect(await stateOf(orderId)).toEqual(first);
    expect(first.labels).toBe(1);
    expect(first.messages.filter((kind) => kind === 'order-shipped')).toHaveLength(1);
  });

  it('is bought on a retry once a purchase whose process died is abandoned, and not before', async () => {
    const { orderId } = await deliveryOrder();
    const before = await labelsAtCarrier();
    // What a process that died at Envia leaves behind: the claim, never written back.
    const claim = { orderId, state: 'buying' as const, carrier: 'estafeta', service: 'ground' };
    await database.db.insert(shipments).values({ ...claim, createdAt: new Date(Date.now() - 60_000) });
    const early = await generate(orderId);
    expect(early.status).toBe(409);
    expect(await labelsAtCarrier()).toBe(before);

    await database.db
      .update(shipments)
      .set({ createdAt: new Date(Date.now() - ABANDONED_PURCHASE_AFTER_MS - 1_000) })
      .where(eq(shipments.orderId, orderId));
    expect((await generate(orderId)).status).toBe(200);
    expect(await labelsAtCarrier()).toBe(before + 1);
    expect((await labelOf(orderId)).status).toBe(200);
  });

  it('changes nothing and says why in Spanish when the carrier cannot be reached', async () => {
    const { orderId } = await deliveryOrder();
    const before = await stateOf(orderId);
    const answer = await generate(orderId, carrierDown);
    expect(answer.status).toBe(502);
    expect(await answer.json()).toEqual({
      error:
        'No se pudo generar la guía: No pudimos comunicarnos con la paquetería. Intenta de nuevo en unos minutos. El pedido no cambió.',
    });
    expect(await stateOf(orderId)).toEqual(before);
    expect((await labelOf(orderId)).status).toBe(404);
    // Once the carrier answers, it is bought as usual.
    expect((await generate(orderId)).status).toBe(200);
  });

  it('refuses a pick-up order and one already shipped by hand, buying nothing', async () => {
    const shopper = await newShopper();
    const pickup = await paidOrder(database.db, shop.url, shopper, belt, 1, { shippingOption: 'pickup' });
    const labels = await labelsAtCarrier();
    const refused = await generate(pickup);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      error: 'Este pedido se recoge en la tienda: no lleva guía de paquetería.',
    });

    const { orderId } = await deliveryOrder();
    const byHand = await fetch(`${shop.url}/api/admin/orders/${orderId}/status`, {
      method: 'POST',
      headers: { cookie: staff.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'enviado', carrier: 'DHL', tracking_number: 'DHL-123456' }),
    });
    expect(byHand.status).toBe(200);
    const late = await generate(orderId);
    expect(late.status).toBe(409);
    expect(await labelsAtCarrier()).toBe(labels);
    expect((await detail(orderId)).shipping).toMatchObject({ carrier: 'DHL', has_label: false });
  });

  it('is the team’s: a shopper gets the same 404 as a stranger', async () => {
    const { shopper, orderId } = await deliveryOrder();
    expect((await call('POST', `${shop.url}/api/admin/orders/${orderId}/label`, shopper.cookie)).status).toBe(
      404,
    );
    expect((await stateOf(orderId)).labels).toBe(0);
  });
});

describe("the carrier's tracking webhooks", () => {
  it('step the parcel along with dates and e-mails, and deliver the order', async () => {
    const { shopper, orderId, trackingNumber } = await shippedOrder();
    const audits = (await database.db.select({ n: count() }).from(auditLog))[0]?.n;

    expect((await webhook(trackingNumber, 'In Transit', '2026-12-02T16:00:00Z')).status).toBe(200);
    expect((await webhook(trackingNumber, 'Out for Delivery', '2026-12-03T15:00:00Z')).status).toBe(200);
    let mine = await shopperOrder(shopper, orderId);
    expect(mine.shipping_status).toBe('enviado');
    expect(mine.tracking_steps).toEqual([
      { name: 'En camino', at: '2026-12-02T16:00:00.000Z' },
      { name: 'En reparto', at: '2026-12-03T15:00:00.000Z' },
      { name: 'Entregado', at: null },
    ]);

    expect((await webhook(trackingNumber, 'Delivered', '2026-12-03T19:30:00Z')).status).toBe(200);
    mine = await shopperOrder(shopper, orderId);
    expect(mine.shipping_status).toBe('entregado');
    expect(mine.tracking_steps?.[2]).toEqual({ name: 'Entregado', at: '2026-12-03T19:30:00.000Z' });
    // 'Rastrear paquete' still has its page once delivered.
    expect(mine.tracking_url).toBe(`${shop.url}/dev-envia/envios/${trackingNumber}`);
    const order = await detail(orderId);
    expect(order.shipping.tracking_steps).toEqual(mine.tracking_steps);
    expect(order.history.at(-1)).toMatchObject({ status: 'entregado', changed_by: 'carrier' });
    // The carrier is not staff: no audit entry.
    expect((await database.db.select({ n: count() }).from(auditLog))[0]?.n).toBe(audits);

    const messages = await messagesOf(orderId);
    expect(messages.map((message) => message.kind)).toEqual([
      'order-received',
      'staff-new-order',
      'order-shipped',
      'order-tracking',
      'order-tracking',
      'order-delivered',
    ]);
    expect(messages.slice(3).map((message) => message.payload)).toEqual([
      expect.objectContaining({ orderNumber: orderId, step: 'en_camino', trackingNumber }),
      expect.objectContaining({ orderNumber: orderId, step: 'en_reparto', trackingNumber }),
      { orderNumber: orderId },
    ]);
  });

  it("leave a label's guide and the carrier's delivery as the carrier told them: staff cannot edit or undo them", async () => {
    const { orderId, trackingNumber } = await shippedOrder();
    const correct = (body: unknown) =>
      fetch(`${shop.url}/api/admin/orders/${orderId}/tracking`, {
        method: 'POST',
        headers: { cookie: staff.cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const refused = await correct({ carrier: 'DHL', tracking_number: 'DHL-999999' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: LABEL_GUIDE_IS_THE_CARRIERS });
    expect((await detail(orderId)).shipping.tracking_number).toBe(trackingNumber);

    expect((await webhook(trackingNumber, 'Delivered', '2026-12-03T19:30:00Z')).status).toBe(200);
    expect((await detail(orderId)).shipping.undo_delivery_until).toBeUndefined();
    const undo = await call('POST', `${shop.url}/api/admin/orders/${orderId}/undo-delivery`);
    expect(undo.status).toBe(409);
    expect(await undo.json()).toEqual({ error: UNDO_NOT_CARRIER });
    expect((await detail(orderId)).shipping_status).toBe('entregado');
  });

  it('change nothing twice for a replay, nor for an older event arriving after a newer one', async () => {
    const { orderId, trackingNumber } = await shippedOrder();
    expect((await webhook(trackingNumber, 'Out for Delivery', '2026-12-03T15:00:00Z')).status).toBe(200);
    const after = await stateOf(orderId);
    const steps = (await detail(orderId)).shipping.tracking_steps;

    // The same event again, and the earlier 'In Transit' arriving late, under other ids too.
    expect((await webhook(trackingNumber, 'Out for Delivery', '2026-12-03T15:00:00Z')).status).toBe(200);
    expect(
      (await webhook(trackingNumber, 'Out for Delivery', '2026-12-03T15:05:00Z', { id: 'otra' })).status,
    ).toBe(200);
    expect((await webhook(trackingNumber, 'In Transit', '2026-12-02T16:00:00Z')).status).toBe(200);
    expect(await stateOf(orderId)).toEqual(after);
    expect((await detail(orderId)).shipping.tracking_steps).toEqual(steps);
    expect(after.messages.filter((kind) => kind === 'order-tracking')).toHaveLength(1);

    await webhook(trackingNumber, 'Delivered', '2026-12-03T19:30:00Z');
    const delivered = await stateOf(orderId);
    await webhook(trackingNumber, 'Delivered', '2026-12-03T19:30:00Z');
    await webhook(trackingNumber, 'Out for Delivery', '2026-12-03T15:00:00Z');
    expect(await stateOf(orderId)).toEqual(delivered);
    expect(delivered.messages.filter((kind) => kind === 'order-delivered')).toHaveLength(1);
  });

  it('refuse a bad signature with 401 and change nothing', async () => {
    const { orderId, trackingNumber } = await shippedOrder();
    const before = await stateOf(orderId);
    const forged = await webhook(trackingNumber, 'Delivered', '2026-12-03T19:30:00Z', {
      secret: 'no-es-el-auth-token-de-la-tienda',
    });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({
      error: 'El aviso de rastreo no está firmado por Envia.com o es demasiado antiguo.',
    });
    const unsigned = await fetch(shop.config.envia.devWebhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ trackingNumber, status: 'Delivered', carrierName: 'estafeta' }),
    });
    expect(unsigned.status).toBe(401);
    expect(await stateOf(orderId)).toEqual(before);
  });

  it('acknowledge a tracking number the shop never bought and change nothing', async () => {
    const everything = async () => ({
      messages: (await database.db.select({ n: count() }).from(outboxMessages))[0]?.n,
      moves: (await database.db.select({ n: count() }).from(billStatusChanges))[0]?.n,
      parcels: await database.db.select().from(shipments).orderBy(shipments.orderId),
    });
    const before = await everything();
    const answer = await webhook('NO-ES-NUESTRA-123', 'Delivered', '2026-12-03T19:30:00Z');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true });
    expect(await everything()).toEqual(before);
  });

  it('arrive where the local carrier sends them', () => {
    expect(shop.config.envia.devWebhookUrl).toBe(`${shop.url}/api${SHIPPING_WEBHOOK_PATH}`);
  });
});
