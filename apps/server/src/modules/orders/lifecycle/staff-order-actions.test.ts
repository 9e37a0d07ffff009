import type { AdminOrderDetail, AdminOrdersResponse, AuditResponse } from '@store/contract/admin';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../../db/schema';
import { paidOrder } from '../../../test/paid-order';
import { useTestShop, type Shopper } from '../../../test/shop-server';
import { variantStock } from '../../../test/rows/variant-stock';
import { billLines, bills, billStatusChanges } from '../tables';

const STAFF = 'encargada@tienda.test';
const shop = useTestShop({ owner: STAFF, shoppers: 'comprador', bootStock: 40 });

async function newShopper(name?: string): Promise<Shopper> {
  const shopper = await shop.newShopper();
  if (name) await shop.database.db.update(users).set({ name }).where(eq(users.id, shopper.userId));
  return shopper;
}

/** A real purchase by a shopper with no order yet; the order's id. */
const buy = (shopper: Shopper, quantity = 1, variantId = shop.boot): Promise<number> =>
  paidOrder(shop.database.db, shop.url, shopper, variantId, quantity);

/** A back-office call, by staff unless `who` says otherwise. */
const call = (method: 'GET' | 'POST', path: string, body?: unknown, who: Shopper = shop.owner) =>
  shop.call(who, method, `/admin${path}`, body);
const list = async (query: string) =>
  (await call('GET', `/orders${query}`)).body as unknown as AdminOrdersResponse;
const detail = async (orderId: number) =>
  (await call('GET', `/orders/${orderId}`)).body as unknown as AdminOrderDetail;
/**
 * The order as a refused change must leave it. Its e-mails are left out: the sender works through them
 * on its own clock (a try counted meanwhile is not the refused change's doing).
 */
const orderPart = async (orderId: number) => {
  const { messages: _messages, ...order } = await detail(orderId);
  return order;
};
const ship = (orderId: number, carrier = 'DHL', trackingNumber = '1234567890') =>
  call('POST', `/orders/${orderId}/status`, {
    status: 'enviado',
    carrier,
    tracking_number: trackingNumber,
  });
const deliver = (orderId: number) => call('POST', `/orders/${orderId}/status`, { status: 'entregado' });
const cancel = (orderId: number, reason?: string) =>
  call('POST', `/orders/${orderId}/cancel`, reason === undefined ? {} : { reason });

const stockOf = (variantId: number) => variantStock(shop.database, variantId);
/** The order's entries in the Bitácora as staff read them, oldest first. */
async function auditOf(orderId: number): Promise<AuditResponse['entries']> {
  const entries: AuditResponse['entries'] = [];
  for (let page = 1; ; page += 1) {
    const answer = (await call('GET', `/audit?page=${page}`)).body as unknown as AuditResponse;
    entries.push(...answer.entries.filter((entry) => entry.details.order === orderId));
    if (page >= answer.pagination.totalPages) return entries.reverse();
  }
}
const auditCount = async () => (await shop.database.db.select({ n: count() }).from(auditLog))[0]?.n ?? 0;
const historyCount = async (orderId: number) =>
  (
    await shop.database.db
      .select({ n: count() })
      .from(billStatusChanges)
      .where(eq(billStatusChanges.orderId, orderId))
  )[0]?.n ?? 0;
const shopperBill = async (shopper: Shopper, orderId: number) =>
  (await shop.call(shopper, 'GET', `/bills?bill_id=${orderId}`)).body;

