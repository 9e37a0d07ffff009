/**
 * `npm run bench:peak`: the Buen Fin peak, end to end (issue 38). This machine's PostgreSQL with the
 * 100,000-variant catalogue, the built store in two processes (WEB_CONCURRENCY=2) behind Debian's nginx
 * running deploy/nginx.conf on local ports, as the README's production section sets them up. For DURATION
 * seconds (default 60, after WARMUP seconds of browsing that is not counted):
 *
 * - SHOPPERS (200) browse over HTTPS through nginx, each from its own loopback address and on its own
 *   kept-alive connection, as a phone would: listings with filters, searches, product pages (of what the
 *   listing showed) and their cart's refresh, 1 to 3 s apart.
 * - CHECKOUTS_PER_SECOND (20) signed-in buyers each open a checkout of one unit through nginx, pay it on
 *   the local hosted checkout with the approved test card and ask the success page's question; the
 *   checkout's signed `checkout.session.completed` webhook turns it into a paid order.
 * - Every 5 s, RACERS (5) buyers race for the last unit of a variant with stock 1: one may win.
 *
 * It prints req/s and p99 per call, paid orders per second, the webhook's lag (event written → order paid,
 * both as PostgreSQL recorded them, and the store's own histogram), errors and oversold units beside the
 * issue's goals, and ends by reconciling every variant's stock with the orders paid for it. A measurement,
 * not a test; on a shared machine, the load average beside it says how much else was running.
 *
 * BENCH_DATABASE_URL (default: this machine's PostgreSQL), on which a database `store_peak`
 * (BENCH_DATABASE) is created and dropped at the end (KEEP=1 keeps it).
 */
import { sql } from 'drizzle-orm';
import { Agent, request } from 'node:https';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  col,
  openPostgres,
  rowShape,
  selectRow,
  selectRows,
  type DatabaseHandle,
} from '../apps/server/src/db/client';
import { SOLD_OUT_IN_CART } from '../apps/server/src/modules/catalog';
import { BENCH_PRODUCTS, writeBenchCatalogue } from '../apps/server/src/seed';
import { databaseUrl, withClient } from '../apps/server/src/test/database/postgres-server';
import { createShopper, type Shopper } from '../apps/server/src/test/shop-server';
import { startNginx, type RunningNginx } from '../e2e/support/nginx';
import { freePort, startStore, type RunningStore } from '../e2e/support/store';

const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATABASE = process.env.BENCH_DATABASE ?? 'store_peak';
const DURATION = Number(process.env.DURATION ?? 60);
const WARMUP = Number(process.env.WARMUP ?? 5);
const SHOPPERS = Number(process.env.SHOPPERS ?? 200);
const CHECKOUTS_PER_SECOND = Number(process.env.CHECKOUTS_PER_SECOND ?? 20);
const RACERS = Number(process.env.RACERS ?? 5);
const RACE_EVERY_MS = 5_000;
const RACES = Math.ceil((DURATION * 1000) / RACE_EVERY_MS);
/** Signed-in buyers: each opens one checkout, as on the day (and the shop's per-buyer limit stays out of it). */
const BUYERS = Math.ceil(DURATION * CHECKOUTS_PER_SECOND) + RACES * RACERS + 10;
/** Think time between two requests of one shopper. */
const THINK_MS = [1_000, 3_000] as const;
/** How long the orders of the last checkouts may take to be paid once the load stops. */
const SETTLE_MS = 30_000;
/** How long a phone waits for an answer before it counts as none. */
const REQUEST_TIMEOUT_MS = 30_000;

const GOALS = { browsingP99Ms: 150, paidPerSecond: 20, webhookLagP99S: 2 };

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const SEARCHES = [
  'botas',
  'sombrro',
  'sueter',
  'camisa negra',
  'cinto cafe',
  'ariat',
  'mezclilla',
  'ninos',
  'gorra trucker',
  'hebilla plateada',
  'bota avestruz',
  'stetson cattleman',
];

