import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/src/db/client';
import { createTestDatabase } from '../../../server/src/test/database';
import { payOnHostedPage } from '../../../server/src/test/shop-calls';
import { devPayOn } from './context';
import type { DevEvent } from './objects/stripe-json';
import { openStore } from './store/open-store';
import type { DevPayStore } from './store/store';
import { sweepDue } from './sweeper';
import {
  choose,
  deliveredAbout,
  openSession,
  retrieve,
  startDevPayShop,
  stopDevPayShop,
  typesOf,
  type DevPayShop,
} from './testing';

let database: DatabaseHandle;
// Two shops on one database, as two server processes on one PostgreSQL: each runs dev-pay and its sweeper.
let first: DevPayShop;
let second: DevPayShop;
let stripe: Stripe;

beforeAll(async () => {
  database = await createTestDatabase();
  first = await startDevPayShop(database);
  second = await startDevPayShop(database);
  stripe = first.stripe;
});

afterAll(async () => {
  await stopDevPayShop(first);
  await stopDevPayShop(second);
  await database?.close();
});

/** Two sweepers' rounds at once at `when`, each on its own connections as in two processes: what they sent. */
async function sweepTogether(when: Date): Promise<DevEvent[]> {
  const sent: DevEvent[] = [];
  const stores: DevPayStore[] = await Promise.all(
    [1, 2].map(() => openStore(database.db, first.shop.app.log)),
  );
  try {
    const sweepers = stores.map((store) =>
      devPayOn(store, {
        publicUrl: first.shop.url,
        apiVersion: () => 'test',
        send: (event) => sent.push(event),
        wakeAt: () => undefined,
      }),
    );
    await Promise.all(sweepers.map((devPay) => sweepDue(devPay, when)));
  } finally {
    await Promise.all(stores.map((store) => store.close()));
  }
  return sent;
}

/** The events about any of these objects (a session, its payment intent). */
const about = (events: DevEvent[], ids: string[]) =>
  events.filter((event) => ids.includes(String((event.data.object as { id?: string }).id)));

describe('dev-pay with requests and sweepers at once', () => {
  it('lapses an expired voucher once, whichever server’s sweeper gets there', async () => {
    const opened = await openSession(first, { email: 'rosa+expire_immediately@correo.test' });
    await choose(first.shop.url, opened.id, 'oxxo');
    const failed = () =>
      [first, second].flatMap((shop) =>
        deliveredAbout(shop.webhooks, opened.id).filter(
          (event) => event.type === 'checkout.session.async_payment_failed',
        ),
      );
    await expect.poll(() => failed().length).toBe(1);
    const { intent } = await retrieve(second.stripe, opened.id);
    expect(intent.status).toBe('requires_payment_method');
    // Later rounds of both sweepers, together, find nothing left to lapse.
    const later = await sweepTogether(new Date(Date.now() + 25 * 60 * 60_000));
    expect(about(later, [opened.id, intent.id])).toEqual([]);
    expect(failed()).toHaveLength(1);
  });

  it('expires an open session once when two sweepers claim it together', async () => {
    const opened = await openSession(first, {});
    const sent = await sweepTogether(new Date(Date.now() + 25 * 60 * 60_000));
    const expired = sent.filter(
      (event) =>
        event.type === 'checkout.session.expired' && (event.data.object as { id: string }).id === opened.id,
    );
    expect(expired).toHaveLength(1);
    expect((await stripe.checkout.sessions.retrieve(opened.id)).status).toBe('expired');
  });

  it('applies five transfers at once to one payment without losing a centavo (the peso over stays the customer’s)', async () => {
    const customer = await stripe.customers.create({ email: 'paco@correo.test' });
    const opened = await openSession(first, { customer: customer.id, amount: 2499_00 });
    await choose(first.shop.url, opened.id, 'spei');
    await Promise.all(
      [first, second, first, second, first].map((shop) =>
        shop.stripe.testHelpers.customers.fundCashBalance(customer.id, { amount: 500_00, currency: 'mxn' }),
      ),
    );
    const { session, intent } = await retrieve(stripe, opened.id);
    expect(session.payment_status).toBe('paid');
    expect(intent.amount_received).toBe(2499_00);
    expect((await stripe.customers.retrieveCashBalance(customer.id)).available).toEqual({ mxn: 1_00 });
    const succeeded = () =>
      [first, second].flatMap((shop) =>
        typesOf(deliveredAbout(shop.webhooks, opened.id)).filter(
          (type) => type === 'checkout.session.async_payment_succeeded',
        ),
      );
    await expect.poll(() => succeeded().length).toBe(1);
  });

  it('never refunds more than was paid when refunds arrive together', async () => {
    const opened = await openSession(first, {});
    await payOnHostedPage(String(opened.url));
    const { intent } = await retrieve(stripe, opened.id);
    const attempts = await Promise.allSettled(
      [first, second, first, second, first].map((shop) =>
        shop.stripe.refunds.create({ payment_intent: intent.id, amount: 1000_00 }),
      ),
    );
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(2);
    const { charge } = await retrieve(stripe, opened.id);
    expect(charge?.amount_refunded).toBe(2000_00);
  });
});
