import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { col, rowShape, selectRow, selectRows } from '../apps/server/src/db/client';
import { SOLD_OUT_IN_CART } from '../apps/server/src/modules/catalog';
import { createShopper, type Shopper } from '../apps/server/src/test/shop-server';
import { payOnHostedPage, requestCheckout } from '../apps/server/src/test/shop-calls';
import { startSmtpCatcher, type SmtpCatcher } from '../apps/server/src/test/smtp-catcher';
import { createShopDatabase, stockOf, variantWithStock, type ShopDatabase } from './support/postgres-shop';
import { freePort, startStore, type RunningStore } from './support/store';

/** Runs only when TEST_DATABASE_URL names a PostgreSQL server (vitest.config.ts includes it then). */
const server = process.env.TEST_DATABASE_URL as string;
const SHOPPERS = 50;
const UNITS = 5;

describe('two store processes on one PostgreSQL', () => {
  let database: ShopDatabase;
  let first: RunningStore;
  let second: RunningStore;
  let smtp: SmtpCatcher;

  beforeAll(async () => {
    database = await createShopDatabase(server, 'load');
    // Both processes send their outbox to one real SMTP server, as they would to the shop's provider.
    smtp = await startSmtpCatcher();
    const secondPort = String(await freePort());
    // The first process's local hosted checkout stands in for Stripe for both, and delivers its webhooks
    // to the second; shoppers reach either.
    first = await startStore({
      DATABASE_URL: database.url,
      SMTP_URL: smtp.url,
      DEV_PAY_WEBHOOK_URL: `http://127.0.0.1:${secondPort}/api/payments/webhook`,
    });
    second = await startStore({
      DATABASE_URL: database.url,
      SMTP_URL: smtp.url,
      PORT: secondPort,
      DEV_PAY_URL: first.url,
    });
  });
  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await smtp?.stop();
    await database?.drop();
  });

  it(`sell exactly ${UNITS} units to ${SHOPPERS} simultaneous checkouts, each paid one with its bill and its e-mails once`, async () => {
    const variant = await variantWithStock(database.handle, UNITS);
    const shoppers: Shopper[] = await Promise.all(
      Array.from({ length: SHOPPERS }, (_, index) =>
        createShopper(database.handle, `carrera${index}@correo.test`),
      ),
    );

    // The stock is sampled all along the race: it must never be seen below zero.
    const samples: number[] = [];
    let racing = true;
    const sampler = (async () => {
      while (racing) samples.push(await stockOf(database.handle, variant));
    })();
    const attempts = await Promise.all(
      shoppers.map((shopper, index) =>
        requestCheckout(
          (index % 2 === 0 ? first : second).url,
          shopper.cookie,
          [{ variant_id: variant, quantity: 1 }],
          shopper.addressId,
        ),
      ),
    );
    racing = false;
    await sampler;

    const held = attempts.filter((attempt) => attempt.status === 201);
    const refused = attempts.filter((attempt) => attempt.status !== 201);
    expect(held).toHaveLength(UNITS);
    expect(refused).toHaveLength(SHOPPERS - UNITS);
    for (const attempt of refused) {
      expect(attempt).toEqual({ status: 409, body: { error: SOLD_OUT_IN_CART } });
    }
    expect(await stockOf(database.handle, variant)).toBe(0);
    expect(samples.length).toBeGreaterThan(0);
    expect(Math.min(...samples)).toBeGreaterThanOrEqual(0);

    // Each holder pays; the webhook (second process) and the success page's question (first process)
    // race to settle the same payment.
    const winners = attempts
      .map((attempt, index) => ({ attempt, shopper: shoppers[index] as Shopper }))
      .filter(({ attempt }) => attempt.status === 201);
    const paid = await Promise.all(
      winners.map(async ({ attempt, shopper }) => {
        const payment = await payOnHostedPage(String(attempt.body.url));
        const state = await fetch(
          `${first.url}/api/payments/checkout-session?session_id=${String(attempt.body.sessionId)}`,
          { headers: { cookie: shopper.cookie } },
        );
        return { payment: payment.status, state: state.status };
      }),
    );
    expect(paid).toEqual(Array.from({ length: UNITS }, () => ({ payment: 303, state: 200 })));

    const billsPerPaidSession = () =>
      selectRows(
        database.handle.db,
        sql`SELECT count(b.id)::int AS bills FROM payment_sessions p LEFT JOIN bills b ON b.payment_session_id = p.id
            WHERE p.status = 'paid' GROUP BY p.id`,
        rowShape({ bills: col.integer }),
      );
    await expect
      .poll(async () => (await billsPerPaidSession()).map((row) => Number(row.bills)))
      .toEqual(Array.from({ length: UNITS }, () => 1));
    const totals = await selectRow(
      database.handle.db,
      sql`SELECT (SELECT count(*)::int FROM bills) AS bills,
                 (SELECT coalesce(sum(quantity), 0)::int FROM stock_reservations WHERE status = 'sold') AS sold,
                 (SELECT count(*)::int FROM stock_reservations WHERE status = 'held') AS held,
                 (SELECT deadlocks::int FROM pg_stat_database WHERE datname = current_database()) AS deadlocks`,
      rowShape({ bills: col.integer, sold: col.integer, held: col.integer, deadlocks: col.integer }),
    );
    expect(totals).toEqual({ bills: UNITS, sold: UNITS, held: 0, deadlocks: 0 });
    expect(await stockOf(database.handle, variant)).toBe(0);

    // Both processes' senders take from one outbox: every order's two messages arrive exactly once.
    const unsent = () =>
      selectRow(
        database.handle.db,
        sql`SELECT count(*)::int AS unsent FROM outbox_messages WHERE status <> 'sent'`,
        rowShape({ unsent: col.integer }),
      );
    await expect.poll(async () => (await unsent())?.unsent, { timeout: 15_000 }).toBe(0);
    const orders = await selectRows(
      database.handle.db,
      sql`SELECT b.id, u.email FROM bills b JOIN users u ON u.id = b.user_id ORDER BY b.id`,
      rowShape({ id: col.integer, email: col.text }),
    );
    const received = (subject: string, to: string) =>
      smtp.messages.filter((mail) => mail.subject === subject && mail.to.includes(to)).length;
    expect(orders.map(({ id, email }) => received(`Recibimos tu pedido #${id}`, email))).toEqual(
      Array.from({ length: UNITS }, () => 1),
    );
    expect(orders.map(({ id }) => received(`Nuevo pedido #${id}`, 'dueno@norteno.local'))).toEqual(
      Array.from({ length: UNITS }, () => 1),
    );
    expect(smtp.messages).toHaveLength(2 * UNITS);
  });
});
