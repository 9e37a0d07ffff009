import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  col,
  openPostgres,
  rowShape,
  selectRow,
  selectRows,
  type DatabaseHandle,
} from '../apps/server/src/db/client';
import { createShopper, type Shopper } from '../apps/server/src/test/shop-server';
import { payOnHostedPage, requestCheckout } from '../apps/server/src/test/shop-calls';
import {
  captureWebhooks,
  redeliver,
  type Delivery,
  type WebhookCapture,
} from '../apps/server/src/test/webhook-capture';
import { withClient } from '../apps/server/src/test/database/postgres-server';
import { startSmtpCatcher, type SmtpCatcher } from '../apps/server/src/test/smtp-catcher';
import { createShopDatabase, stockOf, variantWithStock, type ShopDatabase } from './support/postgres-shop';
import { startPrivatePostgres, type PrivatePostgres } from './support/private-postgres';
import { startStore, type RunningStore } from './support/store';

/** Runs only when TEST_DATABASE_URL names a PostgreSQL server (vitest.config.ts includes it then). */
const server = process.env.TEST_DATABASE_URL as string;
const UNAVAILABLE = 'La tienda no puede atender en este momento. Intenta de nuevo en unos minutos.';

const billsOf = async (database: DatabaseHandle, userId: number) =>
  Number(
    (
      await selectRow(
        database.db,
        sql`SELECT count(*)::int AS count FROM bills WHERE user_id = ${userId}`,
        rowShape({ count: col.integer }),
      )
    )?.count,
  );

/** Backends of `database` waiting for a lock: the store's request has reached the point the test holds. */
const lockWaiters = async (url: string) =>
  withClient(url, async (client) => {
    const result = await client.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
    );
    return Number(result.rows[0]?.count);
  });

/** A connection that holds a lock in an open transaction until the test lets go. */
async function holdLock(url: string, statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('BEGIN');
  await client.query(statement, values);
  return async () => {
    await client.query('ROLLBACK');
    await client.end();
  };
}