describe('the order list', () => {
  let ana: Shopper;
  let jose: Shopper;
  let anaBill: number;
  let joseBill: number;
  let lateBill: number;

  beforeAll(async () => {
    ana = await newShopper('Ana Domínguez');
    jose = await newShopper('José Pérez');
    anaBill = await buy(ana);
    joseBill = await buy(jose, 2);
    lateBill = await buy(await newShopper('Rosa Treviño'));
    // 23:30 of 1 March in Mexico City (UTC−6) is already 2 March in UTC.
    await shop.database.db
      .update(bills)
      .set({ createdAt: new Date('2026-03-02T05:30:00Z') })
      .where(eq(bills.id, lateBill));
    await shop.database.db
      .update(bills)
      .set({ createdAt: new Date('2026-03-02T06:30:00Z') })
      .where(eq(bills.id, anaBill));
  });

  it('shows every order newest first, with its customer, total and status, one page at a time', async () => {
    const all = await list('');
    const ids = all.orders.map((order) => order.bill_id);
    expect(ids.indexOf(joseBill)).toBeLessThan(ids.indexOf(anaBill));
    expect(ids.indexOf(anaBill)).toBeLessThan(ids.indexOf(lateBill));
    expect(all.orders.find((order) => order.bill_id === joseBill)).toEqual({
      bill_id: joseBill,
      reference: expect.stringMatching(/^NW-[A-Z0-9]{8}$/),
      created_at: expect.any(String),
      units: 2,
      customer_name: 'José Pérez',
      customer_email: expect.stringMatching(/^comprador\d+@correo\.test$/),
      total_amount: 4998,
      shipping_status: 'En proceso',
      fulfilment: 'delivery',
      financial_status: 'Pagado',
    });
    expect(all.pagination).toEqual({ page: 1, limit: 20, total: all.orders.length, totalPages: 1 });
    const beyond = await list('?page=2');
    expect(beyond.orders).toEqual([]);
    expect(beyond.pagination).toMatchObject({ page: 2, totalPages: 1 });
  });

  it('finds an order by its number, its reference, or part of the customer’s name or e-mail', async () => {
    const joseReference = (await detail(joseBill)).reference;
    const found = async (search: string) =>
      (await list(`?search=${encodeURIComponent(search)}`)).orders.map((order) => order.bill_id);
    expect(await found(String(joseBill))).toContain(joseBill);
    expect(await found(`#${joseBill}`)).toEqual([joseBill]);
    expect(await found(joseReference)).toEqual([joseBill]);
    expect(await found(joseReference.toLowerCase().slice(3))).toEqual([joseBill]);
    expect(await found('jose perez')).toEqual([joseBill]);
    expect(await found('TREVIÑO')).toEqual([lateBill]);
    const anaEmail = (await detail(anaBill)).customer.email;
    expect(await found(anaEmail.toUpperCase())).toEqual([anaBill]);
    expect(await found('100%_nadie')).toEqual([]);
  });

  it('finds an order by part of a product’s name as the order kept it, accents ignored', async () => {
    await shop.database.db
      .update(billLines)
      .set({ productName: 'Botín Ñandú Añejo' })
      .where(eq(billLines.orderId, joseBill));
    const found = async (search: string) =>
      (await list(`?search=${encodeURIComponent(search)}`)).orders.map((order) => order.bill_id);
    expect(await found('nandu anejo')).toEqual([joseBill]);
    expect(await found('BOTÍN ÑANDÚ')).toEqual([joseBill]);
  });

  it('filters by status and by days in Mexico City time', async () => {
    expect((await list('?from=2026-03-01&to=2026-03-01')).orders.map((order) => order.bill_id)).toEqual([
      lateBill,
    ]);
    expect((await list('?from=2026-03-02&to=2026-03-02')).orders.map((order) => order.bill_id)).toEqual([
      anaBill,
    ]);
    expect((await list('?to=2026-03-01')).orders.map((order) => order.bill_id)).toEqual([lateBill]);
    expect((await list('?from=2026-03-03')).orders.map((order) => order.bill_id)).toContain(joseBill);
    expect((await list('?status=cancelado&search=Pérez')).orders).toEqual([]);
    expect((await list('?status=En%20proceso&search=Pérez')).orders.map((order) => order.bill_id)).toEqual([
      joseBill,
    ]);
  });

  it('refuses a bad filter with a Spanish 400', async () => {
    for (const [query, message] of [
      [
        '?status=perdido',
        "status debe ser 'Pendiente de pago', 'En proceso', 'enviado', 'Listo para recoger', 'entregado', 'cancelado' o 'Pago no recibido'",
      ],
      ['?from=2026-02-30', 'from no es una fecha válida'],
      ['?to=ayer', 'to debe ser una fecha AAAA-MM-DD'],
      ['?from=2026-03-02&to=2026-03-01', 'La fecha Desde debe ser anterior o igual a la fecha Hasta.'],
      ['?page=0', 'page debe estar entre 1 y 100000'],
      [`?search=${'a'.repeat(101)}`, 'search debe tener a lo más 100 caracteres'],
      ['?search=%00', 'El texto lleva caracteres que no se permiten.'],
      ['?limit=500', 'La petición lleva campos que no se permiten.'],
    ] as const) {
      const response = await call('GET', `/orders${query}`);
      expect(response.status, query).toBe(400);
      expect(String(response.body.error), query).toContain(message);
    }
  });
});

