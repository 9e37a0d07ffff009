import type { ShippingStatus } from '@store/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bills,
  creditNotes,
  invoices,
  moneyMovements,
  outboxMessages,
  returnRequests,
} from '../../../db/schema';
import { startAdminTestApp, type AdminTestApp } from '../../../test/admin-app';
import { storedOrder, storedShopper } from '../../../test/rows/stored-order';
import { lastDaysReport } from './last-days';
import { toDoCounts } from './to-do';
import { invoiceToThePublic } from '../../../test/rows/invoice-row';

let t: AdminTestApp;
let shopperId: number;
let orderCount = 0;

beforeAll(async () => {
  t = await startAdminTestApp();
  shopperId = await storedShopper(t.database.db);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(outboxMessages);
  await t.database.db.delete(creditNotes);
  await t.database.db.delete(invoices);
  await t.database.db.delete(returnRequests);
  await t.database.db.delete(bills);
});

type Line = {
  productId: number;
  name?: string;
  quantity: number;
  unitPesos: number;
  unitDiscountPesos?: number;
  promotionPesos?: number;
};

type OrderSpec = {
  createdAt?: Date;
  status?: ShippingStatus;
  fulfilment?: 'delivery' | 'pickup';
  method?: 'card' | 'oxxo' | 'spei';
  installmentMonths?: 3 | 6 | 12;
  /** The order's total when no lines are given (a figure per day needs no lines). */
  totalPesos?: number;
  shippingPesos?: number;
  lines?: Line[];
};

const cents = (pesos: number) => Math.round(pesos * 100);

/** An order as the webhook (or staff) leaves it; only what the dashboard reads matters here. */
async function placeOrder(spec: OrderSpec): Promise<number> {
  orderCount += 1;
  return storedOrder(t.database.db, {
    userId: shopperId,
    reference: `NW-TABLERO-${orderCount}`,
    paymentMethod: spec.method ?? 'card',
    installmentMonths: spec.installmentMonths ?? null,
    shippingStatus: spec.status ?? 'En proceso',
    fulfilment: spec.fulfilment ?? 'delivery',
    createdAt: spec.createdAt,
    totalCents: spec.totalPesos === undefined ? undefined : cents(spec.totalPesos),
    shippingCents: cents(spec.shippingPesos ?? 0),
    lines: (spec.lines ?? []).map((line) => ({
      productId: line.productId,
      productName: line.name ?? `Producto ${line.productId}`,
      colorName: 'Café',
      sizeName: '27',
      quantity: line.quantity,
      unitPriceCents: cents(line.unitPesos),
      unitDiscountCents: cents(line.unitDiscountPesos ?? 0),
      promotionDiscountCents: cents(line.promotionPesos ?? 0),
    })),
  });
}

// 23:30 on 9 March in Mexico City (UTC-6, no daylight saving time since 2022) is already the 10th in UTC.
// The 30 days run from 8 February to 9 March there: from 2026-02-08T06:00Z to 2026-03-10T06:00Z.
const NOW = new Date('2026-03-10T05:30:00Z');
const IN_WINDOW = new Date('2026-03-05T18:00:00Z');