describe('the store killed (SIGKILL) between receiving a payment webhook and answering it', () => {
  let database: ShopDatabase;
  let capture: WebhookCapture;
  // The local hosted checkout stands in for Stripe in a process of its own, so that it outlives the shop.
  let provider: RunningStore;
  let shop: RunningStore;
  let variant: number;
  const shopEnvironment = () => ({ DATABASE_URL: database.url, DEV_PAY_URL: provider.url });

  beforeAll(async () => {
    database = await createShopDatabase(server, 'kill');
    capture = await captureWebhooks();
    provider = await startStore({ DATABASE_URL: database.url, DEV_PAY_WEBHOOK_URL: capture.url });
    shop = await startStore(shopEnvironment());
    variant = await variantWithStock(database.handle, 5);
  });
  afterAll(async () => {
    await shop?.stop();
    await provider?.stop();
    await capture?.close();
    await database?.drop();
  });

  /** A paid checkout of one unit whose `completed` event the provider has sent (and the test kept). */
  async function paidCheckout(email: string): Promise<{ shopper: Shopper; delivery: Delivery }> {
    const shopper = await createShopper(database.handle, email);
    const created = await requestCheckout(
      shop.url,
      shopper.cookie,
      [{ variant_id: variant, quantity: 1 }],
      shopper.addressId,
    );
    expect(created.status).toBe(201);
    expect((await payOnHostedPage(String(created.body.url))).status).toBe(303);
    const completed = () =>
      capture.deliveries.find((delivery) => {
        const event = JSON.parse(delivery.body) as { type: string; data: { object: { id: string } } };
        return event.type === 'checkout.session.completed' && event.data.object.id === created.body.sessionId;
      });
    await expect.poll(() => completed() !== undefined).toBe(true);
    return { shopper, delivery: completed() as Delivery };
  }

  /**
   * Sends the delivery, waits until the store is inside its work on it, and kills the store there. A
   * statement already sent would still run once its lock is free, as PostgreSQL cannot know its client
   * died until it writes the answer; a machine that dies takes its connections along, so the test ends
   * the store's waiting backends with it.
   */
  async function killWhileHandling(delivery: Delivery) {
    const answer = redeliver(delivery, shop.url).then(
      (response) => response.status,
      () => 'sin respuesta' as const,
    );
    await expect.poll(() => lockWaiters(database.url)).toBeGreaterThan(0);
    shop.child.kill('SIGKILL');
    await withClient(database.url, (client) =>
      client.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
      ),
    );
    expect(await shop.exited).toBeNull();
    expect(await answer).toBe('sin respuesta');
  }

  it('before the order is written: the retried delivery writes it once, with one stock change', async () => {
    const { shopper, delivery } = await paidCheckout('sigkill-antes@correo.test');
    expect(await stockOf(database.handle, variant)).toBe(4);
    const sessionId = (JSON.parse(delivery.body) as { data: { object: { id: string } } }).data.object.id;
    // The store will wait on this row when it marks the payment session paid, inside its transaction.
    const release = await holdLock(
      database.url,
      'SELECT 1 FROM payment_sessions WHERE provider_session_id = $1 FOR UPDATE',
      [sessionId],
    );
    await killWhileHandling(delivery);
    await release();
    expect(await billsOf(database.handle, shopper.userId)).toBe(0);
    expect(await stockOf(database.handle, variant)).toBe(4);

    shop = await startStore(shopEnvironment());
    expect((await redeliver(delivery, shop.url)).status).toBe(200);
    expect((await redeliver(delivery, shop.url)).status).toBe(200);
    expect(await billsOf(database.handle, shopper.userId)).toBe(1);
    expect(await stockOf(database.handle, variant)).toBe(4);
  });

  it('after the order is written, before the event is recorded: the retry adds nothing', async () => {
    const { shopper, delivery } = await paidCheckout('sigkill-despues@correo.test');
    expect(await stockOf(database.handle, variant)).toBe(3);
    // Reads of the event log pass; recording the event (an INSERT) waits, after the order's commit.
    const release = await holdLock(database.url, 'LOCK TABLE payment_events IN SHARE MODE');
    await killWhileHandling(delivery);
    await release();
    expect(await billsOf(database.handle, shopper.userId)).toBe(1);
    const eventId = (JSON.parse(delivery.body) as { id: string }).id;
    const recorded = await selectRows(
      database.handle.db,
      sql`SELECT event_id FROM payment_events WHERE event_id = ${eventId}`,
      rowShape({ eventId: col.text }),
    );
    expect(recorded).toEqual([]);

    shop = await startStore(shopEnvironment());
    expect((await redeliver(delivery, shop.url)).status).toBe(200);
    expect(await billsOf(database.handle, shopper.userId)).toBe(1);
    expect(await stockOf(database.handle, variant)).toBe(3);
    const sold = await selectRows(
      database.handle.db,
      sql`SELECT status, quantity FROM stock_reservations WHERE variant_id = ${variant} ORDER BY id`,
      rowShape({ status: col.text, quantity: col.integer }),
    );
    expect(sold).toEqual([
      { status: 'sold', quantity: 1 },
      { status: 'sold', quantity: 1 },
    ]);
  });
});

