import type { Bill } from '@store/contract';
import type { AdminOrderDetail, AuditResponse } from '@store/contract/admin';
import { formatCentavos } from '@store/money';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { onOrderRefunded } from '../../invoices';
import { writeCatalogFixture, type Fixture } from '../../../test/catalog-fixture';
import { createTestDatabase } from '../../../test/database';
import { finishedCheckout, type CheckoutMethod } from '../../../test/shop-calls';
import { createShopper, startShopServer, type Shopper, type ShopServer } from '../../../test/shop-server';
import { variantStock, fixtureVariantWith } from '../../../test/rows/variant-stock';
import { messagesOfOrder } from '../../mail';
import { devPayStripe, paymentProvider, type PaymentProvider } from '../../payments';
import { cancelOwnOrder, PAYMENT_ARRIVED } from './cancel-order';
import { bills, paymentEvents } from '../tables';
import { FROM_THE_SHOP } from '../../../test/from-the-shop';

const STAFF = 'encargada@tienda.test';
// A valid CLABE (its check digit holds) and another shopper's account to send a refund to.
const CLABE = '002010077777777771';
let database: DatabaseHandle;
let fixture: Fixture;
let shop: ShopServer;
let stripe: Stripe;
let staff: Shopper;
let shopperCount = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  fixture = await writeCatalogFixture(database.db);
  shop = await startShopServer(database, { ADMIN_EMAILS: STAFF });
  stripe = devPayStripe(shop.url);
  staff = await createShopper(database, STAFF);
});

afterAll(async () => {
  await shop?.app.close();
  await database?.close();
});

const stockOf = (variantId: number) => variantStock(database, variantId);

async function newShopper(): Promise<Shopper> {
  shopperCount += 1;
  return createShopper(database, `cancela${shopperCount}@correo.test`);
}

const variantWith = (stock: number, product: number, color: string, size: string) =>
  fixtureVariantWith(database, fixture, stock, product, color, size);

/** The shopper's checkout, finished on the local hosted page with `method`; its provider session id. */
const checkoutWith = (shopper: Shopper, variantId: number, method: CheckoutMethod, quantity = 1) =>
  finishedCheckout(shop.url, shopper, variantId, method, quantity);

const settleDelayed = (sessionId: string, outcome: 'succeeded' | 'failed') =>
  stripe.rawRequest('POST', `/v1/test_helpers/checkout/sessions/${sessionId}/async_payment`, { outcome });

/** How many of the provider's events of this type the shop has acted on. */
async function eventsHeard(type: string): Promise<number> {
  return (await database.db.select().from(paymentEvents).where(eq(paymentEvents.type, type))).length;
}

async function orderOf(shopper: Shopper): Promise<Bill | undefined> {
  const response = await fetch(`${shop.url}/api/bills/list`, { headers: { cookie: shopper.cookie } });
  return ((await response.json()) as Bill[])[0];
}

/** A shopper's order in `status`, bought with `method` (a delayed one paid when `status` says so). */
async function orderIn(
  shopper: Shopper,
  variantId: number,
  method: CheckoutMethod,
  status: 'En proceso' | 'Pendiente de pago',
  quantity = 1,
): Promise<{ orderId: number; sessionId: string }> {
  const sessionId = await checkoutWith(shopper, variantId, method, quantity);
  if (method !== 'card') {
    await expect.poll(async () => (await orderOf(shopper))?.shipping_status).toBe('Pendiente de pago');
    if (status === 'En proceso') await settleDelayed(sessionId, 'succeeded');
  }
  await expect.poll(async () => (await orderOf(shopper))?.shipping_status).toBe(status);
  return { orderId: (await orderOf(shopper))?.bill_id ?? 0, sessionId };
}

