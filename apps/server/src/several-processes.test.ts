import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { col, LEADER_LOCK_KEY, rowShape, selectRow, type DatabaseHandle } from './db/client';
import { outboxMessages } from './db/schema';
import { queueMessage } from './modules/mail';
import { createTestDatabase, TEST_DATABASE_KIND, type TestDatabase } from './test/database';
import { startShopServer, type ShopServer } from './test/shop-server';
import { startSmtpCatcher, type SmtpCatcher } from './test/smtp-catcher';

// Two app servers on one database, as WEB_CONCURRENCY=2 runs them: each with its own pool (on
// PostgreSQL), its own e-mail sender and its own background timers.
let database: TestDatabase;
let second: DatabaseHandle;
let smtp: SmtpCatcher;
let shops: ShopServer[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  second = await database.openAnother();
  smtp = await startSmtpCatcher();
  shops = [
    await startShopServer(database, { SMTP_URL: smtp.url }),
    await startShopServer(second, { SMTP_URL: smtp.url }),
  ];
});

afterAll(async () => {
  for (const shop of shops) await shop.app.close();
  await smtp?.stop();
  await second?.close();
  await database?.close();
});

describe('two servers on one database', () => {
  it('send each queued e-mail once, whichever sender claims it', async () => {
    const count = 12;
    for (let index = 1; index <= count; index += 1) {
      await queueMessage(database.db, {
        kind: 'order-delivered',
        key: `procesos:${index}`,
        to: { email: `cliente${index}@correo.test` },
        data: { orderNumber: 700 + index },
      });
    }
    // A sender claims a message by adding one to its attempts, and only while it is pending: once every
    // row is sent, no copy can still go out, and one attempt each means no second sender ever held one.
    const outboxRows = () =>
      database.db
        .select({ status: outboxMessages.status, attempts: outboxMessages.attempts })
        .from(outboxMessages)
        .where(like(outboxMessages.key, 'procesos:%'));
    await expect
      .poll(async () => (await outboxRows()).filter((row) => row.status === 'sent').length)
      .toBe(count);
    const recipients = smtp.messages.flatMap((mail) => mail.to).toSorted();
    expect(recipients).toEqual(
      Array.from({ length: count }, (_, index) => `cliente${index + 1}@correo.test`).toSorted(),
    );
    const rows = await outboxRows();
    expect(rows).toEqual(Array.from({ length: count }, () => ({ status: 'sent', attempts: 1 })));
  });

  it('sign a shopper in through the local provider when its form and the callback reach different ones', async () => {
    // As in a cluster: one public address, one session secret, two processes.
    const config = loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'http://tienda.test' });
    const [one, other] = [await buildApp(config, { database }), await buildApp(config, { database: second })];
    try {
      const start = await one.inject('/api/auth/google?returnTo=%2Fprofile');
      const cookie = start.cookies.find((candidate) => candidate.name === 'signin')?.value ?? '';
      const authorize = new URL(String(start.headers.location));
      const consent = await one.inject({
        method: 'POST',
        url: '/dev-idp/authorize',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          ...Object.fromEntries(authorize.searchParams),
          name: 'Lucía Terrazas',
          email: 'lucia@correo.test',
        }).toString(),
      });
      const callback = new URL(String(consent.headers.location));
      // The other process exchanges the code the first one issued, with its own provider.
      const done = await other.inject({
        url: `${callback.pathname}${callback.search}`,
        cookies: { signin: cookie },
      });
      expect(done.headers.location).toBe('/profile');
      const sid = done.cookies.find((candidate) => candidate.name === 'sid')?.value ?? '';
      const me = await one.inject({ url: '/api/auth/me', cookies: { sid } });
      expect(me.json()).toMatchObject({ email: 'lucia@correo.test' });
    } finally {
      await one.close();
      await other.close();
    }
  });

  if (TEST_DATABASE_KIND === 'postgres') {
    it('let exactly one of them lead the background work, and another take over when it dies', async () => {
      const handles = [await database.openAnother(), await database.openAnother()];
      try {
        const bids = [await handles[0]!.leads(), await handles[1]!.leads()];
        expect(bids.toSorted()).toEqual([false, true]);
        // The lead stays where it is while its holder lives.
        expect([await handles[0]!.leads(), await handles[1]!.leads()]).toEqual(bids);

        // The leader's process dies without a word: PostgreSQL ends its session, and the lock goes with it.
        const holder = await selectRow(
          database.db,
          sql`SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted AND objid = ${LEADER_LOCK_KEY}
                AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
          rowShape({ pid: col.integer }),
        );
        expect(holder?.pid).toBeGreaterThan(0);
        await database.db.execute(sql`SELECT pg_terminate_backend(${holder?.pid})`);
        const leader = bids[0] ? 0 : 1;
        const follower = 1 - leader;
        await expect.poll(() => handles[follower]!.leads()).toBe(true);
        // The old leader, back on a new connection, finds the lead taken.
        expect(await handles[leader]!.leads()).toBe(false);
      } finally {
        for (const handle of handles) await handle.close();
      }
    });
  } else {
    it('leave the lead to the one PGlite process', async () => {
      expect(await database.leads()).toBe(true);
      expect(await second.leads()).toBe(true);
    });
  }
});
