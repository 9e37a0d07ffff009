/**
 * `npm run bench:api`: the catalogue API at 100,000 variants on both engines, PGlite (the default, in this
 * process's data folder) and PostgreSQL. Fills a fresh database of each with a generated catalogue, starts
 * the built server on it, drives each call with autocannon from this process (after a warm-up), and
 * prints req/s, p50 and p99 per call as a Markdown table; then the plan PostgreSQL chose for each hot
 * query. A measurement, not a test.
 *
 * Each call is measured twice: "one address" asks the same address over and over (what the issue's
 * comparison with Vendure did: a page many shoppers open), "spread" draws every request's address at
 * random over the whole catalogue (deep pages, any product, any cart), so remembered answers rarely help.
 *
 * ENGINES ('pglite,postgres'), BENCH_DATABASE_URL (default: this machine's PostgreSQL), on which a database
 * `store_bench` (BENCH_DATABASE) is created and dropped at the end; DURATION (seconds per call, default 10),
 * WARMUP (seconds, default 3), CONNECTIONS (default 50).
 */
import { productListQuery } from '@store/contract';
import autocannon from 'autocannon';
import pg from 'pg';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openPglite, openPostgres, type DatabaseHandle } from '../apps/server/src/db/client';
// The app's own types (its routes' options), which the catalogue's routes, exported beside these, use.
import type {} from '../apps/server/src/app';
import { CatalogAnswers } from '../apps/server/src/modules/catalog';
import { unitsSoldPerVariantSql } from '../apps/server/src/modules/orders';
import { databaseUrl, withClient } from '../apps/server/src/test/database/postgres-server';
import { startStore, type RunningStore } from '../e2e/support/store';
import { BENCH_PRODUCTS, writeBenchCatalogue } from '../apps/server/src/seed';

const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// BENCH_DATABASE names the database, so that two checkouts can measure on one server at the same time.
const DATABASE = process.env.BENCH_DATABASE ?? 'store_bench';
const DURATION = Number(process.env.DURATION ?? 10);
const WARMUP = Number(process.env.WARMUP ?? 3);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const ENGINES = (process.env.ENGINES ?? 'pglite,postgres').split(',');
const FIRST_VARIANT = 1_000_000;
const VARIANTS = 100_000;

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
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

const SUGGESTIONS = ['bot', 'somb', 'camisa neg', 'cinto', 'ariat', 'gorra tr', 'hebi', 'chamarra de'];

type Scenario = { one: string; spread: () => string };

/** Each call: the one address asked over and over, and a generator of addresses over the whole catalogue. */
const SCENARIOS: Record<string, Scenario> = {
  health: { one: '/api/health', spread: () => '/api/health' },
  'list (filters, sort, any page)': {
    one: '/api/products/list?category_id=3&sort=asc&limit=24&page=1',
    spread: () => {
      const filters = pick([
        `category_id=${pick([3, 19, 6, 10, 13])}&sort=asc`,
        `category_id=3&category_id=5&sort=desc&maxPrice=${between(1000, 5000)}`,
        `target_audience=${pick(['hombre', 'mujer', 'ni%C3%B1os'])}&sort=asc`,
        'discount=true&sort=desc',
        'sort=',
      ]);
      return `/api/products/list?${filters}&limit=24&page=${between(1, 80)}`;
    },
  },
  'list, deep page (800 of 834)': {
    one: '/api/products/list?sort=asc&limit=24&page=800',
    spread: () => `/api/products/list?sort=asc&limit=24&page=${between(790, 834)}`,
  },
  'product detail': {
    one: `/api/products/productItem/${FIRST_VARIANT + 54_321}`,
    spread: () =>
      `/api/products/productItem/${Math.random() < 0.5 ? between(1, BENCH_PRODUCTS) : between(FIRST_VARIANT, FIRST_VARIANT + VARIANTS - 1)}`,
  },
  'search with a typo': {
    one: `/api/products/list?name=${encodeURIComponent('sombrro')}&limit=24&page=1`,
    spread: () => `/api/products/list?name=${encodeURIComponent(pick(SEARCHES))}&limit=24&page=1`,
  },
  suggestions: {
    one: `/api/products/suggestions?name=${encodeURIComponent('somb')}`,
    spread: () => `/api/products/suggestions?name=${encodeURIComponent(pick(SUGGESTIONS))}`,
  },
  'cart refresh (20 variants)': {
    one: `/api/products/cart?variantIds=${Array.from({ length: 20 }, (_, index) => FIRST_VARIANT + index * 4_999).join(',')}`,
    spread: () =>
      `/api/products/cart?variantIds=${Array.from({ length: 20 }, () => between(FIRST_VARIANT, FIRST_VARIANT + VARIANTS - 1)).join(',')}`,
  },
};

