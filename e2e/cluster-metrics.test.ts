import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { col, rowShape, selectRow } from '../apps/server/src/db/client';
import { exposedNames, metricNamesIn } from './support/promql-names';
import { createShopDatabase, variantWithStock, type ShopDatabase } from './support/postgres-shop';
import { ROOT, startStore, type RunningStore } from './support/store';

/** Runs only when TEST_DATABASE_URL names a PostgreSQL server (vitest.config.ts includes it then). */
const server = process.env.TEST_DATABASE_URL as string;

type Sample = { name: string; series: string; value: number };

/**
 * One GET on a connection of its own: node:cluster hands each new connection to the next server in turn,
 * so successive calls reach both (a kept-alive connection would stay on one). A connection handed to a
 * server at the moment it is killed is never answered: it gives up after a few seconds.
 */
function getOnNewConnection(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = get(url, { agent: false, timeout: 5_000 }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('timeout', () => request.destroy(new Error(`${url} no contestó`)));
    request.on('error', reject);
  });
}

function samples(exposition: string): Sample[] {
  return exposition
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const cut = line.lastIndexOf(' ');
      const series = line.slice(0, cut);
      return { name: series.split('{')[0]!, series, value: Number(line.slice(cut + 1)) };
    });
}

/** Names whose samples only grow: counters, and histograms' buckets, sums and counts. */
function growingNames(exposition: string): Set<string> {
  const names = new Set<string>();
  for (const [, name, type] of exposition.matchAll(/^# TYPE (\S+) (\w+)$/gm)) {
    if (type === 'counter') names.add(name!);
    if (type === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) names.add(name! + suffix);
  }
  return names;
}

/** The expressions of the alert rules (`expr:` on one line or folded over the lines below it). */
function alertExpressions(yaml: string): string[] {
  return [...yaml.matchAll(/^(\s*)expr: *(>-|>|\|)?(.*)\n((?:\1 +.*\n)*)/gm)].map((match) =>
    match[2] ? match[4]!.replace(/\s+/g, ' ').trim() : match[3]!.trim(),
  );
}

describe('WEB_CONCURRENCY=2 on PostgreSQL', () => {
  let database: ShopDatabase;
  let store: RunningStore;

  beforeAll(async () => {
    database = await createShopDatabase(server, 'metrics');
    store = await startStore({ DATABASE_URL: database.url, WEB_CONCURRENCY: '2' });
    // At least one size sold out, so that a figure read twice and summed would show double.
    await variantWithStock(database.handle, 0);
  });
  afterAll(async () => {
    const code = await store?.stop();
    expect(code, store?.output()).toBe(0);
    await database?.drop();
  });

  it('One scrape with two workers shows monotonic counters over ten scrapes', async () => {
    const asset = readdirSync(`${ROOT}/apps/web/dist/assets`).find((file) => file.endsWith('.js'));
    const visits = ['/api/health', '/api/products/list', `/assets/${asset}`, '/favicon.svg', '/no-existe'];
    const scrapes: string[] = [];
    for (let round = 0; round < 10; round += 1) {
      for (const path of visits) await getOnNewConnection(`${store.url}${path}`);
      const scrape = await getOnNewConnection(`${store.url}/metrics`);
      expect(scrape.status).toBe(200);
      scrapes.push(scrape.body);
    }

    // Every counter series of one scrape is at least what it was in the one before.
    for (let index = 1; index < scrapes.length; index += 1) {
      const growing = growingNames(scrapes[index]!);
      const before = new Map(samples(scrapes[index - 1]!).map((sample) => [sample.series, sample.value]));
      for (const sample of samples(scrapes[index]!)) {
        if (!growing.has(sample.name)) continue;
        expect(sample.value, `${sample.series} en la lectura ${index + 1}`).toBeGreaterThanOrEqual(
          before.get(sample.series) ?? 0,
        );
      }
    }
    // The shop's start time, not one server's.
    const startTimes = scrapes.map(
      (scrape) => samples(scrape).find((sample) => sample.name === 'process_start_time_seconds')?.value,
    );
    expect(startTimes[0]).toBeGreaterThan(0);
    expect(new Set(startTimes).size).toBe(1);

    const last = samples(scrapes.at(-1)!);
    const value = (series: string) => last.find((sample) => sample.series === series)?.value;
    expect(value('shop_processes')).toBe(2);
    // Both servers answered health checks; the one scrape counts every one of them.
    expect(
      value('http_request_duration_seconds_count{method="GET",route="/api/health",status_class="2xx"}'),
    ).toBe(10);
    // The built files are two labels, however many files a build has.
    const routes = new Set(
      last.flatMap((sample) => /route="([^"]*)"/.exec(sample.series)?.[1] ?? []).filter(Boolean),
    );
    expect(routes).toContain('/assets/*');
    expect(routes).toContain('static');
    expect([...routes].filter((route) => route.includes('.'))).toEqual([]);
    // Read from the one database once, not once per server.
    const soldOut = await selectRow(
      database.handle.db,
      sql`SELECT count(*) AS sizes FROM variants v JOIN colors c ON c.id = v.color_id
          JOIN products p ON p.id = c.product_id WHERE v.stock = 0 AND NOT p.hidden`,
      rowShape({ sizes: col.count }),
    );
    expect(soldOut?.sizes).toBeGreaterThanOrEqual(1);
    expect(value('catalog_sold_out_sizes')).toBe(soldOut?.sizes);
    expect(value('db_info{engine="postgres"}')).toBe(1);

    // The dashboard and the alert rules name only metrics this scrape has.
    const exposed = exposedNames(scrapes.at(-1)!);
    const dashboard = JSON.parse(readFileSync(`${ROOT}/deploy/grafana/norteno-tienda.json`, 'utf8')) as {
      panels: { targets: { expr: string }[] }[];
    };
    const expressions = [
      ...dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr)),
      ...alertExpressions(readFileSync(`${ROOT}/deploy/prometheus/alerts.yml`, 'utf8')),
    ];
    expect(expressions.length).toBeGreaterThan(20);
    const used = [...new Set(expressions.flatMap(metricNamesIn))];
    expect(used).toContain('shop_orders_paid_total');
    expect(used.filter((name) => !exposed.has(name))).toEqual([]);
  }, 120_000);

  it('keeps the counters of a server that died, and counts its replacement', async () => {
    const health = 'http_request_duration_seconds_count{method="GET",route="/api/health",status_class="2xx"}';
    const read = async () => {
      const scrape = await getOnNewConnection(`${store.url}/metrics`);
      expect(scrape.status).toBe(200);
      return new Map(samples(scrape.body).map((sample) => [sample.series, sample.value]));
    };
    for (let visit = 0; visit < 6; visit += 1) await getOnNewConnection(`${store.url}/api/health`);
    const before = await read();
    const servers = execFileSync('pgrep', ['-P', String(store.child.pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    expect(servers).toHaveLength(2);
    process.kill(Number(servers[0]), 'SIGKILL');
    // Once its replacement listens, a scrape gathers both again.
    let after = before;
    await expect
      .poll(
        async () => {
          after = await read();
          return after.get('shop_process_restarts_total');
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    await expect.poll(async () => (await read()).get('shop_processes'), { timeout: 30_000 }).toBe(2);
    after = await read();
    // The dead server's health checks are still in the sum, however many of the six it answered.
    expect(after.get(health)).toBeGreaterThanOrEqual(before.get(health)!);
    expect(after.get('process_start_time_seconds')).toBe(before.get('process_start_time_seconds'));
  }, 90_000);
});
