import type { Bill } from '@store/contract';
import type { AdminOrderDetail } from '@store/contract/admin';
import type { OrderInvoiceState } from '@store/contract/invoices';
import { formatCentavos, returnedLineRefundCents, toCentavos } from '@store/money';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { moneyMovements } from '../../../db/schema';
import { paidOrder } from '../../../test/paid-order';
import { finishedCheckout } from '../../../test/shop-calls';
import { useTestShop, type Shopper } from '../../../test/shop-server';
import { invoiceProvider, issueQueuedCreditNotes } from '../../invoices';
import { messagesOfOrder } from '../../mail';
import { CASH_NEEDS_TRANSFER } from './cancel-order';
import { REFUND_CANCELLED, REFUND_CHANGED, REFUND_UNITS_LEFT, REFUND_UNPAID } from './refund-order';

const OWNER = 'duena@tienda.test';
// A valid CLABE (its check digit holds) and one with its last digit mistyped.
const CLABE = '002010077777777771';
const BAD_CLABE = '002010077777777770';
const COMPANY = {
  rfc: 'EKU9003173C9',
  legal_name: 'Escuela Kemper Urgate',
  tax_regime: '601',
  postal_code: '31000',
  cfdi_use: 'G03',
};

const shop = useTestShop({ owner: OWNER, shoppers: 'reembolso', bootStock: 60 });
const { call, newShopper } = shop;
const admin = (method: 'GET' | 'POST', path: string, body?: unknown) =>
  call(shop.owner, method, `/admin${path}`, body);
const detail = async (orderId: number) =>
  (await admin('GET', `/orders/${orderId}`)).body as unknown as AdminOrderDetail;
const refund = (orderId: number, body: Record<string, unknown>) =>
  admin('POST', `/orders/${orderId}/refunds`, body);
const rowsOf = (orderId: number) =>
  shop.database.db.select().from(moneyMovements).where(eq(moneyMovements.orderId, orderId));
const subjectsOf = async (orderId: number) =>
  (await messagesOfOrder(shop.database.db, orderId)).map((message) => message.subject);

/** What one more unit of the order's first line gives back, by the shared rule. */
function nextUnitCents(order: AdminOrderDetail): number {
  const line = order.refundable!.lines[0]!;
  return returnedLineRefundCents(
    { paidCents: toCentavos(line.paid), units: line.units },
    1,
    line.refunded_units,
  );
}

async function orderOf(shopper: Shopper): Promise<Bill | undefined> {
  return ((await call(shopper, 'GET', '/bills/list')).body as unknown as Bill[])[0];
}

/** An OXXO purchase, its voucher paid when `paid` says so. */
async function oxxoOrder(shopper: Shopper, paid: boolean): Promise<number> {
  const sessionId = await finishedCheckout(shop.url, shopper, shop.boot, 'oxxo', 1);
  await expect.poll(async () => (await orderOf(shopper))?.shipping_status).toBe('Pendiente de pago');
  if (paid) {
    await shop.stripe.rawRequest('POST', `/v1/test_helpers/checkout/sessions/${sessionId}/async_payment`, {
      outcome: 'succeeded',
    });
    await expect.poll(async () => (await orderOf(shopper))?.shipping_status).toBe('En proceso');
  }
  return (await orderOf(shopper))!.bill_id;
}