// --- HTTP through nginx, as a phone makes it --------------------------------------------------------------

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** One client: its own loopback address (so nginx and the shop see a different shopper) and connection. */
type Client = { address: string; agent: Agent; cookie?: string };

let target: { port: number; host: string; ca: string };

function newClient(address: string, cookie?: string): Client {
  return {
    address,
    // A browser keeps one connection to the shop open while it is being used.
    agent: new Agent({ keepAlive: true, maxSockets: 1, ca: target.ca, servername: 'localhost' }),
    ...(cookie ? { cookie } : {}),
  };
}

/** 127.<block>.<n>: any 127.x address is this machine, and each is a client of its own to nginx. */
const loopback = (block: number, index: number) =>
  `127.${block}.${Math.floor(index / 250)}.${(index % 250) + 1}`;

function send(
  client: Client,
  method: string,
  path: string,
  body?: { type: string; text: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port: target.port,
        method,
        path,
        agent: client.agent,
        localAddress: client.address,
        timeout: REQUEST_TIMEOUT_MS,
        headers: {
          host: target.host,
          accept: 'application/json',
          'accept-encoding': 'br, gzip',
          'user-agent': 'bench-peak',
          ...(client.cookie ? { cookie: client.cookie } : {}),
          ...(body ? { 'content-type': body.type, 'content-length': Buffer.byteLength(body.text) } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    sent.on('timeout', () => sent.destroy(new Error(`sin respuesta en ${REQUEST_TIMEOUT_MS} ms`)));
    sent.on('error', reject);
    sent.end(body?.text);
  });
}

function json<T>(answer: Answer): T {
  const encoding = answer.headers['content-encoding'];
  const text =
    encoding === 'br'
      ? brotliDecompressSync(answer.body)
      : encoding === 'gzip'
        ? gunzipSync(answer.body)
        : answer.body;
  return JSON.parse(text.toString('utf8')) as T;
}

// --- What is measured --------------------------------------------------------------------------------------

type Call = { latencies: number[]; errors: number; statuses: Map<string, number> };
const calls = new Map<string, Call>();
let counting = false;

function callOf(name: string): Call {
  let call = calls.get(name);
  if (!call) {
    call = { latencies: [], errors: 0, statuses: new Map() };
    calls.set(name, call);
  }
  return call;
}

/**
 * One request, timed and counted under `name` while the load is measured; answers null when it failed
 * (an unexpected status, or no answer at all), which is counted as an error.
 */
async function timed(
  name: string,
  client: Client,
  method: string,
  path: string,
  expected: number[],
  body?: { type: string; text: string },
  /** Whether it counts: by default, when it is sent during the measured time. */
  counted = counting,
): Promise<Answer | null> {
  const started = performance.now();
  let answer: Answer | null = null;
  let failure = '';
  try {
    answer = await send(client, method, path, body);
    if (!expected.includes(answer.status)) failure = String(answer.status);
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  }
  if (counted) {
    const call = callOf(name);
    call.latencies.push(performance.now() - started);
    if (failure) {
      call.errors += 1;
      call.statuses.set(failure, (call.statuses.get(failure) ?? 0) + 1);
    }
  }
  return failure ? null : answer;
}

const percentile = (sorted: number[], fraction: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] as number);

// --- The crowd ---------------------------------------------------------------------------------------------

const BROWSING = ['list (filters, page)', 'search', 'product page', 'cart refresh'] as const;

function listAddress(): string {
  const filters = pick([
    `category_id=${pick([3, 19, 6, 10, 13])}&sort=asc`,
    `category_id=3&category_id=5&sort=desc&maxPrice=${between(1000, 5000)}`,
    `target_audience=${pick(['hombre', 'mujer', 'ni%C3%B1os'])}&sort=asc`,
    'discount=true&sort=desc',
    'sort=',
  ]);
  return `/api/products/list?${filters}&limit=24&page=${between(1, 40)}`;
}

type ListAnswer = { products: { product_id: number }[] };
type DetailAnswer = { colors: { sizes: { variant_id: number; stock: number }[] }[] };