describe('an order’s detail', () => {
  it('has the lines, address, payment, customer, an empty history and its two e-mails before it ships', async () => {
    const shopper = await newShopper('Lucía Ramos');
    const orderId = await buy(shopper, 2);
    expect(await detail(orderId)).toEqual({
      bill_id: orderId,
      reference: expect.stringMatching(/^NW-/),
      created_at: expect.any(String),
      shipping_status: 'En proceso',
      fulfilment: 'delivery',
      // Bought at the shop's flat rate (no option named): no carrier chosen.
      shipping_choice: null,
      customer: {
        name: 'Lucía Ramos',
        email: expect.stringMatching(/@correo\.test$/),
        phone_number: '+526141234567',
      },
      shipping_address: expect.stringContaining('Av. Independencia 1001'),
      lines: [
        expect.objectContaining({
          variant_id: shop.boot,
          product_name: 'Bota vaquera Ariat punta rodeo piel de res',
          color_name: 'Café',
          size_name: '27',
          quantity: 2,
          price: 2499,
        }),
      ],
      summary: { subtotal: 4998, total_discount: 0, shipping_cost: 0, total_amount: 4998 },
      payment: {
        method: 'card',
        card_brand: 'visa',
        installment_months: null,
        sat_payment_form: '04',
        card_last4: '4242',
        amount: 4998,
        refunded_at: null,
        refund_id: null,
        refund: null,
      },
      money: {
        financial_status: 'Pagado',
        charged: 4998,
        refunded: 0,
        refund_pending: 0,
        net: 4998,
        refunds: [],
        overpayment: null,
      },
      // Everything can still go back: both boots, at what was paid for them.
      refundable: {
        total: 4998,
        shipping: 0,
        refunds_seen: 0,
        lines: [
          {
            order_line_id: expect.any(Number),
            description: 'Bota vaquera Ariat punta rodeo piel de res · Café · 27',
            units: 2,
            paid: 4998,
            refunded_units: 0,
          },
        ],
      },
      payment_instructions: null,
      shipping: {
        carrier: null,
        tracking_number: null,
        tracking_url: null,
        has_label: false,
        tracking_steps: null,
      },
      history: [],
      notes: [],
      // Queued with the payment; whether they went out yet depends on the sender's round.
      messages: [
        expect.objectContaining({
          subject: `Recibimos tu pedido #${orderId}`,
          recipient: expect.stringMatching(/@correo\.test$/),
        }),
        expect.objectContaining({ subject: `Nuevo pedido #${orderId}`, recipient: 'Personal de la tienda' }),
      ],
    });
  });

  it('is not found for an unknown order, and a bad id is a 400', async () => {
    expect(await call('GET', '/orders/999999')).toEqual({
      status: 404,
      body: { error: 'Pedido no encontrado' },
    });
    expect((await call('GET', '/orders/abc')).status).toBe(400);
    expect((await call('GET', '/orders/0')).status).toBe(400);
  });
});

