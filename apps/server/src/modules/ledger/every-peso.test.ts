import { clabeCheckDigit, type Bill } from '@store/contract';
import type { AdminOrderDetail, AdminReturnDetail, DashboardResponse } from '@store/contract/admin';
import type { OrderInvoiceState } from '@store/contract/invoices';
import { parse } from 'csv-parse/sync';
import { and, eq, inArray, ne } from 'drizzle-orm';
import fc from 'fast-check';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PATIENT_WAIT } from '../../test/observe/patient-wait';
import type { DatabaseHandle } from '../../db/client';
import { bills, moneyMovements, paymentCustomers, promotions, variants } from '../../db/schema';
import { shopClock } from '../../lib/shop-day';
import { writeCatalogFixture, type Fixture } from '../../test/catalog-fixture';
import { createTestDatabase } from '../../test/database';
import { FROM_THE_SHOP } from '../../test/from-the-shop';
import { payOnHostedPage, requestCheckout, type CheckoutMethod } from '../../test/shop-calls';
import { createShopper, startShopServer, type Shopper, type ShopServer } from '../../test/shop-server';
import { invoiceProvider, issueQueuedCreditNotes, withdrawRefundedInvoices } from '../invoices';
import { devPayStripe } from '../payments';

/*
 * Issue 33's proof: random sequences of what shoppers and the owner do to orders of one shop — purchases
 * by card, OXXO and SPEI, with a running promotion or not, with shipping or free shipping; paying what
 * waits; cancels by the shopper or the owner; returns refunded in part or whole; the owed transfer of a
 * cash refund; invoices — and after each step, every place that shows money agrees to the centavo.
 */

const OWNER = 'duena@tienda.test';
// One of the taxpayers SAT publishes test certificates for: a company, régimen 601.
const COMPANY = {
  rfc: 'EKU9003173C9',
  legal_name: 'Escuela Kemper Urgate',
  tax_regime: '601',
  postal_code: '31000',
  cfdi_use: 'G03',
};
const DAY = 24 * 60 * 60_000;

let database: DatabaseHandle;
let fixture: Fixture;
let shop: ShopServer;
let stripe: Stripe;
let owner: Shopper;
let shopperCount = 0;

/**
 * What may be bought: a boot at $2,499 (free shipping, no promotion), a hat at $4,599 in 'Segundo par al
 * 50 %', a sweater at $599 with 13 % off (below the free-shipping amount alone; odd centavos once split).
 */
type Product = 'boot' | 'hat' | 'sweater';
let variantOf: Record<Product, number>;

beforeAll(async () => {
  database = await createTestDatabase();
  fixture = await writeCatalogFixture(database.db);
  variantOf = {
    boot: fixture.variant(1, 'Café', '27'),
    hat: fixture.variant(4, 'Negro', '58'),
    sweater: fixture.variant(3, 'Gris', 'M'),
  };
  await database.db
    .update(variants)
    .set({ stock: 1_000 })
    .where(inArray(variants.id, Object.values(variantOf)));
  await database.db.insert(promotions).values([
    {
      name: 'Segundo sombrero al 50 %',
      kind: 'second_half',
      startsAt: new Date(Date.now() - DAY),
      endsAt: new Date(Date.now() + 30 * DAY),
      categoryIds: [19],
    },
    {
      name: 'Suéteres 13 % menos',
      kind: 'percent',
      percentOff: 13,
      startsAt: new Date(Date.now() - DAY),
      endsAt: new Date(Date.now() + 30 * DAY),
      categoryIds: [20],
    },
  ]);
  shop = await startShopServer(database, { OWNER_EMAILS: OWNER });
  stripe = devPayStripe(shop.url);
  owner = await createShopper(database, OWNER);
});

afterAll(async () => {
  await shop?.app.close();
  await database?.close();
});

// --- Calls, as the browser makes them --------------------------------------------------------------

type Answer = { status: number; body: unknown; text: string };