describe('sales per day over the last 30 days', () => {
  it('count Mexico City days, list every day with zeros, and leave cancelled and unpaid orders out', async () => {
    await placeOrder({ totalPesos: 1, createdAt: new Date('2026-02-08T05:59:59Z') }); // 23:59:59 on 7 Feb there
    await placeOrder({ totalPesos: 100, createdAt: new Date('2026-02-08T06:00:00Z') }); // midnight of 8 Feb
    await placeOrder({ totalPesos: 250.5, createdAt: new Date('2026-03-01T03:00:00Z'), status: 'entregado' }); // 21:00 on 28 Feb
    await placeOrder({ totalPesos: 99.5, createdAt: new Date('2026-03-01T05:59:00Z'), status: 'enviado' }); // 23:59 on 28 Feb
    await placeOrder({ totalPesos: 40, createdAt: new Date('2026-03-01T06:00:00Z') }); // midnight of 1 March
    await placeOrder({ totalPesos: 700, createdAt: new Date('2026-03-10T05:59:59Z') }); // 23:59:59 on 9 March
    await placeOrder({ totalPesos: 5, createdAt: new Date('2026-03-10T06:00:00Z') }); // tomorrow there
    for (const status of ['cancelado', 'Pendiente de pago', 'Pago no recibido'] as const) {
      await placeOrder({ totalPesos: 1000, createdAt: new Date('2026-03-09T18:00:00Z'), status });
    }

    const { days } = await lastDaysReport(t.database.db, NOW);
    expect(days).toHaveLength(30);
    expect(days[0]!.day).toBe('2026-02-08');
    expect(days[29]!.day).toBe('2026-03-09');
    // Consecutive calendar days, February's 28 included.
    expect(days.map((d) => d.day)).toContain('2026-02-28');
    expect(days.map((d) => d.day)).toContain('2026-03-01');
    expect(days.filter((d) => d.orders > 0)).toEqual([
      { day: '2026-02-08', orders: 1, sales: 100, gross_sales: 100, refunds: 0 },
      { day: '2026-02-28', orders: 2, sales: 350, gross_sales: 350, refunds: 0 },
      { day: '2026-03-01', orders: 1, sales: 40, gross_sales: 40, refunds: 0 },
      { day: '2026-03-09', orders: 1, sales: 700, gross_sales: 700, refunds: 0 },
    ]);
    expect(days.filter((d) => d.orders === 0).every((d) => d.sales === 0)).toBe(true);
  });

  it('are 30 days of zeros in a shop without sales', async () => {
    const report = await lastDaysReport(t.database.db, NOW);
    expect(report.days).toHaveLength(30);
    expect(report.days.every((d) => d.orders === 0 && d.sales === 0)).toBe(true);
    expect(report.top_by_units).toEqual([]);
    expect(report.top_by_sales).toEqual([]);
    expect(report.payment_methods.map((m) => [m.method, m.orders, m.sales])).toEqual([
      ['card', 0, 0],
      ['msi', 0, 0],
      ['oxxo', 0, 0],
      ['spei', 0, 0],
    ]);
  });
});

describe('the top products of the last 30 days', () => {
  it('name the 10 best by units and the 10 best by pesos, each in its own order', async () => {
    // Product 100 + i sells i units at 1,000 − 60·i pesos: the units favour the last, the pesos the middle.
    for (let i = 1; i <= 12; i += 1) {
      await placeOrder({
        createdAt: IN_WINDOW,
        lines: [{ productId: 100 + i, quantity: i, unitPesos: 1000 - 60 * i }],
      });
    }
    const report = await lastDaysReport(t.database.db, NOW);
    expect(report.top_by_units.map((p) => [p.product_id, p.units])).toEqual([
      [112, 12],
      [111, 11],
      [110, 10],
      [109, 9],
      [108, 8],
      [107, 7],
      [106, 6],
      [105, 5],
      [104, 4],
      [103, 3],
    ]);
    expect(report.top_by_sales.map((p) => [p.product_id, p.sales])).toEqual([
      [108, 4160],
      [109, 4140],
      [107, 4060],
      [110, 4000],
      [106, 3840],
      [111, 3740],
      [105, 3500],
      [112, 3360],
      [104, 3040],
      [103, 2460],
    ]);
  });

  it('add up a product over its orders, as each line charged, under its latest name, from sold orders in the window only', async () => {
    await placeOrder({
      createdAt: new Date('2026-02-20T18:00:00Z'),
      lines: [
        {
          productId: 7,
          name: 'Bota Ariat',
          quantity: 2,
          unitPesos: 1000,
          unitDiscountPesos: 100,
          promotionPesos: 450,
        },
      ],
    });
    await placeOrder({
      createdAt: IN_WINDOW,
      status: 'entregado',
      lines: [
        { productId: 7, name: 'Bota Ariat Heritage', quantity: 1, unitPesos: 1000 },
        { productId: 8, name: 'Sombrero Stetson', quantity: 1, unitPesos: 2500.5 },
      ],
    });
    // Left out: a cancelled order, one still waiting for its money, one before the 30 days.
    await placeOrder({
      createdAt: IN_WINDOW,
      status: 'cancelado',
      lines: [{ productId: 9, quantity: 50, unitPesos: 10 }],
    });
    await placeOrder({
      createdAt: IN_WINDOW,
      status: 'Pendiente de pago',
      lines: [{ productId: 7, quantity: 5, unitPesos: 1000 }],
    });
    await placeOrder({
      createdAt: new Date('2026-02-08T05:00:00Z'),
      lines: [{ productId: 8, quantity: 9, unitPesos: 2500 }],
    });

    const report = await lastDaysReport(t.database.db, NOW);
    expect(report.top_by_units).toEqual([
      { product_id: 7, product_name: 'Bota Ariat Heritage', units: 3, sales: 2350 },
      { product_id: 8, product_name: 'Sombrero Stetson', units: 1, sales: 2500.5 },
    ]);
    expect(report.top_by_sales.map((p) => p.product_id)).toEqual([8, 7]);
  });
});