/** A shopper browsing until `until`: each step one of the shop's calls, then 1 to 3 s of reading. */
async function browse(index: number, until: number): Promise<void> {
  const client = newClient(loopback(2, index));
  const seen: number[] = [];
  const cart: number[] = [];
  // The crowd does not arrive in one instant.
  await sleep(between(0, THINK_MS[1]));
  while (performance.now() < until) {
    const roll = Math.random();
    if (roll < 0.35 || seen.length === 0) {
      const answer = await timed('list (filters, page)', client, 'GET', listAddress(), [200]);
      if (answer) seen.splice(0, seen.length, ...json<ListAnswer>(answer).products.map((p) => p.product_id));
    } else if (roll < 0.5) {
      const query = encodeURIComponent(pick(SEARCHES));
      const answer = await timed(
        'search',
        client,
        'GET',
        `/api/products/list?name=${query}&limit=24&page=1`,
        [200],
      );
      if (answer) seen.splice(0, seen.length, ...json<ListAnswer>(answer).products.map((p) => p.product_id));
    } else if (roll < 0.85 || cart.length === 0) {
      const product = seen.length > 0 ? pick(seen) : between(1, BENCH_PRODUCTS);
      const answer = await timed(
        'product page',
        client,
        'GET',
        `/api/products/productItem/${product}`,
        [200],
      );
      // Now and then the shopper puts a size in the cart (the cart lives in the browser until checkout).
      if (answer && Math.random() < 0.3 && cart.length < 8) {
        const sizes = json<DetailAnswer>(answer).colors.flatMap((color) => color.sizes);
        const size = sizes.find((candidate) => candidate.stock > 0);
        if (size) cart.push(size.variant_id);
      }
    } else {
      await timed('cart refresh', client, 'GET', `/api/products/cart?variantIds=${cart.join(',')}`, [200]);
    }
    const think = between(THINK_MS[0], THINK_MS[1]);
    await sleep(Math.min(think, until - performance.now()));
  }
  client.agent.destroy();
}

type Buyer = Shopper & { client: Client };

/** Opens a checkout of one unit; answers its hosted page's address, or null when it was not opened. */
async function openCheckout(buyer: Buyer, variantId: number, expected = [201]): Promise<Answer | null> {
  return timed(
    'create checkout session',
    buyer.client,
    'POST',
    '/api/payments/create-checkout-session',
    expected,
    {
      type: 'application/json',
      text: JSON.stringify({
        products: [{ variant_id: variantId, quantity: 1 }],
        shipping_address: buyer.addressId,
      }),
    },
    // Checkouts are only opened during the measured time: each one's calls count, however late.
    true,
  );
}

/** Pays an opened checkout with the approved test card, then asks what the success page asks. */
async function payCheckout(buyer: Buyer, opened: Answer): Promise<void> {
  const { url, sessionId } = json<{ url: string; sessionId: string }>(opened);
  const hosted = new URL(url);
  const paid = await timed(
    'pay on the hosted checkout',
    buyer.client,
    'POST',
    `${hosted.pathname}/pay`,
    [303],
    {
      type: 'application/x-www-form-urlencoded',
      text: new URLSearchParams({
        number: '4242 4242 4242 4242',
        expiry: '12 / 34',
        cvc: '123',
        name: 'Cliente',
        installments: '',
      }).toString(),
    },
    true,
  );
  if (!paid) return;
  await timed(
    'success page (checkout-session)',
    buyer.client,
    'GET',
    `/api/payments/checkout-session?session_id=${sessionId}`,
    [200],
    undefined,
    true,
  );
}

const race = { held: 0, refused: 0, races: 0, oversold: 0 };