async function call(who: Shopper, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
  const response = await fetch(`${shop.url}/api${path}`, {
    method,
    headers: {
      cookie: who.cookie,
      ...(body === undefined ? FROM_THE_SHOP : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, text, body: /^[[{]/.test(text) ? JSON.parse(text) : text };
}

/** A call that must succeed: anything else fails the property, naming the call and its answer. */
async function ok<T>(who: Shopper, method: 'GET' | 'POST', path: string, body?: unknown, status = 200) {
  const answer = await call(who, method, path, body);
  if (answer.status !== status) {
    throw new Error(`${method} ${path} respondió ${answer.status}, no ${status}: ${answer.text}`);
  }
  return answer.body as T;
}

const cents = (pesos: number) => Math.round(pesos * 100);

/** Waits for what the provider does on its own (a webhook, a refund that finishes later). */
function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  return vi.waitFor(async () => {
    const value = await read();
    if (!done(value)) throw new Error(`no llegó: ${what}`);
    return value;
  }, PATIENT_WAIT);
}

/** A valid CLABE (its check digit holds), different each time. */
function clabe(seed: number): string {
  const digits = `0121800${String(seed).padStart(10, '0')}`.slice(0, 17);
  return digits + String(clabeCheckDigit(digits));
}

// --- The model: the orders of one run and where each stands ---------------------------------------

type Order = {
  id: number;
  shopper: Shopper & { email: string };
  method: CheckoutMethod;
  sessionId: string;
  state: 'waiting' | 'paid' | 'delivered' | 'cancelled';
  invoiced: boolean;
  transferOwed: boolean;
};

const line = fc.record({
  product: fc.constantFrom<Product>('boot', 'hat', 'sweater'),
  quantity: fc.integer({ min: 1, max: 3 }),
});

const step = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('buy' as const),
      method: fc.constantFrom<CheckoutMethod>('card', 'oxxo', 'spei'),
      lines: fc.uniqueArray(line, { minLength: 1, maxLength: 2, selector: (one) => one.product }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('pay' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('cancel' as const),
      pick: fc.nat(),
      by: fc.constantFrom('shopper' as const, 'owner' as const),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('return' as const),
      pick: fc.nat(),
      line: fc.nat(),
      units: fc.integer({ min: 1, max: 3 }),
      // The share of what the units were paid that goes back: whole, or part (a partial refund).
      share: fc.oneof(fc.constant(1), fc.double({ min: 0.01, max: 1, noNaN: true })),
      shippingBack: fc.constantFrom(0, 0, 99.5),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('transfer' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('invoice' as const), pick: fc.nat() }) },
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

/** The `pick`-th of the orders `fits` allows, or none. */
const chosen = (orders: Order[], pick: number, fits: (order: Order) => boolean) => {
  const candidates = orders.filter(fits);
  return candidates.length === 0 ? undefined : candidates[pick % candidates.length];
};

// --- The steps ------------------------------------------------------------------------------------

const ledgerRows = (orderIds: number[]) =>
  orderIds.length === 0
    ? Promise.resolve([])
    : database.db.select().from(moneyMovements).where(inArray(moneyMovements.orderId, orderIds));

async function buy(
  orders: Order[],
  method: CheckoutMethod,
  wanted: { product: Product; quantity: number }[],
) {
  // OXXO takes cash up to $10,000 a voucher: one line of at most two units stays under it.
  const lines = method === 'oxxo' ? [{ ...wanted[0]!, quantity: Math.min(wanted[0]!.quantity, 2) }] : wanted;
  shopperCount += 1;
  const email = `peso${shopperCount}@correo.test`;
  const shopper = { ...(await createShopper(database, email)), email };
  const created = await requestCheckout(
    shop.url,
    shopper.cookie,
    lines.map((one) => ({ variant_id: variantOf[one.product], quantity: one.quantity })),
    shopper.addressId,
  );
  if (created.status !== 201) throw new Error(`la compra no empezó: ${JSON.stringify(created.body)}`);
  const url = String(created.body.url);
  const finished =
    method === 'card'
      ? await payOnHostedPage(url)
      : await fetch(`${url}/${method}`, { method: 'POST', redirect: 'manual' });
  expect(finished.status).toBe(303);
  const [row] = await until(
    'el pedido',
    () => database.db.select().from(bills).where(eq(bills.userId, shopper.userId)),
    (rows) => rows.length === 1,
  );
  const expected = method === 'card' ? 'En proceso' : 'Pendiente de pago';
  await until(
    'su estado',
    () => statusOf(row!.id),
    (status) => status === expected,
  );
  orders.push({
    id: row!.id,
    shopper,
    method,
    sessionId: String(created.body.sessionId),
    state: method === 'card' ? 'paid' : 'waiting',
    invoiced: false,
    transferOwed: false,
  });
}

async function statusOf(orderId: number) {
  const [row] = await database.db
    .select({ status: bills.shippingStatus })
    .from(bills)
    .where(eq(bills.id, orderId));
  return row?.status;
}

/** The voucher paid at OXXO, or the whole amount transferred by SPEI. */
async function pay(order: Order) {
  if (order.method === 'oxxo') {
    await stripe.rawRequest('POST', `/v1/test_helpers/checkout/sessions/${order.sessionId}/async_payment`, {
      outcome: 'succeeded',
    });
  } else {
    const [customer] = await database.db
      .select()
      .from(paymentCustomers)
      .where(eq(paymentCustomers.userId, order.shopper.userId));
    const [row] = await database.db.select().from(bills).where(eq(bills.id, order.id));
    await stripe.testHelpers.customers.fundCashBalance(customer!.providerCustomerId, {
      amount: row!.totalCents,
      currency: 'mxn',
    });
  }
  await until(
    'el pago',
    () => statusOf(order.id),
    (status) => status === 'En proceso',
  );
  order.state = 'paid';
}

async function cancel(order: Order, by: 'shopper' | 'owner') {
  const cash = order.method === 'oxxo' && order.state === 'paid';
  if (by === 'shopper') {
    await ok(order.shopper, 'POST', `/bills/${order.id}/cancel`, {});
    order.transferOwed = cash;
  } else if (order.state === 'waiting') {
    await ok(owner, 'POST', `/admin/orders/${order.id}/cancel-unpaid`, { reason: 'No llegó el pago' });
  } else {
    await ok(owner, 'POST', `/admin/orders/${order.id}/cancel`, {
      reason: 'Sin existencias',
      ...(cash ? { refund_transfer: { clabe: clabe(order.id), reference: `RASTREO${order.id}` } } : {}),
    });
  }
  order.state = 'cancelled';
}

async function deliver(order: Order) {
  if (order.state === 'delivered') return;
  await ok(owner, 'POST', `/admin/orders/${order.id}/status`, {
    status: 'enviado',
    carrier: 'DHL',
    tracking_number: '1234567890',
  });
  await ok(owner, 'POST', `/admin/orders/${order.id}/status`, { status: 'entregado' });
  order.state = 'delivered';
}

type ReturnForm = { lines: { order_line_id: number; returnable_quantity: number }[] };

/** Units of one line sent back, received, and refunded in whole or in part, plus return shipping maybe. */
async function giveBack(order: Order, pick: Extract<Step, { kind: 'return' }>) {
  await deliver(order);
  const form = await ok<ReturnForm>(order.shopper, 'GET', `/bills/${order.id}/returns`);
  const returnable = form.lines.filter((one) => one.returnable_quantity > 0);
  const wanted = returnable[pick.line % Math.max(returnable.length, 1)];
  if (!wanted) return;
  const quantity = Math.min(pick.units, wanted.returnable_quantity);
  await ok(
    order.shopper,
    'POST',
    `/bills/${order.id}/returns`,
    { lines: [{ order_line_id: wanted.order_line_id, quantity }], reason: 'No me quedó la talla' },
    201,
  );
  const { requests } = await ok<{ requests: { return_id: number; status: string }[] }>(
    order.shopper,
    'GET',
    `/bills/${order.id}/returns`,
  );
  const returnId = requests.find((one) => one.status === 'solicitada')!.return_id;
  await ok(owner, 'POST', `/admin/returns/${returnId}/approve`);
  await ok(owner, 'POST', `/admin/returns/${returnId}/receive`);
  const detail = await ok<AdminReturnDetail>(owner, 'GET', `/admin/returns/${returnId}`);
  const paidCents = cents(detail.lines[0]!.paid_amount);
  const lineCents = Math.max(1, Math.floor(paidCents * pick.share));
  // Return shipping on top, only while the order has that much left to give back.
  const rows = await ledgerRows([order.id]);
  const count = (kind: string) =>
    rows
      .filter(
        (row) =>
          row.kind === kind && (kind === 'charge' ? row.state === 'succeeded' : row.state !== 'failed'),
      )
      .reduce((sum, row) => sum + row.amountCents, 0);
  const left = count('charge') - count('refund');
  if (lineCents > left) return;
  const shippingCents = lineCents + cents(pick.shippingBack) <= left ? cents(pick.shippingBack) : 0;
  await ok(owner, 'POST', `/admin/returns/${returnId}/refund`, {
    lines: [{ order_line_id: wanted.order_line_id, amount: lineCents / 100 }],
    shipping_amount: shippingCents / 100,
    // Return shipping is the shop's to pay only when the shop was at fault.
    shop_at_fault: shippingCents > 0,
    ...(order.method === 'oxxo'
      ? { refund_transfer: { clabe: clabe(returnId), reference: `DEVOLUCION${returnId}` } }
      : {}),
  });
}

async function recordTransfer(order: Order) {
  await ok(owner, 'POST', `/admin/orders/${order.id}/refund-transfer`, {
    clabe: clabe(order.id + 7),
    reference: `RASTREO${order.id}`,
  });
  order.transferOwed = false;
}

async function askInvoice(order: Order) {
  await ok(
    order.shopper,
    'POST',
    `/invoices/orders/${order.id}`,
    { ...COMPANY, email: order.shopper.email },
    201,
  );
  order.invoiced = true;
}

async function run(orders: Order[], one: Step) {
  const paid = (order: Order) => order.state === 'paid' || order.state === 'delivered';
  switch (one.kind) {
    case 'buy':
      return buy(orders, one.method, one.lines);
    case 'pay': {
      const order = chosen(orders, one.pick, (candidate) => candidate.state === 'waiting');
      return order && pay(order);
    }
    case 'cancel': {
      const order = chosen(orders, one.pick, (candidate) => ['waiting', 'paid'].includes(candidate.state));
      return order && cancel(order, one.by);
    }
    case 'return': {
      const order = chosen(orders, one.pick, paid);
      return order && giveBack(order, one);
    }
    case 'transfer': {
      const order = chosen(orders, one.pick, (candidate) => candidate.transferOwed);
      return order && recordTransfer(order);
    }
    case 'invoice': {
      const order = chosen(orders, one.pick, (candidate) => paid(candidate) && !candidate.invoiced);
      return order && askInvoice(order);
    }
  }
}

// --- The books, read everywhere ------------------------------------------------------------------

/**
 * What follows a step on its own, finished before the books are read: refunds the provider finishes later
 * (SPEI) are done, and the leader's sweeps have withdrawn cancelled orders' invoices and stamped the
 * credit notes.
 */
async function settle(orders: Order[]) {
  const ids = orders.map((order) => order.id);
  await until(
    'los reembolsos pendientes en la pasarela',
    async () =>
      ids.length === 0
        ? []
        : database.db
            .select()
            .from(moneyMovements)
            .where(
              and(
                inArray(moneyMovements.orderId, ids),
                eq(moneyMovements.state, 'requested'),
                ne(moneyMovements.method, 'transfer'),
              ),
            ),
    (rows) => rows.length === 0,
  );
  const deps = {
    db: database.db,
    provider: invoiceProvider(shop.config),
    config: shop.config,
    log: shop.app.log,
  };
  await withdrawRefundedInvoices(deps);
  await issueQueuedCreditNotes(deps);
}

type Money = { charged: number; refunded: number; net: number };

/** Each order's money straight from the ledger's rows: succeeded charges less succeeded refunds. */
async function ledgerMoney(): Promise<Map<number, Money>> {
  const rows = await database.db.select().from(moneyMovements).where(eq(moneyMovements.state, 'succeeded'));
  const money = new Map<number, Money>();
  for (const row of rows) {
    const now = money.get(row.orderId) ?? { charged: 0, refunded: 0, net: 0 };
    if (row.kind === 'charge') now.charged += row.amountCents;
    else now.refunded += row.amountCents;
    now.net = now.charged - now.refunded;
    money.set(row.orderId, now);
  }
  return money;
}

const NOTHING: Money = { charged: 0, refunded: 0, net: 0 };
const inCents = (money: { charged: number; refunded: number; net: number }): Money => ({
  charged: cents(money.charged),
  refunded: cents(money.refunded),
  net: cents(money.net),
});

/** The orders CSV of the shop's day: each order's charged, refunded and net, by its number. */
async function csvMoney(day: string): Promise<Map<number, Money>> {
  const answer = await call(owner, 'GET', `/admin/orders/export.csv?from=${day}&to=${day}`);
  expect(answer.status).toBe(200);
  const [header, ...records] = parse(answer.text.replace(/^\uFEFF/, ''), {
    relax_column_count: false,
  }) as string[][];
  const at = (name: string) => header!.indexOf(name);
  return new Map(
    records.map((record) => [
      Number(record[at('número')]),
      {
        charged: cents(Number(record[at('cobrado')])),
        refunded: cents(Number(record[at('reembolsado')])),
        net: cents(Number(record[at('neto')])),
      },
    ]),
  );
}

async function checkBooks(orders: Order[]) {
  const day = shopClock(new Date()).day;
  const [ledger, csv, dashboard] = await Promise.all([
    ledgerMoney(),
    csvMoney(day),
    ok<DashboardResponse>(owner, 'GET', '/admin/dashboard'),
  ]);
  // A run that crossed midnight in Mexico City reads its day again rather than two days' books.
  if (shopClock(new Date()).day !== day) return checkBooks(orders);

  // Every order of the day in the CSV has the ledger's charged, refunded and net.
  for (const [orderId, row] of csv)
    expect(row, `pedido #${orderId} en el CSV`).toEqual(ledger.get(orderId) ?? NOTHING);
  // The dashboard's day is the sum of the orders' nets.
  const sum = (pick: (money: Money) => number) =>
    [...csv.values()].reduce((total, row) => total + pick(row), 0);
  expect({
    net: cents(dashboard.today.sales),
    gross: cents(dashboard.today.gross_sales),
    refunds: cents(dashboard.today.refunds),
  }).toEqual({
    net: sum((row) => row.net),
    gross: sum((row) => row.charged),
    refunds: sum((row) => row.refunded),
  });

  for (const order of orders) {
    const expected = ledger.get(order.id) ?? NOTHING;
    expect(csv.get(order.id), `pedido #${order.id} en el CSV`).toEqual(expected);
    const mine = await ok<Bill>(order.shopper, 'GET', `/bills?bill_id=${order.id}`);
    expect(inCents(mine.money), `pedido #${order.id} en la página del cliente`).toEqual(expected);
    const staffs = await ok<AdminOrderDetail>(owner, 'GET', `/admin/orders/${order.id}`);
    expect(inCents(staffs.money), `pedido #${order.id} en la página de la tienda`).toEqual(expected);
    if (!order.invoiced) continue;
    // The invoice, while it stands, less its credit notes, is what the shop kept.
    const invoicing = await ok<OrderInvoiceState>(order.shopper, 'GET', `/invoices/orders/${order.id}`);
    const invoice = invoicing.invoice!;
    expect(invoice.status, `factura del pedido #${order.id}`).not.toBe('emitiendo');
    const invoiced = invoice.status === 'cancelada' ? 0 : cents(invoice.total);
    expect(invoicing.credit_notes.every((note) => note.status === 'vigente')).toBe(true);
    const credited = invoicing.credit_notes.reduce((total, note) => total + cents(note.total), 0);
    expect(invoiced - credited, `factura menos notas de crédito del pedido #${order.id}`).toBe(expected.net);
  }
}

describe('every peso accounted for', () => {
  it(
    'after any sequence of purchases, payments, cancels, returns, transfers and invoices, the ledger, the order pages, the CSV, the dashboard and the invoices agree to the centavo',
    { timeout: 600_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
          const orders: Order[] = [];
          for (const one of steps) {
            await run(orders, one);
            await settle(orders);
            await checkBooks(orders);
          }
        }),
        {
          numRuns: 15,
          // Fixed, so CI runs the same sequences; fast-check prints the seed and path of a failure.
          seed: 33,
          examples: [
            // An invoice asked for after a partial refund: it once stood for the whole order (fixed).
            [
              [
                { kind: 'buy', method: 'card', lines: [{ product: 'boot', quantity: 2 }] },
                { kind: 'return', pick: 0, line: 0, units: 1, share: 0.5, shippingBack: 0 },
                { kind: 'invoice', pick: 0 },
              ],
            ],
            // Cash paid at OXXO, invoiced, cancelled by the shopper: while the transfer is owed the invoice
            // once was withdrawn at once, standing for less than the shop kept (fixed, decision 037).
            [
              [
                { kind: 'buy', method: 'oxxo', lines: [{ product: 'sweater', quantity: 1 }] },
                { kind: 'pay', pick: 0 },
                { kind: 'invoice', pick: 0 },
                { kind: 'cancel', pick: 0, by: 'shopper' },
                { kind: 'transfer', pick: 0 },
              ],
            ],
          ],
        },
      );
    },
  );
});