describe('the payment methods of the last 30 days', () => {
  it('count orders and pesos per method, net of refunds, meses sin intereses apart from a single card payment', async () => {
    const partlyRefunded = await placeOrder({ createdAt: IN_WINDOW, method: 'card', totalPesos: 1000 });
    // $200 of it went back from the order page; a refund that failed gives nothing back.
    await t.database.db.insert(moneyMovements).values(
      (['succeeded', 'failed'] as const).map((state) => ({
        orderId: partlyRefunded,
        kind: 'refund' as const,
        method: 'card' as const,
        cardLast4: '4242',
        amountCents: 200_00,
        cause: 'order-refunded' as const,
        requestedBy: 'staff' as const,
        idempotencyKey: `order-refund-${partlyRefunded}-${state}`,
        state,
        createdAt: IN_WINDOW,
        settledAt: IN_WINDOW,
      })),
    );
    await placeOrder({ createdAt: IN_WINDOW, method: 'card', totalPesos: 500.25 });
    await placeOrder({ createdAt: IN_WINDOW, method: 'card', installmentMonths: 6, totalPesos: 6000 });
    await placeOrder({ createdAt: IN_WINDOW, method: 'oxxo', totalPesos: 800, status: 'enviado' });
    await placeOrder({ createdAt: IN_WINDOW, method: 'oxxo', totalPesos: 300, status: 'Pendiente de pago' });
    await placeOrder({ createdAt: IN_WINDOW, method: 'spei', totalPesos: 2000, status: 'cancelado' });

    const { payment_methods } = await lastDaysReport(t.database.db, NOW);
    expect(payment_methods).toEqual([
      { method: 'card', orders: 2, sales: 1300.25 },
      { method: 'msi', orders: 1, sales: 6000 },
      { method: 'oxxo', orders: 1, sales: 800 },
      { method: 'spei', orders: 0, sales: 0 },
    ]);
  });
});

const invoice = (kind: 'order' | 'global', createdAt: Date, status: 'emitiendo' | 'vigente' = 'vigente') =>
  invoiceToThePublic({
    kind,
    status,
    idempotencyKey: `factura-${kind}-${createdAt.toISOString()}`,
    totalCents: 10_000,
    createdAt,
  });

describe('what each amount carries', () => {
  it('counts the shipping the shopper paid in sales and payment methods (con envío), not in a product’s pesos (sin envío)', async () => {
    await placeOrder({
      createdAt: IN_WINDOW,
      shippingPesos: 150,
      lines: [{ productId: 3, name: 'Cinto piteado', quantity: 2, unitPesos: 500 }],
    });

    const report = await lastDaysReport(t.database.db, NOW);
    expect(report.days.find((day) => day.day === '2026-03-05')?.sales).toBe(1150);
    expect(report.payment_methods[0]).toEqual({ method: 'card', orders: 1, sales: 1150 });
    expect(report.top_by_sales).toEqual([
      { product_id: 3, product_name: 'Cinto piteado', units: 2, sales: 1000 },
    ]);
  });
});