/** RACERS buyers at once for the one unit of `variantId`; the winner, if any, pays. */
async function raceFor(buyers: Buyer[], variantId: number): Promise<void> {
  const attempts = await Promise.all(buyers.map((buyer) => openCheckout(buyer, variantId, [201, 409])));
  const held = attempts.flatMap((attempt, index) =>
    attempt?.status === 201 ? [{ attempt, buyer: buyers[index] as Buyer }] : [],
  );
  for (const attempt of attempts) {
    if (attempt?.status === 409 && json<{ error: string }>(attempt).error !== SOLD_OUT_IN_CART) {
      callOf('create checkout session').errors += 1;
    }
  }
  race.races += 1;
  race.held += held.length;
  race.refused += attempts.filter((attempt) => attempt?.status === 409).length;
  race.oversold += Math.max(0, held.length - 1);
  await Promise.all(held.map(({ attempt, buyer }) => payCheckout(buyer, attempt)));
}

// --- Set-up and the figures from the database ----------------------------------------------------------------

async function stockByVariant(database: DatabaseHandle): Promise<Map<number, number>> {
  const rows = await selectRows(
    database.db,
    sql`SELECT id, stock FROM variants`,
    rowShape({ id: col.integer, stock: col.integer }),
  );
  return new Map(rows.map((row) => [row.id, row.stock]));
}

/** The store's own webhook-lag histogram (the primary adds up both processes'), from loopback. */
async function lagHistogram(store: RunningStore): Promise<string> {
  const text = await fetch(`${store.url}/metrics`)
    .then((response) => (response.ok ? response.text() : ''))
    .catch(() => '');
  const bucket = (le: string) =>
    Number(text.match(new RegExp(`^payment_webhook_lag_seconds_bucket\\{le="${le}"\\} (\\S+)$`, 'm'))?.[1]);
  const count = Number(text.match(/^payment_webhook_lag_seconds_count (\S+)$/m)?.[1]);
  if (!Number.isFinite(count) || count === 0) return 'sin eventos en /metrics';
  const share = (le: string) => `${((bucket(le) / count) * 100).toFixed(1)} %`;
  return `${count} events; ${share('1')} within 1 s, ${share('2')} within 2 s, ${share('5')} within 5 s`;
}

const mark = (ok: boolean) => (ok ? '✓' : '✗');
const loadAverage = () =>
  os
    .loadavg()
    .map((figure) => figure.toFixed(2))
    .join(' · ');

