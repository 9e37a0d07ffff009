import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/src/db/client';
import { createTestDatabase } from '../../../server/src/test/database';
import { payOnHostedPage } from '../../../server/src/test/shop-calls';
import { devPayObjects } from './tables';
import {
  choose,
  openSession,
  retrieve,
  startDevPayShop,
  stopDevPayShop,
  submit,
  type DevPayShop,
} from './testing';

let database: DatabaseHandle;
let before: DevPayShop | undefined;
let after: DevPayShop | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await stopDevPayShop(before);
  await stopDevPayShop(after);
  await database?.close();
});

describe('dev-pay across a restart of the shop', () => {
  it('keeps pending vouchers and transfers, refundable payments, customers, keys and events', async () => {
    before = await startDevPayShop(database);
    const stripe = before.stripe;
    const customer = await stripe.customers.create({ email: 'memo@correo.test' }, { idempotencyKey: 'memo' });
    const card = await openSession(before, { customer: customer.id });
    expect((await payOnHostedPage(String(card.url))).status).toBe(303);
    const voucher = await openSession(before, { customer: customer.id });
    await choose(before.shop.url, voucher.id, 'oxxo');
    const transfer = await openSession(before, { customer: customer.id });
    await choose(before.shop.url, transfer.id, 'spei');
    await stripe.testHelpers.customers.fundCashBalance(customer.id, { amount: 499_00, currency: 'mxn' });
    const open = await openSession(before, { email: 'memo@correo.test' });
    const states = await Promise.all(
      [card, voucher, transfer, open].map((session) => retrieve(stripe, session.id)),
    );
    const eventCount = (await stripe.events.list()).data.length;
    await stopDevPayShop(before);
    before = undefined;

    // It is all in the tables, not only in a process that is gone.
    const [stored] = await database.db
      .select({ rows: count() })
      .from(devPayObjects)
      .where(eq(devPayObjects.type, 'payment_intent'));
    expect(stored?.rows).toBe(3);

    after = await startDevPayShop(database);
    const again = after.stripe;
    const reread = await Promise.all(
      [card, voucher, transfer, open].map((session) => retrieve(again, session.id)),
    );
    expect(reread).toEqual(states);
    expect((await again.events.list()).data).toHaveLength(eventCount);
    expect(await again.customers.create({ email: 'otro@correo.test' }, { idempotencyKey: 'memo' })).toEqual(
      customer,
    );

    // The card payment can still be refunded, the voucher paid, the transfer finished.
    expect((await again.refunds.create({ payment_intent: states[0]!.intent.id })).status).toBe('succeeded');
    const voucherPath = new URL(
      String(states[1]!.intent.next_action?.oxxo_display_details?.hosted_voucher_url),
    ).pathname;
    expect((await submit(`${after.shop.url}${voucherPath}/pay`)).status).toBe(303);
    expect((await retrieve(again, voucher.id)).session.payment_status).toBe('paid');
    const remaining = states[2]!.intent.next_action?.display_bank_transfer_instructions?.amount_remaining;
    expect(remaining).toBe(2000_00);
    await again.testHelpers.customers.fundCashBalance(customer.id, { amount: 2000_00, currency: 'mxn' });
    expect((await retrieve(again, transfer.id)).session.payment_status).toBe('paid');
    // The open session still pays, and still expires when asked.
    expect((await again.checkout.sessions.expire(open.id)).status).toBe('expired');
  });
});
