/**
 * `npm run bench:api`: the catalogue API at 100,000 variants on PostgreSQL. Fills a fresh database with a
 * generated catalogue, starts the built server on it, drives each call with autocannon from this
 * process, prints req/s, p50 and p99 (and each one's req/s against /api/health on the same server), and
 * prints the plan PostgreSQL chose for each hot query. A measurement, not a test.
 *
 * BENCH_DATABASE_URL (default: this machine's PostgreSQL) names the server; a database `store_bench`
 * (BENCH_DATABASE, default `store_bench`) is created on it and dropped at the end. DURATION (seconds per call, default 10), CONNECTIONS (the
 * concurrent connections of each run, default '8,32': a moderate and a heavy load).
 */
import { productListQuery } from '@store/contract';
import autocannon from 'autocannon';
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/client';
// The app's own types (its routes' options), which the catalogue's routes, exported beside these, use.
import type {} from '../apps/server/src/app';
import { cartLines, ListingCounts, listProducts, productDetail } from '../apps/server/src/modules/catalog';
import { databaseUrl, withClient } from '../apps/server/src/test/postgres-server';
import { startStore } from '../e2e/support/store';
import { BENCH_PRODUCTS, writeBenchCatalogue } from '../apps/server/src/seed';

const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// BENCH_DATABASE names the database, so that two checkouts can measure on one server at the same time.
const DATABASE = process.env.BENCH_DATABASE ?? 'store_bench';
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = (process.env.CONNECTIONS ?? '8,32').split(',').map(Number);
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

/** Each scenario is a path generator; autocannon asks it for every request. */
const SCENARIOS: Record<string, () => string> = {
  health: () => '/api/health',
  'list (filters, sort, any page)': () => {
    const filters = pick([
      `category_id=${pick([3, 19, 6, 10, 13])}&sort=asc`,
      `category_id=3&category_id=5&sort=desc&maxPrice=${between(1000, 5000)}`,
      `target_audience=${pick(['hombre', 'mujer', 'ni%C3%B1os'])}&sort=asc`,
      'discount=true&sort=desc',
      'sort=',
    ]);
    return `/api/products/list?${filters}&limit=24&page=${between(1, 80)}`;
  },
  'list deep page (page 800 of 834)': () => `/api/products/list?sort=asc&limit=24&page=${between(790, 834)}`,
  'product detail': () =>
    `/api/products/productItem/${Math.random() < 0.5 ? between(1, BENCH_PRODUCTS) : between(FIRST_VARIANT, FIRST_VARIANT + VARIANTS - 1)}`,
  search: () => `/api/products/list?name=${encodeURIComponent(pick(SEARCHES))}&limit=24&page=1`,
  'cart refresh (20 variants)': () =>
    `/api/products/cart?variantIds=${Array.from({ length: 20 }, () => between(FIRST_VARIANT, FIRST_VARIANT + VARIANTS - 1)).join(',')}`,
};

async function load(url: string, name: string, path: () => string, connections: number) {
  const result = await autocannon({
    url,
    connections,
    duration: DURATION,
    requests: [{ setupRequest: (request) => ({ ...request, path: path() }) }],
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0) throw new Error(`${name}: ${failures} respuestas fallidas`);
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function explainHotQueries(url: string): Promise<void> {
  const captured: { sql: string; params: unknown[] }[] = [];
  const database = await openPostgres(url, 1, (sql, params) => captured.push({ sql, params }));
  const cases: [string, () => Promise<unknown>][] = [
    [
      'list: category + price sort, page 40',
      () =>
        listProducts(
          database.db,
          new ListingCounts(),
          productListQuery.parse({ category_id: '3', sort: 'asc', page: '40' }),
        ),
    ],
    [
      'list: everything, deep page',
      () =>
        listProducts(database.db, new ListingCounts(), productListQuery.parse({ sort: 'asc', page: '800' })),
    ],
    [
      'list: relevance, no filter',
      () => listProducts(database.db, new ListingCounts(), productListQuery.parse({ page: '3' })),
    ],
    [
      'search: "sombrro"',
      () => listProducts(database.db, new ListingCounts(), productListQuery.parse({ name: 'sombrro' })),
    ],
    [
      'search: "camisa negra"',
      () => listProducts(database.db, new ListingCounts(), productListQuery.parse({ name: 'camisa negra' })),
    ],
    ['product detail by variant id', () => productDetail(database.db, 1_054_321)],
    ['cart refresh', () => cartLines(database.db, [1_000_010, 1_050_000, 1_099_000])],
  ];
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
    await database.close();
  }
}

async function main(): Promise<void> {
  const url = databaseUrl(SERVER, DATABASE);
  await withClient(SERVER, async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${DATABASE}`);
  });
  try {
    const started = performance.now();
    const database = await openPostgres(url, 2);
    await database.migrate();
    const counts = await writeBenchCatalogue(database.db);
    await database.close();
    console.log(
      `catalogue: ${counts.products} products, ${counts.variants} variants (${((performance.now() - started) / 1000).toFixed(1)} s to write)`,
    );

    // autocannon is one address sending a crowd's searches: the per-address limit would answer 429.
    const store = await startStore({ DATABASE_URL: url, LOG_LEVEL: 'warn', RATE_LIMITS: 'off' });
    try {
      // A short warm-up so that the first figures do not include the database's cold caches.
      for (const path of Object.values(SCENARIOS))
        await autocannon({
          url: store.url,
          connections: 4,
          duration: 1,
          requests: [{ setupRequest: (r) => ({ ...r, path: path() }) }],
        });
      for (const connections of CONNECTIONS) {
        const results = [];
        for (const [name, path] of Object.entries(SCENARIOS))
          results.push(await load(store.url, name, path, connections));
        const ceiling = results[0]?.rps ?? 1;
        console.log(
          `\n${connections} connections, ${DURATION} s each, PostgreSQL on the same 2-core machine\n`,
        );
        console.log(
          `${'call'.padEnd(36)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'vs health'.padStart(9)}`,
        );
        for (const row of results) {
          console.log(
            `${row.name.padEnd(36)} ${row.rps.toFixed(0).padStart(8)} ${String(row.p50).padStart(7)} ${String(row.p99).padStart(7)} ${(row.rps / ceiling).toFixed(2).padStart(9)}`,
          );
        }
      }
    } finally {
      await store.stop();
    }
    await explainHotQueries(url);
  } finally {
    if (!process.env.KEEP)
      await withClient(SERVER, (admin) => admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`));
  }
}

await main();