async function main(): Promise<void> {
  const loadAtStart = loadAverage();
  const url = databaseUrl(SERVER, DATABASE);
  await withClient(SERVER, async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${DATABASE}`);
  });
  let database: DatabaseHandle | undefined;
  let nginx: RunningNginx | undefined;
  let store: RunningStore | undefined;
  try {
    database = await openPostgres(url, 4);
    const handle = database;
    const started = performance.now();
    await database.migrate();
    const counts = await writeBenchCatalogue(database.db);
    console.log(
      `PostgreSQL: ${counts.products} products, ${counts.variants} variants (${((performance.now() - started) / 1000).toFixed(1)} s to write)`,
    );

    // What the buyers buy: sizes with 10 units or more, so that a few checkouts of one never sell it out.
    const plenty = (
      await selectRows(
        database.db,
        sql`SELECT id FROM variants WHERE stock >= 10`,
        rowShape({ id: col.integer }),
      )
    ).map((row) => row.id);
    // The last unit the racers fight over: sizes nobody else buys, left with one unit each.
    const raced = (
      await selectRows(
        database.db,
        sql`UPDATE variants SET stock = 1 WHERE id IN (
              SELECT id FROM variants WHERE stock BETWEEN 1 AND 9 ORDER BY random() LIMIT ${RACES})
            RETURNING id`,
        rowShape({ id: col.integer }),
      )
    ).map((row) => row.id);
    const before = await stockByVariant(database);

    const shopPort = await freePort();
    // Debian's own nginx.conf: a worker per core, 768 connections each.
    nginx = await startNginx(shopPort, { processes: 'auto', connections: 768 });
    const https = new URL(nginx.httpsUrl);
    target = { port: Number(https.port), host: https.host, ca: nginx.certificate };
    store = await startStore({
      DATABASE_URL: url,
      PORT: String(shopPort),
      WEB_CONCURRENCY: '2',
      PUBLIC_URL: nginx.httpsUrl,
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
    });

    // Buyers signed in with the test session helper (a session row and its cookie, as the sign-in
    // leaves them); behind HTTPS the cookie is the __Host- one. Each with a phone and an address.
    const buyers: Buyer[] = [];
    const signIn = async (index: number) => {
      const shopper = await createShopper(handle, `buenfin${index}@correo.test`);
      buyers[index] = { ...shopper, client: newClient(loopback(1, index), `__Host-${shopper.cookie}`) };
    };
    // The first one alone: it writes the demo postal codes the addresses need.
    await signIn(0);
    for (let index = 1; index < BUYERS; index += 4) {
      await Promise.all([0, 1, 2, 3].filter((k) => index + k < BUYERS).map((k) => signIn(index + k)));
    }
    console.log(
      `${SHOPPERS} shoppers browsing, ${CHECKOUTS_PER_SECOND} checkouts/s by ${BUYERS} signed-in buyers, ${RACERS} racers every ${RACE_EVERY_MS / 1000} s; ${WARMUP} s of warm-up, then ${DURATION} s measured.`,
    );

    const warmupEnds = performance.now() + WARMUP * 1000;
    const until = warmupEnds + DURATION * 1000;
    // This process shares the two cores with the store and PostgreSQL: when it is starved, the shoppers'
    // clicks and the checkouts go out late, and the figures must say so.
    const lateness = monitorEventLoopDelay({ resolution: 20 });
    lateness.enable();
    const crowd = Array.from({ length: SHOPPERS }, (_, index) => browse(index, until));
    await sleep(warmupEnds - performance.now());
    counting = true;
    const loadStarted = new Date();

    // Checkouts at a steady rate, whether or not the earlier ones have finished (an open loop).
    const checkouts: Promise<void>[] = [];
    let next = 0;
    let raceIndex = 0;
    // CHECKOUTS_PER_SECOND=0 measures the browsing alone (the loop still times the races).
    const interval = CHECKOUTS_PER_SECOND > 0 ? 1000 / CHECKOUTS_PER_SECOND : 100;
    for (let n = 0; ; n += 1) {
      const at = warmupEnds + n * interval;
      if (at >= until) break;
      await sleep(at - performance.now());
      if (CHECKOUTS_PER_SECOND > 0) {
        const buyer = buyers[next++] as Buyer;
        checkouts.push(
          openCheckout(buyer, pick(plenty))
            .then((opened) => (opened ? payCheckout(buyer, opened) : undefined))
            .finally(() => buyer.client.agent.destroy()),
        );
      }
      const raceAt = warmupEnds + RACE_EVERY_MS / 2 + raceIndex * RACE_EVERY_MS;
      if (at >= raceAt && raceIndex < raced.length) {
        const racers = Array.from({ length: RACERS }, () => buyers[next++] as Buyer);
        checkouts.push(raceFor(racers, raced[raceIndex] as number));
        raceIndex += 1;
      }
    }
    const loadEnded = new Date();
    lateness.disable();
    counting = false;
    await Promise.all(crowd);
    await Promise.all(checkouts);
    const callsEnded = new Date();
    for (const buyer of buyers) buyer.client.agent.destroy();

    // Every opened checkout was paid: wait until the store has turned each into an order.
    const settleBy = performance.now() + SETTLE_MS;
    let open = 0;
    for (;;) {
      open =
        (
          await selectRow(
            database.db,
            sql`SELECT count(*)::int AS open FROM payment_sessions WHERE status = 'open'`,
            rowShape({ open: col.integer }),
          )
        )?.open ?? Number.NaN;
      if (open === 0 || performance.now() > settleBy) break;
      await sleep(250);
    }

    const orders = (await selectRow(
      database.db,
      sql`SELECT count(*)::int AS paid,
                 count(*) FILTER (WHERE paid_at BETWEEN ${loadStarted.toISOString()} AND ${loadEnded.toISOString()})::int AS in_window
          FROM bills WHERE paid_at IS NOT NULL`,
      rowShape({ paid: col.integer, in_window: col.integer }),
    )) ?? { paid: 0, in_window: 0 };
    const lags = (
      await selectRows(
        database.db,
        sql`SELECT (extract(epoch FROM b.paid_at - e.created_at) * 1000)::int AS lag_ms
            FROM bills b
            JOIN payment_sessions p ON p.id = b.payment_session_id
            JOIN dev_pay_events e ON e.type = 'checkout.session.completed'
              AND e.data -> 'data' -> 'object' ->> 'id' = p.provider_session_id
            WHERE b.paid_at IS NOT NULL`,
        rowShape({ lag_ms: col.integer }),
      )
    )
      .map((row) => Math.max(0, row.lag_ms) / 1000)
      .sort((a, b) => a - b);

    // The reconciliation: per variant, the units taken from its stock are the units in its paid orders
    // plus those still held by a checkout not yet paid; none sold past what it had.
    const after = await stockByVariant(database);
    const sold = new Map(
      (
        await selectRows(
          database.db,
          sql`SELECT l.variant_id AS id, sum(l.quantity)::int AS units
              FROM bill_lines l JOIN bills b ON b.id = l.bill_id
              WHERE b.paid_at IS NOT NULL GROUP BY l.variant_id`,
          rowShape({ id: col.integer, units: col.integer }),
        )
      ).map((row) => [row.id, row.units]),
    );
    const held = new Map(
      (
        await selectRows(
          database.db,
          sql`SELECT variant_id AS id, sum(quantity)::int AS units FROM stock_reservations
              WHERE status = 'held' GROUP BY variant_id`,
          rowShape({ id: col.integer, units: col.integer }),
        )
      ).map((row) => [row.id, row.units]),
    );
    let taken = 0;
    let unitsSold = 0;
    let unitsHeld = 0;
    let mismatched = 0;
    let oversold = 0;
    let touched = 0;
    for (const [id, stockBefore] of before) {
      const stockAfter = after.get(id) ?? Number.NaN;
      const soldHere = sold.get(id) ?? 0;
      const heldHere = held.get(id) ?? 0;
      if (stockBefore !== stockAfter || soldHere > 0 || heldHere > 0) touched += 1;
      taken += stockBefore - stockAfter;
      unitsSold += soldHere;
      unitsHeld += heldHere;
      if (stockBefore - stockAfter !== soldHere + heldHere) mismatched += 1;
      oversold += Math.max(0, soldHere + heldHere - stockBefore) + Math.max(0, -stockAfter);
    }
    const racedSold = raced.reduce((sum, id) => sum + (sold.get(id) ?? 0) + (held.get(id) ?? 0), 0);
    oversold = Math.max(oversold, race.oversold);

    // --- The figures -----------------------------------------------------------------------------------
    const seconds = (loadEnded.getTime() - loadStarted.getTime()) / 1000;
    console.log(
      `\nMeasured ${seconds.toFixed(1)} s (calls finished ${((callsEnded.getTime() - loadEnded.getTime()) / 1000).toFixed(1)} s after the load stopped), ${counts.variants.toLocaleString('en-US')} variants, PostgreSQL, two store processes behind nginx (HTTPS), on this 2-core machine shared with other work.`,
    );
    console.log(`Load average (1 · 5 · 15 min): ${loadAtStart} at the start, ${loadAverage()} at the end.`);
    console.log(
      `This process's own event loop was late by ${(lateness.percentile(99) / 1e6).toFixed(0)} ms at p99 (${(lateness.max / 1e6).toFixed(0)} ms at most)${seconds > DURATION * 1.1 ? `; the ${DURATION} s of checkouts took ${seconds.toFixed(0)} s to send, so the machine could not even generate the load` : ''}.\n`,
    );
    console.log('| call | requests | req/s | p50 ms | p99 ms | errors |');
    console.log('|---|---|---|---|---|---|');
    let errors = 0;
    let browsingP99 = 0;
    const order = [
      ...BROWSING,
      'create checkout session',
      'pay on the hosted checkout',
      'success page (checkout-session)',
    ];
    for (const name of order) {
      const call = callOf(name);
      const sorted = [...call.latencies].sort((a, b) => a - b);
      const p99 = percentile(sorted, 0.99);
      // The worst browsing call's p99; a call nobody made (NaN) does not hide the others.
      if ((BROWSING as readonly string[]).includes(name) && sorted.length > 0)
        browsingP99 = Math.max(browsingP99, p99);
      errors += call.errors;
      const why = [...call.statuses].map(([status, count]) => `${count}× ${status}`).join(', ');
      console.log(
        `| ${name} | ${sorted.length} | ${(sorted.length / seconds).toFixed(1)} | ${percentile(sorted, 0.5).toFixed(0)} | ${p99.toFixed(0)} | ${call.errors}${why ? ` (${why})` : ''} |`,
      );
    }
    errors += open;
    const paidPerSecond = orders.in_window / seconds;
    const lagP99 = percentile(lags, 0.99);
    console.log(
      `\nPaid orders: ${orders.paid} in all, ${orders.in_window} paid within the measured ${seconds.toFixed(1)} s (${paidPerSecond.toFixed(1)}/s); ${open} checkouts still open ${SETTLE_MS / 1000} s after the load.`,
    );
    console.log(
      `Webhook lag (event written → order paid, by PostgreSQL's clock), ${lags.length} orders: p50 ${(percentile(lags, 0.5) * 1000).toFixed(0)} ms, p99 ${(lagP99 * 1000).toFixed(0)} ms, max ${((lags.at(-1) ?? Number.NaN) * 1000).toFixed(0)} ms. The store's payment_webhook_lag_seconds: ${await lagHistogram(store)}.`,
    );
    console.log(
      `Last-unit races: ${race.races} races of ${RACERS}, ${race.held} checkouts opened (one per race at most), ${race.refused} refused as sold out; ${racedSold} units sold of ${raced.length > 0 ? race.races : 0} raced.`,
    );
    console.log(
      `Reconciliation: ${touched} variants touched; ${taken} units taken from stock = ${unitsSold} in paid orders + ${unitsHeld} held by unpaid checkouts: ${mismatched === 0 && taken === unitsSold + unitsHeld ? 'they match' : `${mismatched} variants do not match`}.`,
    );
    console.log('\n| goal | measured | |');
    console.log('|---|---|---|');
    console.log(
      `| browsing p99 ≤ ${GOALS.browsingP99Ms} ms (worst call) | ${browsingP99.toFixed(0)} ms | ${mark(browsingP99 <= GOALS.browsingP99Ms)} |`,
    );
    console.log(
      `| ≥ ${GOALS.paidPerSecond} paid orders/s | ${paidPerSecond.toFixed(1)}/s | ${mark(paidPerSecond >= GOALS.paidPerSecond)} |`,
    );
    console.log(
      `| webhook lag p99 ≤ ${GOALS.webhookLagP99S} s | ${(lagP99 * 1000).toFixed(0)} ms | ${mark(lagP99 <= GOALS.webhookLagP99S)} |`,
    );
    console.log(`| 0 errors | ${errors} | ${mark(errors === 0)} |`);
    console.log(`| 0 oversold units | ${oversold} | ${mark(oversold === 0)} |`);
    console.log(
      `| stock reconciled with orders | ${mismatched} variants off | ${mark(mismatched === 0 && taken === unitsSold + unitsHeld)} |`,
    );
    const problems = store
      .output()
      .split('\n')
      .filter((line) => /"level":(50|60)/.test(line));
    if (problems.length > 0) {
      console.log(
        `\nThe store logged ${problems.length} errors; the first:\n${problems.slice(0, 3).join('\n')}`,
      );
    }
  } finally {
    await store?.stop();
    await nginx?.stop();
    await database?.close();
    if (!process.env.KEEP)
      await withClient(SERVER, (admin) => admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`));
  }
}

await main();