describe('the shipping workflow', () => {
  it('goes En proceso → enviado → entregado, recording who and when, and the shopper sees it', async () => {
    const shopper = await newShopper();
    const orderId = await buy(shopper);
    const auditBefore = await auditCount();

    const shipped = await ship(orderId, 'Estafeta', ' 8055 1234 56 ');
    expect(shipped.status).toBe(200);
    const trackingUrl = 'https://www.estafeta.com/Herramientas/Rastreo?wayBill=8055123456';
    expect(shipped.body).toMatchObject({
      shipping_status: 'enviado',
      shipping: { carrier: 'Estafeta', tracking_number: '8055123456', tracking_url: trackingUrl },
      history: [
        {
          status: 'enviado',
          carrier: 'Estafeta',
          tracking_number: '8055123456',
          changed_by: STAFF,
          changed_at: expect.any(String),
        },
      ],
    });
    expect(await shopperBill(shopper, orderId)).toMatchObject({
      shipping_status: 'enviado',
      shipping_carrier: 'Estafeta',
      shipping_tracking_number: '8055123456',
      tracking_url: trackingUrl,
    });

    const delivered = await deliver(orderId);
    expect(delivered.status).toBe(200);
    const history = (delivered.body as unknown as AdminOrderDetail).history;
    expect(history.map((change) => [change.status, change.changed_by])).toEqual([
      ['enviado', STAFF],
      ['entregado', STAFF],
    ]);
    expect(history[1]?.carrier).toBe('Estafeta');
    expect(await shopperBill(shopper, orderId)).toMatchObject({ shipping_status: 'entregado' });

    expect((await auditOf(orderId)).map((entry) => [entry.actor, entry.action, entry.sentence])).toEqual([
      [STAFF, 'order.shipped', `Marcó el pedido #${orderId} como enviado por Estafeta, guía 8055123456`],
      [STAFF, 'order.delivered', `Marcó el pedido #${orderId} como entregado`],
    ]);
    expect(await auditCount()).toBe(auditBefore + 2);
  });

  it('refuses a step out of order with a Spanish 409 and changes nothing', async () => {
    const orderId = await buy(await newShopper());
    const before = await orderPart(orderId);
    const auditBefore = await auditCount();
    expect(await deliver(orderId)).toEqual({
      status: 409,
      body: { error: 'Solo un pedido enviado puede marcarse como entregado.' },
    });
    expect(await orderPart(orderId)).toEqual(before);

    expect((await ship(orderId)).status).toBe(200);
    const shipped = await orderPart(orderId);
    expect(await ship(orderId, 'UPS', '1Z999AA10123456784')).toEqual({
      status: 409,
      body: { error: 'El pedido ya está enviado.' },
    });
    expect(await cancel(orderId)).toEqual({
      status: 409,
      body: {
        error:
          'Solo un pedido pendiente de pago o en proceso puede cancelarse: este ya salió con la paquetería.',
      },
    });
    expect(await orderPart(orderId)).toEqual(shipped);
    expect((await deliver(orderId)).status).toBe(200);
    expect(await deliver(orderId)).toEqual({ status: 409, body: { error: 'El pedido ya está entregado.' } });
    expect(await ship(orderId)).toEqual({
      status: 409,
      body: { error: 'Solo un pedido en proceso puede marcarse como enviado.' },
    });
    expect(await historyCount(orderId)).toBe(2);
    expect(await auditCount()).toBe(auditBefore + 2);
    expect((await ship(999_999)).status).toBe(404);
  });

  it('refuses bad input with a Spanish 400, before anything changes', async () => {
    const orderId = await buy(await newShopper());
    const before = await orderPart(orderId);
    const auditBefore = await auditCount();
    for (const [body, message] of [
      [{ status: 'enviado', carrier: 'DHL' }, 'Escribe el número de guía'],
      [{ status: 'enviado', carrier: 'DHL', tracking_number: '' }, 'Escribe el número de guía'],
      [{ status: 'enviado', carrier: 'DHL', tracking_number: '12<script>' }, 'Escribe el número de guía'],
      [{ status: 'enviado', tracking_number: '123456' }, 'Elige la paquetería'],
      [{ status: 'enviado', carrier: 'Correos del Norte', tracking_number: '123456' }, 'Elige la paquetería'],
      [
        { status: 'cancelado' },
        "status debe ser 'enviado' (con paquetería y número de guía), 'Listo para recoger' o 'entregado'",
      ],
      [{ status: 'En proceso' }, "status debe ser 'enviado'"],
      [{}, "status debe ser 'enviado'"],
      [{ status: 'entregado', shipping_status: 'entregado' }, 'La petición lleva campos que no se permiten.'],
      [
        { status: 'enviado', carrier: 'DHL', tracking_number: '123456', refund_id: 're_x' },
        'La petición lleva campos que no se permiten.',
      ],
    ] as const) {
      const response = await call('POST', `/orders/${orderId}/status`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(String(response.body.error), JSON.stringify(body)).toContain(message);
    }
    for (const body of [{ reason: 12 }, { reason: 'x'.repeat(301) }, { refund: false }]) {
      expect((await call('POST', `/orders/${orderId}/cancel`, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await call('POST', '/orders/abc/status', { status: 'entregado' })).status).toBe(400);
    expect(await orderPart(orderId)).toEqual(before);
    expect(await auditCount()).toBe(auditBefore);
  });

  it('makes one change when staff click at the same moment', async () => {
    const orderId = await buy(await newShopper());
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => ship(orderId, 'FedEx', `77${index}0001`)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const shipped = await orderPart(orderId);
    expect(shipped.history).toHaveLength(1);
    expect(shipped.history[0]?.tracking_number).toBe(shipped.shipping.tracking_number);
    expect(await auditOf(orderId)).toHaveLength(1);
  });

  it('is for staff only: a shopper’s call is not found and changes nothing', async () => {
    const shopper = await newShopper();
    const orderId = await buy(shopper);
    const shopperCall = await call(
      'POST',
      `/orders/${orderId}/status`,
      { status: 'enviado', carrier: 'DHL', tracking_number: '123456' },
      shopper,
    );
    expect(shopperCall).toEqual({ status: 404, body: { error: 'No encontrado' } });
    expect((await call('POST', `/orders/${orderId}/cancel`, {}, shopper)).status).toBe(404);
    expect((await detail(orderId)).shipping_status).toBe('En proceso');
  });
});

describe('cancelling with a refund', () => {
  it('refunds the payment through the provider, returns the units once, and the shopper sees cancelado', async () => {
    const shopper = await newShopper();
    const stockBefore = await stockOf(shop.boot);
    const orderId = await buy(shopper, 3);
    expect(await stockOf(shop.boot)).toBe((stockBefore ?? 0) - 3);

    const cancelled = await cancel(orderId, 'El cliente pidió otra talla');
    expect(cancelled.status).toBe(200);
    const order = cancelled.body as unknown as AdminOrderDetail;
    expect(order).toMatchObject({
      shipping_status: 'cancelado',
      payment: { amount: 7497, refunded_at: expect.any(String), refund_id: expect.stringMatching(/^re_/) },
      history: [{ status: 'cancelado', changed_by: STAFF, carrier: null, tracking_number: null }],
    });
    expect(await stockOf(shop.boot)).toBe(stockBefore);

    const refund = await shop.stripe.refunds.retrieve(order.payment.refund_id ?? '');
    expect(refund).toMatchObject({
      object: 'refund',
      status: 'succeeded',
      amount: 7497_00,
      currency: 'mxn',
      charge: expect.stringMatching(/^ch_/),
      payment_intent: expect.stringMatching(/^pi_/),
      metadata: { bill_id: String(orderId), reference: order.reference },
    });
    expect(
      (await shop.stripe.refunds.list({ payment_intent: refund.payment_intent as string })).data,
    ).toHaveLength(1);
    // Like Stripe, the provider refuses to give the same payment back twice.
    await expect(
      shop.stripe.refunds.create({ payment_intent: refund.payment_intent as string }),
    ).rejects.toMatchObject({ code: 'charge_already_refunded' });

    expect(await shopperBill(shopper, orderId)).toMatchObject({
      shipping_status: 'cancelado',
      tracking_url: null,
    });
    expect(await auditOf(orderId)).toEqual([
      expect.objectContaining({
        actor: STAFF,
        action: 'order.cancelled',
        sentence: `Canceló el pedido #${orderId} y reembolsó $7,497.00; 3 unidades volvieron a existencias. Motivo: El cliente pidió otra talla`,
        details: {
          order: orderId,
          refundId: refund.id,
          refundedCents: 7497_00,
          unitsReturned: 3,
          reason: 'El cliente pidió otra talla',
        },
      }),
    ]);

    expect(await cancel(orderId)).toEqual({
      status: 409,
      body: { error: 'El pedido está cancelado; ya no cambia de estado.' },
    });
    expect(await ship(orderId)).toEqual({
      status: 409,
      body: { error: 'El pedido está cancelado; ya no cambia de estado.' },
    });
    expect(await stockOf(shop.boot)).toBe(stockBefore);
    expect(await historyCount(orderId)).toBe(1);
  });

  it('cancelled by several staff at once: one refund, the units back exactly once', async () => {
    const stockBefore = await stockOf(shop.boot);
    const orderId = await buy(await newShopper(), 2);
    const answers = await Promise.all(Array.from({ length: 5 }, () => cancel(orderId)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await stockOf(shop.boot)).toBe(stockBefore);
    const order = await detail(orderId);
    const refund = await shop.stripe.refunds.retrieve(order.payment.refund_id ?? '');
    expect(
      (await shop.stripe.refunds.list({ payment_intent: refund.payment_intent as string })).data,
    ).toHaveLength(1);
    expect(order.history).toHaveLength(1);
    expect(await auditOf(orderId)).toHaveLength(1);
  });

  it('while another staff member marks it enviado: one of the two wins, never both', async () => {
    const stockBefore = await stockOf(shop.boot);
    const orderId = await buy(await newShopper());
    const [shipped, cancelled] = await Promise.all([ship(orderId), cancel(orderId)]);
    expect([shipped.status, cancelled.status].sort()).toEqual([200, 409]);
    const order = await detail(orderId);
    if (cancelled.status === 200) {
      expect(order.shipping_status).toBe('cancelado');
      expect(await stockOf(shop.boot)).toBe(stockBefore);
    } else {
      expect(order.shipping_status).toBe('enviado');
      expect(order.payment.refund_id).toBeNull();
      expect(await stockOf(shop.boot)).toBe((stockBefore ?? 0) - 1);
    }
    expect(order.history).toHaveLength(1);
  });
});