async function cancel(shopper: Shopper, orderId: number, body: unknown = {}) {
  const response = await fetch(`${shop.url}/api/bills/${orderId}/cancel`, {
    method: 'POST',
    headers: { cookie: shopper.cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function admin(method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await fetch(`${shop.url}/api/admin${path}`, {
    method,
    headers: {
      cookie: staff.cookie,
      ...(body === undefined ? FROM_THE_SHOP : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
const detail = async (orderId: number) =>
  (await admin('GET', `/orders/${orderId}`)).body as unknown as AdminOrderDetail;

const subjectsOf = async (orderId: number) =>
  (await messagesOfOrder(database.db, orderId)).map((message) => message.subject);

async function auditOf(orderId: number): Promise<AuditResponse['entries']> {
  const answer = (await admin('GET', '/audit?page=1')).body as unknown as AuditResponse;
  return answer.entries.filter((entry) => entry.details.order === orderId);
}

describe('the shopper cancels an order paid by card', () => {
  it('is refunded at the provider, its units back once, the e-mail queued; then it cannot move', async () => {
    const boot = await variantWith(5, 1, 'Café', '27');
    const shopper = await newShopper();
    const { orderId } = await orderIn(shopper, boot, 'card', 'En proceso', 2);
    expect(await stockOf(boot)).toBe(3);

    const answer = await cancel(shopper, orderId, { reason: 'Me equivoqué de talla' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      bill_id: orderId,
      shipping_status: 'cancelado',
      refund: { method: 'payment', refunded_at: expect.any(String), clabe_last4: null },
    });
    expect(await stockOf(boot)).toBe(5);

    const order = await detail(orderId);
    expect(order.history).toEqual([expect.objectContaining({ status: 'cancelado', changed_by: 'shopper' })]);
    const refund = await stripe.refunds.retrieve(order.payment.refund_id ?? '');
    expect(refund).toMatchObject({ status: 'succeeded', amount: Math.round(order.payment.amount * 100) });
    expect(
      (await stripe.refunds.list({ payment_intent: refund.payment_intent as string })).data,
    ).toHaveLength(1);
    await expect.poll(() => subjectsOf(orderId)).toContain(`Tu pedido #${orderId} fue cancelado`);
    // The ledger: one charge, one refund of all of it, succeeded, to the card; the order is 'Reembolsado'.
    expect(order.money).toMatchObject({
      financial_status: 'Reembolsado',
      charged: order.payment.amount,
      refunded: order.payment.amount,
      refund_pending: 0,
      net: 0,
      refunds: [
        {
          amount: order.payment.amount,
          destination: 'card',
          card_last4: '4242',
          state: 'succeeded',
          settled_at: expect.any(String),
        },
      ],
    });
    const refunded = `Te devolvimos ${formatCentavos(Math.round(order.payment.amount * 100))} del pedido #${orderId}`;
    await expect.poll(() => subjectsOf(orderId)).toContain(refunded);
    expect((await subjectsOf(orderId)).filter((subject) => subject === refunded)).toHaveLength(1);
    // The shopper's own move is in the order's history, not in the staff's audit log.
    expect(await auditOf(orderId)).toEqual([]);

    expect(await cancel(shopper, orderId)).toEqual({
      status: 409,
      body: { error: 'El pedido está cancelado; ya no cambia de estado.' },
    });
    expect(await stockOf(boot)).toBe(5);
  });

  it('cancelled twice at once: one refund, the units back exactly once', async () => {
    const boot = await variantWith(4, 1, 'Negro', '27');
    const shopper = await newShopper();
    const { orderId } = await orderIn(shopper, boot, 'card', 'En proceso', 3);
    const answers = await Promise.all([cancel(shopper, orderId), cancel(shopper, orderId)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await stockOf(boot)).toBe(4);
    const order = await detail(orderId);
    const refund = await stripe.refunds.retrieve(order.payment.refund_id ?? '');
    expect(
      (await stripe.refunds.list({ payment_intent: refund.payment_intent as string })).data,
    ).toHaveLength(1);
    expect(order.history).toHaveLength(1);
    expect(order.money.refunds).toHaveLength(1);
    expect(order.money.refunded).toBe(order.payment.amount);
  });

  it('is not the shopper’s to cancel once shipped, nor another shopper’s at all', async () => {
    const boot = await variantWith(3, 1, 'Café', '26');
    const shopper = await newShopper();
    const { orderId } = await orderIn(shopper, boot, 'card', 'En proceso');

    // Someone else's order is as missing as one that does not exist, and stays as it was.
    const stranger = await newShopper();
    expect(await cancel(stranger, orderId)).toEqual({ status: 404, body: { error: 'Pedido no encontrado' } });
    expect(await cancel(stranger, 999_999)).toEqual({ status: 404, body: { error: 'Pedido no encontrado' } });

    const shipped = await admin('POST', `/orders/${orderId}/status`, {
      status: 'enviado',
      carrier: 'DHL',
      tracking_number: '1234567890',
    });
    expect(shipped.status).toBe(200);
    expect(await cancel(shopper, orderId)).toEqual({
      status: 409,
      body: {
        error:
          'Solo un pedido pendiente de pago o en proceso puede cancelarse: este ya salió con la paquetería.',
      },
    });
    expect((await orderOf(shopper))?.shipping_status).toBe('enviado');
    expect(await stockOf(boot)).toBe(2);
  });

  it('refuses a body it does not know', async () => {
    const shopper = await newShopper();
    expect((await cancel(shopper, 1, { motivo: 'x' })).status).toBe(400);
    expect((await cancel(shopper, 1, { refund_clabe: '002010077777777770' })).status).toBe(400);
  });
});

describe('the shopper cancels an order paid by SPEI', () => {
  it('is refunded at the provider to the account it came from', async () => {
    const boot = await variantWith(3, 1, 'Café', '26.5');
    const shopper = await newShopper();
    const { orderId } = await orderIn(shopper, boot, 'spei', 'En proceso');
    const answer = await cancel(shopper, orderId);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ shipping_status: 'cancelado', refund: { method: 'payment' } });
    expect((await detail(orderId)).payment.refund_id).toMatch(/^re_/);
    expect(await stockOf(boot)).toBe(3);
  });
});

describe('the shopper cancels an order paid in cash at OXXO', () => {
  it('is cancelled with its refund owed; staff record the transfer once, audited', async () => {
    const boot = await variantWith(3, 2, 'Miel', '24');
    const shopper = await newShopper();
    const { orderId } = await orderIn(shopper, boot, 'oxxo', 'En proceso', 2);
    const total = (await orderOf(shopper))?.total_amount;

    const answer = await cancel(shopper, orderId, { refund_clabe: '0020 1007 7777 7777 71' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      shipping_status: 'cancelado',
      refund: { amount: total, refunded_at: null, method: 'transfer', clabe_last4: '7771' },
    });
    expect(await stockOf(boot)).toBe(3);
    expect((await detail(orderId)).payment.refund_id).toBeNull();
    await expect.poll(() => subjectsOf(orderId)).toContain(`Tu pedido #${orderId} fue cancelado`);
    // Owed, not made: still paid in the ledger, with the transfer waiting.
    expect((await orderOf(shopper))?.money).toMatchObject({
      financial_status: 'Pagado',
      refunded: 0,
      refund_pending: total,
      refunds: [{ destination: 'transfer', clabe_last4: '7771', state: 'requested', settled_at: null }],
    });

    const badClabe = await admin('POST', `/orders/${orderId}/refund-transfer`, {
      clabe: '002010077777777770',
      reference: 'RASTREO123',
    });
    expect(badClabe.status).toBe(400);
    const recorded = await admin('POST', `/orders/${orderId}/refund-transfer`, {
      clabe: CLABE,
      reference: 'RASTREO123',
    });
    expect(recorded.status).toBe(200);
    expect((recorded.body as unknown as AdminOrderDetail).payment.refund).toMatchObject({
      refunded_at: expect.any(String),
      clabe_last4: '7771',
      transfer_reference: 'RASTREO123',
    });
    expect((await orderOf(shopper))?.refund).toMatchObject({
      refunded_at: expect.any(String),
      transfer_reference: 'RASTREO123',
    });
    expect(await auditOf(orderId)).toEqual([
      expect.objectContaining({
        action: 'order.refund_transferred',
        sentence: expect.stringContaining(`a la CLABE terminada en 7771 (clave de rastreo RASTREO123)`),
      }),
    ]);
    const again = await admin('POST', `/orders/${orderId}/refund-transfer`, {
      clabe: CLABE,
      reference: 'OTRA456',
    });
    expect(again.status).toBe(409);
    expect(await auditOf(orderId)).toHaveLength(1);
    expect((await orderOf(shopper))?.money).toMatchObject({
      financial_status: 'Reembolsado',
      refunded: total,
      refund_pending: 0,
      net: 0,
      refunds: [{ destination: 'transfer', transfer_reference: 'RASTREO123', state: 'succeeded' }],
    });
    const refunded = `Te devolvimos ${formatCentavos(Math.round((total ?? 0) * 100))} del pedido #${orderId}`;
    await expect.poll(() => subjectsOf(orderId)).toContain(refunded);
    expect((await subjectsOf(orderId)).filter((subject) => subject === refunded)).toHaveLength(1);
  });

  it('without a CLABE, the refund is owed until staff ask for one', async () => {
    const boot = await variantWith(2, 2, 'Miel', '24.5');
    const shopper = await newShopper();
    const { orderId } = await orderIn(shopper, boot, 'oxxo', 'En proceso');
    const answer = await cancel(shopper, orderId);
    expect(answer.body).toMatchObject({ refund: { refunded_at: null, clabe_last4: null } });
    // A paid order that was not cancelled has no transfer to record.
    const other = await newShopper();
    const { orderId: paid } = await orderIn(other, boot, 'card', 'En proceso');
    expect(
      (await admin('POST', `/orders/${paid}/refund-transfer`, { clabe: CLABE, reference: 'ABC1234' })).status,
    ).toBe(409);
  });
});

describe('the shopper cancels an order waiting for its money', () => {
  it('withdraws the voucher at the provider, releases the units, refunds nothing; the voucher no longer pays', async () => {
    const boot = await variantWith(4, 4, 'Negro', '58');
    const shopper = await newShopper();
    const { orderId, sessionId } = await orderIn(shopper, boot, 'oxxo', 'Pendiente de pago');
    expect(await stockOf(boot)).toBe(3);

    const withdrawalsHeard = await eventsHeard('payment_intent.canceled');
    const answer = await cancel(shopper, orderId);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ shipping_status: 'cancelado', refund: null });
    expect(await stockOf(boot)).toBe(4);
    await expect(settleDelayed(sessionId, 'succeeded')).rejects.toMatchObject({
      message: 'This Checkout Session has no pending delayed payment.',
    });
    const session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent'] });
    expect((session.payment_intent as Stripe.PaymentIntent).status).toBe('canceled');
    await expect.poll(() => subjectsOf(orderId)).toContain(`Tu pedido #${orderId} fue cancelado`);
    // The provider's word about the withdrawn payment, arriving after, changes nothing.
    await expect.poll(() => eventsHeard('payment_intent.canceled')).toBe(withdrawalsHeard + 1);
    expect((await orderOf(shopper))?.shipping_status).toBe('cancelado');
    expect(await stockOf(boot)).toBe(4);
  });

  it('withdraws a SPEI transfer’s details the same way', async () => {
    const boot = await variantWith(2, 4, 'Negro', '57');
    const shopper = await newShopper();
    const { orderId } = await orderIn(shopper, boot, 'spei', 'Pendiente de pago');
    expect((await cancel(shopper, orderId)).status).toBe(200);
    expect(await stockOf(boot)).toBe(2);
    const [row] = await database.db.select().from(bills).where(eq(bills.id, orderId));
    expect(row).toMatchObject({ shippingStatus: 'cancelado', refundedAt: null, refundCents: null });
  });

  it('when the money arrives at that moment, refuses and lets the payment settle the order as paid', async () => {
    const boot = await variantWith(3, 1, 'Negro', '26');
    const shopper = await newShopper();
    const { orderId, sessionId } = await orderIn(shopper, boot, 'oxxo', 'Pendiente de pago');
    const real = paymentProvider(shop.config);
    // The shopper pays at the till just as the shop asks the provider to withdraw the payment.
    const racing: PaymentProvider = {
      ...real,
      cancelPendingPayment: async (paymentId) => {
        await settleDelayed(sessionId, 'succeeded');
        return real.cancelPendingPayment(paymentId);
      },
    };
    const user = await database.db.select({ userId: bills.userId }).from(bills).where(eq(bills.id, orderId));
    const refused = await cancelOwnOrder(
      { db: database.db, provider: racing, log: shop.app.log, onRefund: onOrderRefunded },
      user[0]?.userId ?? 0,
      orderId,
      {},
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 409, message: PAYMENT_ARRIVED });
    await expect.poll(async () => (await orderOf(shopper))?.shipping_status).toBe('En proceso');
    expect(await stockOf(boot)).toBe(2);
  });
});