type Row = { name: string; rps: number; p50: number; p99: number; cpuMicros: number };

// Linux counts a process's CPU time in clock ticks of 10 ms (USER_HZ 100).
const TICK_MICROS = 10_000;

/** The store process's user + system CPU time so far, in µs (fields 14 and 15 of /proc/<pid>/stat). */
async function cpuMicros(pid: number | undefined): Promise<number> {
  if (pid === undefined) return Number.NaN;
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  // The command's name, in parentheses, may hold spaces: count the fields after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MICROS;
}

/**
 * One call under load. Beside req/s and latency, the store's CPU time per request: on a shared 2-core
 * machine req/s moves with whatever else runs, while the work one answer costs the store does not, so two
 * settings compare by it.
 */
async function load(
  url: string,
  name: string,
  address: () => string,
  pid: number | undefined,
  duration = DURATION,
): Promise<Row> {
  const cpuBefore = await cpuMicros(pid);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    requests: [{ setupRequest: (request) => ({ ...request, path: address() }) }],
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0) throw new Error(`${name}: ${failures} respuestas fallidas`);
  const cpu = (await cpuMicros(pid)) - cpuBefore;
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMicros: cpu / result.requests.total,
  };
}

async function explainHotQueries(url: string): Promise<void> {
  const captured: { sql: string; params: unknown[] }[] = [];
  const database = await openPostgres(url, 1, (sql, params) => captured.push({ sql, params }));
  // Each case asks something not asked before, so its statements run (and are captured) once.
  const catalog = await CatalogAnswers.start(database, unitsSoldPerVariantSql);
  const cases: [string, () => Promise<unknown>][] = [
    [
      'list: category + price sort, page 40',
      () => catalog.list(productListQuery.parse({ category_id: '3', sort: 'asc', page: '40' })),
    ],
    ['list: everything, deep page', () => catalog.list(productListQuery.parse({ sort: 'asc', page: '800' }))],
    ['list: relevance, no filter', () => catalog.list(productListQuery.parse({ page: '3' }))],
    ['search: "sombrro"', () => catalog.list(productListQuery.parse({ name: 'sombrro' }))],
    ['search: "camisa negra"', () => catalog.list(productListQuery.parse({ name: 'camisa negra' }))],
    ['suggestions: "camisa neg"', () => catalog.suggestions('camisa neg')],
    ['product detail by variant id', () => catalog.product(1_054_321)],
    ['cart refresh', () => catalog.cartLines([1_000_010, 1_050_000, 1_099_000])],
  ];
  await new Promise((resolve) => setTimeout(resolve, 100));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const [label, run] of cases) {
      captured.length = 0;
      await run();
      for (const { sql, params } of captured) {
        const plan = await client.query(
          `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) ${sql}`,
          params,
        );
        const lines = plan.rows.map((row: Record<string, string>) => Object.values(row)[0] as string);
        const scans = lines
          .filter((line) => /Scan|Execution Time/.test(line))
          .map((line) => line.trim().replace(/^->\s*/, ''));
        console.log(`\n${label}:\n  ${scans.join('\n  ')}`);
      }
    }
  } finally {
    await client.end();
    await catalog.stop();
    await database.close();
  }
}

/** Writes the generated catalogue into a freshly migrated database, and says how long it took. */
async function fill(database: DatabaseHandle, engine: string): Promise<void> {
  const started = performance.now();
  await database.migrate();
  const counts = await writeBenchCatalogue(database.db);
  await database.close();
  console.log(
    `${engine}: ${counts.products} products, ${counts.variants} variants (${((performance.now() - started) / 1000).toFixed(1)} s to write)`,
  );
}

/**
 * The store process's memory now and at its peak (Linux's VmRSS and VmHWM), in MiB: issue 38's goal is at
 * most 400 MiB after this benchmark on PGlite. Beside it, from the store's own /metrics (loopback may
 * scrape), what V8's heap holds (the remembered answers among it) and what lives outside it (PGlite's
 * WebAssembly memory, buffers), so that a figure over the goal says where to look.
 */