describe('SIGTERM', () => {
  let database: ShopDatabase;
  let store: RunningStore;
  beforeAll(async () => {
    database = await createShopDatabase(server, 'drain');
    store = await startStore({ DATABASE_URL: database.url });
  });
  afterAll(async () => {
    await store?.stop();
    await database?.drop();
  });

  it('answers the requests in flight, refuses new ones, then exits 0', async () => {
    const shopper = await createShopper(database.handle, 'sigterm@correo.test');
    // The request waits on this lock, so it is surely in flight when the signal arrives.
    const release = await holdLock(database.url, 'LOCK TABLE users IN ACCESS EXCLUSIVE MODE');
    const inFlight = fetch(`${store.url}/api/users`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie: shopper.cookie },
      body: JSON.stringify({ name: 'Nombre guardado al cerrar', phone_number: '+526141234567' }),
    });
    await expect.poll(() => lockWaiters(database.url)).toBeGreaterThan(0);
    store.child.kill('SIGTERM');
    const newRequest = () =>
      fetch(`${store.url}/api/health`).then(
        (response) => response.status,
        () => 'rechazada' as const,
      );
    await expect.poll(newRequest).not.toBe(200);
    // A new connection is refused; one that was kept alive gets 503 and is closed.
    expect(['rechazada', 503]).toContain(await newRequest());
    await release();

    const answered = await inFlight;
    expect(answered.status).toBe(200);
    const code = await store.exited;
    expect(code).toBe(0);
    const user = await selectRow(
      database.handle.db,
      sql`SELECT name FROM users WHERE id = ${shopper.userId}`,
      rowShape({ name: col.text }),
    );
    expect(user?.name).toBe('Nombre guardado al cerrar');
  });
});

describe('PostgreSQL stopped and started again while the store runs', () => {
  let postgres: PrivatePostgres;
  let database: ShopDatabase;
  let store: RunningStore;
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    database = await createShopDatabase(postgres.url, 'outage');
    smtp = await startSmtpCatcher();
    store = await startStore({ DATABASE_URL: database.url, SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await store?.stop();
    await smtp?.stop();
    await database?.drop().catch(() => undefined);
    await postgres?.destroy();
  });

  const status = (path: string, init?: RequestInit) =>
    fetch(`${store.url}${path}`, init).then((response) => response.status);

  it('answers 503 in Spanish while it is down, and recovers by itself when it is back', async () => {
    const shopper = await createShopper(database.handle, 'corte@correo.test');
    const rename = (name: string) =>
      fetch(`${store.url}/api/users`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', cookie: shopper.cookie },
        body: JSON.stringify({ name, phone_number: '+526141234567' }),
      });
    expect((await rename('Antes del corte')).status).toBe(200);
    expect(await status('/api/ready')).toBe(200);

    await postgres.stop();
    await expect.poll(() => status('/api/ready')).toBe(503);
    expect(await (await fetch(`${store.url}/api/ready`)).json()).toEqual({
      status: 'unavailable',
      database: 'postgres',
    });
    for (const answer of [
      await fetch(`${store.url}/api/products/list?category_id=3`),
      await rename('Perdido'),
    ]) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(await answer.json()).toEqual({ error: UNAVAILABLE });
    }
    // The process stays up: its health and its pages do not need the database.
    expect(await status('/api/health')).toBe(200);
    expect(await status('/')).toBe(200);

    await postgres.start();
    await expect.poll(() => status('/api/ready'), { timeout: 20_000 }).toBe(200);
    expect(await status('/api/products/list?category_id=3')).toBe(200);
    expect((await rename('Después del corte')).status).toBe(200);
    expect(store.child.exitCode).toBeNull();
    expect(store.output().match(/Tienda lista en/g)).toHaveLength(1);

    const check = await openPostgres(database.url, 1);
    try {
      const user = await selectRow(
        check.db,
        sql`SELECT name FROM users WHERE id = ${shopper.userId}`,
        rowShape({ name: col.text }),
      );
      expect(user?.name).toBe('Después del corte');
      // The e-mail sender kept looking through the outage: a message queued now still goes out.
      await check.db.execute(
        sql`INSERT INTO outbox_messages (key, kind, recipient, payload)
            VALUES ('corte:entregado', 'order-delivered', 'corte@correo.test', '{"orderNumber": 7}')`,
      );
      await expect
        .poll(() => smtp.messages.map((mail) => mail.subject), { timeout: 10_000 })
        .toEqual(['Tu pedido #7 fue entregado']);
    } finally {
      await check.close();
    }
  });
});