describe('a partial refund from the order page', { timeout: 60_000 }, () => {
  it('gives back one of two boots at what was paid for it, by the card: Reembolsado parcialmente, the e-mail, and no more units than are left', async () => {
    const shopper = await newShopper();
    const orderId = await paidOrder(shop.database.db, shop.url, shopper, shop.boot, 2);
    const before = await detail(orderId);
    expect(before.refundable).toMatchObject({ refunds_seen: 0, total: before.money.charged });
    const line = before.refundable!.lines[0]!;
    expect(line).toMatchObject({ units: 2, refunded_units: 0 });
    const oneBoot = nextUnitCents(before);

    const answered = await refund(orderId, {
      lines: [{ order_line_id: line.order_line_id, units: 1 }],
      refunds_seen: 0,
    });
    expect(answered.status).toBe(200);
    const after = answered.body as unknown as AdminOrderDetail;
    expect(after.money).toMatchObject({
      financial_status: 'Reembolsado parcialmente',
      refunded: oneBoot / 100,
      net: before.money.charged - oneBoot / 100,
    });
    expect(after.money.refunds).toEqual([
      expect.objectContaining({ amount: oneBoot / 100, destination: 'card', state: 'succeeded' }),
    ]);
    expect(after.refundable!.lines[0]).toMatchObject({ refunded_units: 1 });
    expect(after.refundable!.refunds_seen).toBe(1);
    const [movement] = (await rowsOf(orderId)).filter((row) => row.kind === 'refund');
    expect(movement).toMatchObject({
      cause: 'order-refunded',
      requestedByEmail: OWNER,
      lines: [{ order_line_id: line.order_line_id, units: 1, cents: oneBoot }],
      shippingCents: 0,
    });
    await expect
      .poll(() => subjectsOf(orderId))
      .toContain(`Te devolvimos ${formatCentavos(oneBoot)} del pedido #${orderId}`);

    // Two more units of a line that has one left: refused under the lines, nothing changes.
    const tooMany = await refund(orderId, {
      lines: [{ order_line_id: line.order_line_id, units: 2 }],
      refunds_seen: 1,
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body).toMatchObject({ field: 'lines' });
    expect(String(tooMany.body.error)).toBe(REFUND_UNITS_LEFT(after.lines[0]!.product_name, 1));
    expect((await rowsOf(orderId)).length).toBe(2);

    // The last shop.boot and the shipping: the whole charge is back, so nothing is left to refund.
    const rest = await refund(orderId, {
      lines: [{ order_line_id: line.order_line_id, units: 1 }],
      include_shipping: after.refundable!.shipping > 0,
      refunds_seen: 1,
    });
    expect(rest.status).toBe(200);
    const whole = rest.body as unknown as AdminOrderDetail;
    expect(whole.money).toMatchObject({ financial_status: 'Reembolsado', net: 0 });
    expect(whole.refundable).toBeNull();
  });

  it('refuses zero, negative, non-numeric and above-what-is-left amounts in Spanish, under the amount, changing nothing', async () => {
    const shopper = await newShopper();
    const orderId = await paidOrder(shop.database.db, shop.url, shopper, shop.boot, 1);
    const charged = (await detail(orderId)).money.charged;
    // Refused by the contract (400), the field named apart from the message (the form shows it there).
    for (const amount of [0, -50, 'cien', 10.555]) {
      const answered = await refund(orderId, { amount, refunds_seen: 0 });
      expect(answered.status, String(amount)).toBe(400);
      expect(String(answered.body.error)).toMatch(/^[^:]*monto a reembolsar/);
      expect(answered.body.field).toBe('amount');
    }
    const above = await refund(orderId, { amount: charged + 0.01, refunds_seen: 0 });
    expect(above.status).toBe(422);
    expect(above.body).toMatchObject({ field: 'amount' });
    expect(String(above.body.error)).toMatch(/pasa de lo que queda por reembolsar/);
    const neither = await refund(orderId, { refunds_seen: 0 });
    expect(neither.status).toBe(400);
    expect((await rowsOf(orderId)).filter((row) => row.kind === 'refund')).toEqual([]);

    const part = await refund(orderId, { amount: 100.5, refunds_seen: 0 });
    expect(part.status).toBe(200);
    expect((part.body as unknown as AdminOrderDetail).money).toMatchObject({
      financial_status: 'Reembolsado parcialmente',
      refunded: 100.5,
    });
  });

  it('refunds once when two owners refund the same order at the same moment: one 200, one 409', async () => {
    const shopper = await newShopper();
    const orderId = await paidOrder(shop.database.db, shop.url, shopper, shop.boot, 2);
    const { refundable } = await detail(orderId);
    const line = refundable!.lines[0]!;
    const body = { lines: [{ order_line_id: line.order_line_id, units: 1 }], refunds_seen: 0 };
    const answers = await Promise.all([refund(orderId, body), refund(orderId, body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({ error: REFUND_CHANGED });
    expect((await rowsOf(orderId)).filter((row) => row.kind === 'refund')).toHaveLength(1);
    expect((await detail(orderId)).refundable!.lines[0]).toMatchObject({ refunded_units: 1 });
  });

  it('cancelled after a partial refund, gives back only the rest: the units refunded before are not counted twice', async () => {
    const shopper = await newShopper();
    const orderId = await paidOrder(shop.database.db, shop.url, shopper, shop.boot, 2);
    const before = await detail(orderId);
    const line = before.refundable!.lines[0]!;
    const oneBoot = nextUnitCents(before);
    const first = await refund(orderId, {
      lines: [{ order_line_id: line.order_line_id, units: 1 }],
      refunds_seen: 0,
    });
    expect(first.status).toBe(200);
    expect((await admin('POST', `/orders/${orderId}/cancel`, {})).status).toBe(200);
    const refunds = (await rowsOf(orderId)).filter((row) => row.kind === 'refund');
    expect(refunds.map((row) => row.lines)).toEqual([
      [{ order_line_id: line.order_line_id, units: 1, cents: oneBoot }],
      [{ order_line_id: line.order_line_id, units: 1, cents: toCentavos(line.paid) - oneBoot }],
    ]);
    expect((await detail(orderId)).money).toMatchObject({ financial_status: 'Reembolsado', net: 0 });
  });

  it('refuses an unpaid order (422) and a cancelled one (409)', async () => {
    const waiting = await oxxoOrder(await newShopper(), false);
    expect((await detail(waiting)).refundable).toBeNull();
    const unpaid = await refund(waiting, { amount: 10, refunds_seen: 0 });
    expect(unpaid).toMatchObject({ status: 422, body: { error: REFUND_UNPAID } });

    const shopper = await newShopper();
    const orderId = await paidOrder(shop.database.db, shop.url, shopper, shop.boot, 1);
    expect((await admin('POST', `/orders/${orderId}/cancel`, {})).status).toBe(200);
    const cancelled = await refund(orderId, { amount: 10, refunds_seen: 1 });
    expect(cancelled).toMatchObject({ status: 409, body: { error: REFUND_CANCELLED } });
    expect((await rowsOf(orderId)).filter((row) => row.kind === 'refund')).toHaveLength(1);
  });

  it('gives back cash paid at OXXO by the transfer staff made, with a checked CLABE', async () => {
    const orderId = await oxxoOrder(await newShopper(), true);
    const without = await refund(orderId, { amount: 50, refunds_seen: 0 });
    expect(without).toMatchObject({
      status: 422,
      body: { error: CASH_NEEDS_TRANSFER, field: 'refund_transfer' },
    });
    const badClabe = await refund(orderId, {
      amount: 50,
      refunds_seen: 0,
      refund_transfer: { clabe: BAD_CLABE, reference: 'RASTREO123' },
    });
    expect(badClabe.status).toBe(400);
    expect(String(badClabe.body.error)).toMatch(/CLABE/);
    expect((await rowsOf(orderId)).filter((row) => row.kind === 'refund')).toEqual([]);

    const made = await refund(orderId, {
      amount: 50,
      refunds_seen: 0,
      refund_transfer: { clabe: CLABE, reference: 'RASTREO123' },
    });
    expect(made.status).toBe(200);
    expect((made.body as unknown as AdminOrderDetail).money.refunds).toEqual([
      expect.objectContaining({
        amount: 50,
        destination: 'transfer',
        clabe_last4: '7771',
        transfer_reference: 'RASTREO123',
        state: 'succeeded',
      }),
    ]);
  });

  it("queues an invoiced order's credit note for the refund", async () => {
    const shopper = await newShopper();
    const orderId = await paidOrder(shop.database.db, shop.url, shopper, shop.boot, 2);
    const asked = await call(shopper, 'POST', `/invoices/orders/${orderId}`, {
      ...COMPANY,
      email: shopper.email,
    });
    expect(asked.status).toBe(201);
    const before = await detail(orderId);
    const oneBoot = nextUnitCents(before);
    const answered = await refund(orderId, {
      lines: [{ order_line_id: before.refundable!.lines[0]!.order_line_id, units: 1 }],
      refunds_seen: 0,
    });
    expect(answered.status).toBe(200);
    // Queued in the refund's transaction; the background sweep stamps it.
    await issueQueuedCreditNotes({
      db: shop.database.db,
      provider: invoiceProvider(shop.config),
      config: shop.config,
      log: shop.app.log,
    });
    const state = (await call(shopper, 'GET', `/invoices/orders/${orderId}`))
      .body as unknown as OrderInvoiceState;
    expect(state.credit_notes).toEqual([
      expect.objectContaining({ status: 'vigente', order_id: orderId, total: oneBoot / 100 }),
    ]);
  });
});