async function processMemory(pid: number | undefined, url: string): Promise<string> {
  if (pid === undefined) return 'desconocida';
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const metrics = await fetch(`${url}/metrics`)
    .then((response) => (response.ok ? response.text() : ''))
    .catch(() => '');
  const inMib = (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / 1024 / 1024).toFixed(0)} MiB` : '?');
  const field = (name: string) =>
    inMib(Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1]) * 1024);
  const gauge = (name: string) =>
    inMib(Number(metrics.match(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm'))?.[1]));
  return (
    `${field('VmRSS')} now, ${field('VmHWM')} at its peak (V8 heap ${gauge('nodejs_heap_size_used_bytes')} used ` +
    `of ${gauge('nodejs_heap_size_total_bytes')}, outside V8 ${gauge('nodejs_external_memory_bytes')}, ` +
    `remembered answers ${gauge('catalog_cache_bytes')} of JSON)`
  );
}

/** Every call measured against a running store, and its memory before and after the load. */
async function measureStore(
  store: RunningStore,
): Promise<{ rows: { one: Row[]; spread: Row[] }; memory: string }> {
  const idle = await processMemory(store.child.pid, store.url);
  const rows = await measure(store.url, store.child.pid);
  return { rows, memory: `${await processMemory(store.child.pid, store.url)}; before the load, ${idle}` };
}

/** Every call, one address and spread, against a running store; the table's rows. */
async function measure(url: string, pid: number | undefined): Promise<{ one: Row[]; spread: Row[] }> {
  const one: Row[] = [];
  const spread: Row[] = [];
  for (const [name, scenario] of Object.entries(SCENARIOS)) {
    // The warm-up fills the database's and the store's memory as a shop's normal traffic would.
    await load(url, name, scenario.spread, pid, WARMUP);
    one.push(await load(url, name, () => scenario.one, pid));
    spread.push(await load(url, name, scenario.spread, pid));
  }
  return { one, spread };
}

const cell = (row: Row | undefined) =>
  row ? `${row.rps.toFixed(0)} · ${row.p50} · ${row.p99} · ${(row.cpuMicros / 1000).toFixed(2)}` : '';

function printTable(results: Map<string, { one: Row[]; spread: Row[] }>, memory: Map<string, string>): void {
  const engines = [...results.keys()];
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION} s per call after ${WARMUP} s of warm-up, ${VARIANTS.toLocaleString('en-US')} variants, one server process, on this 2-core machine. Each cell: req/s · p50 ms · p99 ms · the store's CPU ms per request.\n`,
  );
  const header = engines.flatMap((engine) => [`${engine}, one address`, `${engine}, spread`]);
  console.log(`| call | ${header.join(' | ')} |`);
  console.log(`|---|${header.map(() => '---').join('|')}|`);
  for (const [index, name] of Object.keys(SCENARIOS).entries()) {
    const cells = engines.flatMap((engine) => {
      const result = results.get(engine);
      return [cell(result?.one[index]), cell(result?.spread[index])];
    });
    console.log(`| ${name} | ${cells.join(' | ')} |`);
  }
  console.log('');
  for (const [engine, figure] of memory) console.log(`${engine}: the store's process held ${figure}.`);
}

async function main(): Promise<void> {
  const url = databaseUrl(SERVER, DATABASE);
  const results = new Map<string, { one: Row[]; spread: Row[] }>();
  const memory = new Map<string, string>();
  // autocannon is one address sending a crowd's searches: the per-address limit would answer 429.
  const storeSettings = { LOG_LEVEL: 'warn', RATE_LIMITS: 'off' };
  if (ENGINES.includes('pglite')) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-api-'));
    try {
      await fill(await openPglite(dataDir), 'PGlite');
      const store = await startStore({ ...storeSettings, DATA_DIR: dataDir });
      try {
        const { rows, memory: figure } = await measureStore(store);
        results.set('PGlite', rows);
        memory.set('PGlite', figure);
      } finally {
        await store.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  if (ENGINES.includes('postgres')) {
    await withClient(SERVER, async (admin) => {
      await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${DATABASE}`);
    });
    try {
      await fill(await openPostgres(url, 2), 'PostgreSQL');
      const store = await startStore({ ...storeSettings, DATABASE_URL: url });
      try {
        const { rows, memory: figure } = await measureStore(store);
        results.set('PostgreSQL', rows);
        memory.set('PostgreSQL', figure);
      } finally {
        await store.stop();
      }
      printTable(results, memory);
      await explainHotQueries(url);
    } finally {
      if (!process.env.KEEP)
        await withClient(SERVER, (admin) => admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`));
    }
  } else {
    printTable(results, memory);
  }
}

await main();