describe('the counts that need action', () => {
  it('count orders waiting for their money, returns at each of staff’s steps and the invoices asked for today', async () => {
    await placeOrder({ totalPesos: 300, method: 'oxxo', status: 'Pendiente de pago' });
    await placeOrder({ totalPesos: 900, method: 'spei', status: 'Pendiente de pago' });
    await placeOrder({ totalPesos: 900, method: 'spei', status: 'Pago no recibido' });
    const statuses = ['solicitada', 'solicitada', 'aprobada', 'recibida', 'rechazada', 'reembolsada'];
    for (const status of statuses) {
      const orderId = await placeOrder({ totalPesos: 100, status: 'entregado' });
      await t.database.db.insert(returnRequests).values({ orderId, status, reason: 'No me quedó' });
    }
    await t.database.db.insert(invoices).values([
      invoice('order', new Date('2026-03-09T06:00:00Z')), // midnight of 9 March there: today
      invoice('order', new Date('2026-03-10T05:29:00Z')), // 23:29 on 9 March there: today
      invoice('order', new Date('2026-03-09T05:59:00Z')), // 23:59 on 8 March there: yesterday
      invoice('global', new Date('2026-03-09T18:00:00Z')), // staff's own, not a request
    ]);

    expect(await toDoCounts(t.database.db, NOW)).toEqual({
      awaitingPayment: 2,
      toPrepareForPickup: 0,
      returns: { requested: 2, toReceive: 1, toRefund: 1 },
      invoicesRequestedToday: 2,
      invoicesFailed: 0,
      emailsFailed: 0,
      unplacedTransfers: [],
    });
  });

  it('count pick-ups to prepare apart from the orders to ship: a pick-up is never shipped', async () => {
    await placeOrder({ totalPesos: 100 });
    await placeOrder({ totalPesos: 100, fulfilment: 'pickup' });
    await placeOrder({ totalPesos: 100, fulfilment: 'pickup' });
    await placeOrder({ totalPesos: 100, fulfilment: 'pickup', status: 'Listo para recoger' });

    expect((await toDoCounts(t.database.db, NOW)).toPrepareForPickup).toBe(2);
    const body = (await t.app.inject({ url: '/api/admin/dashboard', cookies: { sid: t.staff.sid } })).json();
    expect(body.awaiting_shipment).toBe(1);
    expect(body.to_prepare_for_pickup).toBe(2);
  });

  it('count invoices whose stamping failed and e-mails the outbox gave up on', async () => {
    const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
    const [, stamped] = await t.database.db
      .insert(invoices)
      .values([
        // The provider never answered: past the two minutes after which the sweep takes it up again.
        invoice('order', minutesAgo(5), 'emitiendo'),
        invoice('order', minutesAgo(60), 'vigente'),
        // Still being issued, in time.
        invoice('global', minutesAgo(1), 'emitiendo'),
      ])
      .returning();
    const orderId = await placeOrder({ totalPesos: 100, status: 'entregado' });
    const creditNote = (refundKey: string, status: 'rechazada' | 'vigente') => ({
      invoiceId: stamped!.id,
      orderId,
      refundKey,
      idempotencyKey: `nota-${refundKey}`,
      status,
      paymentForm: '04',
      totalCents: 5_000,
    });
    await t.database.db
      .insert(creditNotes)
      .values([creditNote('return-1', 'rechazada'), creditNote('return-2', 'vigente')]);
    const message = (key: string, status: 'pending' | 'sent' | 'failed') => ({
      key,
      kind: 'order-received',
      recipient: 'cliente@correo.test',
      payload: {},
      status,
      // Not due for a day, so that no sender takes the pending one while the test reads.
      nextAttemptAt: new Date(Date.now() + 86_400_000),
    });
    await t.database.db
      .insert(outboxMessages)
      .values([
        message('prueba:1', 'failed'),
        message('prueba:2', 'failed'),
        message('prueba:3', 'sent'),
        message('prueba:4', 'pending'),
      ]);

    const counts = await toDoCounts(t.database.db, NOW);
    expect(counts.invoicesFailed).toBe(2);
    expect(counts.emailsFailed).toBe(2);
    const body = (await t.app.inject({ url: '/api/admin/dashboard', cookies: { sid: t.staff.sid } })).json();
    expect(body.emails_failed).toBe(2);
    // By the real clock the global invoice of a minute before NOW has stalled too.
    expect(body.invoices_failed).toBe(3);
  });

  it('reach the back-office home with the last 30 days, today being the last of them', async () => {
    await placeOrder({
      totalPesos: 1234.5,
      lines: [{ productId: 3, name: 'Cinto piteado', quantity: 1, unitPesos: 1234.5 }],
    });
    await placeOrder({ totalPesos: 300, method: 'oxxo', status: 'Pendiente de pago' });
    const returned = await placeOrder({
      totalPesos: 100,
      status: 'entregado',
      createdAt: new Date('2020-01-01T12:00:00Z'),
    });
    await t.database.db
      .insert(returnRequests)
      .values({ orderId: returned, status: 'aprobada', reason: 'Talla' });

    const response = await t.app.inject({ url: '/api/admin/dashboard', cookies: { sid: t.staff.sid } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.awaiting_payment).toBe(1);
    expect(body.returns).toEqual({ requested: 0, to_receive: 1, to_refund: 0 });
    expect(body.invoices_requested_today).toBe(0);
    expect(body.last_days.days).toHaveLength(30);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
    expect(body.last_days.days.at(-1)).toEqual({
      day: today,
      orders: 1,
      sales: 1234.5,
      gross_sales: 1234.5,
      refunds: 0,
    });
    expect(body.last_days.days.at(-1).sales).toBe(body.today.sales);
    expect(body.last_days.top_by_units).toEqual([
      { product_id: 3, product_name: 'Cinto piteado', units: 1, sales: 1234.5 },
    ]);
  });
});
