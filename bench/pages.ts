/**
 * `npm run bench:pages`: Lighthouse 12 on four storefront pages (home, a listing, a product, favorites)
 * with its default mobile profile (Moto G Power emulation, simulated slow 4G and 4x CPU slowdown), RUNS
 * times each (default 5). Prints, per page, the median category scores, LCP, TBT, CLS and the bytes of
 * JavaScript and CSS the page loads, as a Markdown table with the targets beside it, then the audits
 * that cost points. A measurement, not a test: a figure that misses its target is marked, not failed.
 *
 * The store is the built one (`npm start` without its build step), started here on a free port. Its
 * DATA_DIR is kept in node_modules/.cache/bench-pages-data so that only the first run pays for the
 * seed (~30 s); FRESH=1 starts from an empty folder (do it when the seed or the schema changed). If
 * the store cannot start on the kept folder, the folder is wiped and the store started once more.
 *
 * Chromium is Debian's /usr/bin/chromium, one fresh instance per Lighthouse run so that a run that
 * crashes the browser does not spoil the next ones. A run that fails is reported and left out of the
 * medians; the bench exits 1 only if it could measure nothing at all.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { productPagePath } from '@store/contract';
import { ROOT, startStore, type RunningStore } from '../e2e/support/store';

const RUNS = Number(process.env.RUNS ?? 5);
const DATA_DIR = path.join(ROOT, 'node_modules/.cache/bench-pages-data');
const CHROME_PATH = '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** A local page is loaded in a second or two; anything past this is a request that will never end
 * (the machine has no internet), and Lighthouse should give up on it and audit what it has. */
const MAX_WAIT_FOR_LOAD_MS = 20_000;
/** A whole run takes ~25 s on a 2-core machine; past this, Chrome is killed so the bench cannot hang. */
const RUN_TIMEOUT_MS = 180_000;
/** Sizes are printed in kB of 1000 bytes, as Vite prints them after a build. */
const KB = 1000;

type Category = (typeof CATEGORIES)[number];

type Sample = {
  scores: Record<Category, number | null>;
  lcpS: number | null;
  tbtMs: number | null;
  cls: number | null;
  jsTransfer: number;
  cssTransfer: number;
  jsGzip: number;
  cssGzip: number;
  /** Lighthouse's measure of this machine's CPU speed during the run (higher is faster). */
  benchmarkIndex: number;
};

/** `worst` is the audit's lowest score over the runs and `displayValue` that run's figure: the run
 * that shows how bad it gets, where the last run's figure would be an arbitrary one. */
type CostlyAudit = { title: string; runs: number; weight: number; worst: number; displayValue: string };

type PageResult = {
  name: string;
  path: string;
  samples: Sample[];
  failures: string[];
  warnings: Set<string>;
  /** category → audit id → what it cost, merged over the runs. */
  costly: Map<Category, Map<string, CostlyAudit>>;
  /** Audits Lighthouse could not compute (left out of the score, but worth knowing about). */
  errored: Map<string, string>;
};

type Target = { label: string; misses: (value: number) => boolean };

// Issue 22: a phone paints in 1.2 s, and a guest's page logs no error (best practices 100).
const TARGETS = {
  performance: { label: '≥ 98', misses: (v) => v < 98 },
  accessibility: { label: '100', misses: (v) => v < 100 },
  'best-practices': { label: '100', misses: (v) => v < 100 },
  seo: { label: '100', misses: (v) => v < 100 },
  lcpS: { label: '≤ 1.2', misses: (v) => v > 1.2 },
  tbtMs: { label: '≤ 100', misses: (v) => v > 100 },
  cls: { label: '≤ 0.02', misses: (v) => v > 0.02 },
  homeJsGzipKb: { label: '≤ 90 (home)', misses: (v) => v > 90 },
} satisfies Record<string, Target>;

/** What must be stopped if the bench is interrupted or fails half-way. */
const running = { store: null as RunningStore | null, chrome: null as chromeLauncher.LaunchedChrome | null };
/** "Lighthouse 12.8.2, mobile, simulate throttling", from the first report, to head the table. */
let profile = '';

function median(values: readonly (number | null)[]): number | null {
  const sorted = values.filter((v): v is number => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  // Even counts happen only when a run failed; the mean of the two middle values is the usual median.
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

async function startStoreKeepingData(): Promise<RunningStore> {
  if (process.env.FRESH) await rm(DATA_DIR, { recursive: true, force: true });
  await mkdir(DATA_DIR, { recursive: true });
  try {
    return await startStore({ DATA_DIR, LOG_LEVEL: 'warn' });
  } catch (error) {
    // A folder left by an older schema or an interrupted seed: start over rather than give up.
    console.warn(
      `the store did not start on the kept data folder, starting from an empty one:\n${String(error)}`,
    );
    await rm(DATA_DIR, { recursive: true, force: true });
    await mkdir(DATA_DIR, { recursive: true });
    return startStore({ DATA_DIR, LOG_LEVEL: 'warn' });
  }
}

const WEB_DIST = path.join(ROOT, 'apps/web/dist');
/** How long a rebuild of the web app by someone else may take to leave a complete apps/web/dist. */
const REBUILD_WAIT_MS = 120_000;
/** How many times the store was restarted because the web app was rebuilt under it. */
let restarts = 0;

/** The hashed files a page shell asks for (its entry script, preloads and stylesheet). */
function shellAssets(html: string): string[] {
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1] as string);
}

async function servesItsShell(store: RunningStore): Promise<boolean> {
  try {
    const html = await (await fetch(`${store.url}/`)).text();
    const statuses = await Promise.all(
      shellAssets(html).map(async (asset) => (await fetch(store.url + asset, { method: 'HEAD' })).status),
    );
    return statuses.every((status) => status === 200);
  } catch {
    return false; // the store no longer answers: it is restarted like a stale one
  }
}

async function completeBuildOnDisk(): Promise<boolean> {
  try {
    const html = await readFile(path.join(WEB_DIST, 'index.html'), 'utf8');
    return shellAssets(html).every((asset) => existsSync(path.join(WEB_DIST, asset)));
  } catch {
    return false; // index.html not written yet: the build is still going
  }
}

/**
 * The running store, restarted if the web app was rebuilt under it. The store reads its page shell
 * once, at start; when the web app is rebuilt meanwhile (another engineer works on it while this
 * runs), that shell names files the build deleted, every page is blank and Lighthouse says NO_FCP.
 */
async function storeOnCurrentBuild(): Promise<RunningStore> {
  if (running.store && (await servesItsShell(running.store))) return running.store;
  if (running.store) {
    console.log('the store no longer serves its page shell (web app rebuilt, or store down): restarting it');
    restarts += 1;
    const stale = running.store;
    running.store = null;
    await stale.stop();
  }
  const deadline = Date.now() + REBUILD_WAIT_MS;
  while (!(await completeBuildOnDisk())) {
    if (Date.now() > deadline) throw new Error('apps/web/dist no quedó completo');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  running.store = await startStoreKeepingData();
  return running.store;
}

async function productPath(storeUrl: string): Promise<string> {
  const response = await fetch(`${storeUrl}/api/products/list?category_id=3&limit=1`);
  if (!response.ok) throw new Error(`/api/products/list respondió ${response.status}`);
  const body = (await response.json()) as { products?: { product_id?: unknown }[] };
  const id = body.products?.[0]?.product_id;
  if (typeof id !== 'number') throw new Error('la categoría 3 no tiene productos');
  return productPagePath(id);
}

/** Gzip sizes by URL: the assets are content-hashed, so each is fetched and compressed once. */
const gzipSizes = new Map<string, Promise<number>>();

function gzipSize(url: string): Promise<number> {
  let size = gzipSizes.get(url);
  if (!size) {
    size = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url} respondió ${response.status}`);
      return gzipSync(Buffer.from(await response.arrayBuffer())).length;
    });
    gzipSizes.set(url, size);
  }
  return size;
}

type NetworkRequest = { url: string; resourceType: string; transferSize: number };

function networkRequests(lhr: Result): NetworkRequest[] {
  const details = lhr.audits['network-requests']?.details;
  if (!details || details.type !== 'table') return [];
  return details.items.flatMap((item) => {
    const { url, resourceType, transferSize } = item;
    return typeof url === 'string' && typeof resourceType === 'string'
      ? [{ url, resourceType, transferSize: typeof transferSize === 'number' ? transferSize : 0 }]
      : [];
  });
}

async function sample(lhr: Result, origin: string): Promise<Sample> {
  const requests = networkRequests(lhr);
  const transfer = (type: string) =>
    requests.filter((r) => r.resourceType === type).reduce((sum, r) => sum + r.transferSize, 0);
  // Gzip is computed here, from the bodies, so the figure means the same whether or not the server
  // compresses; only same-origin files are ours to shrink, and a file requested twice counts once.
  const gzip = async (type: string) => {
    const urls = new Set(
      requests.filter((r) => r.resourceType === type && new URL(r.url).origin === origin).map((r) => r.url),
    );
    const sizes = await Promise.all([...urls].map(gzipSize));
    return sizes.reduce((sum, size) => sum + size, 0);
  };
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const lcp = numeric('largest-contentful-paint');
  const score = (category: Category) => {
    const value = lhr.categories[category]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpS: lcp === null ? null : lcp / 1000,
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsTransfer: transfer('Script'),
    cssTransfer: transfer('Stylesheet'),
    jsGzip: await gzip('Script'),
    cssGzip: await gzip('Stylesheet'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

function collectCostlyAudits(lhr: Result, page: PageResult): void {
  for (const category of CATEGORIES) {
    const refs = lhr.categories[category]?.auditRefs ?? [];
    const costly = page.costly.get(category) ?? new Map<string, CostlyAudit>();
    page.costly.set(category, costly);
    for (const ref of refs) {
      // The 'hidden' group holds audits the report does not show (in 12.x, the "insights" that
      // duplicate the diagnostics shown, plus TTI and Max FID); listing them would say everything twice.
      if (ref.group === 'hidden') continue;
      const audit = lhr.audits[ref.id];
      if (!audit) continue;
      if (audit.scoreDisplayMode === 'error') {
        page.errored.set(ref.id, audit.errorMessage ?? audit.title);
        continue;
      }
      if (audit.score === null || audit.score >= 0.9) continue;
      const seen = costly.get(ref.id);
      const worse = !seen || audit.score < seen.worst;
      costly.set(ref.id, {
        title: audit.title,
        runs: (seen?.runs ?? 0) + 1,
        weight: ref.weight,
        worst: worse ? audit.score : seen.worst,
        displayValue: worse ? (audit.displayValue ?? '') : seen.displayValue,
      });
    }
  }
}

/** Rejects after `ms`, having killed Chrome so that Lighthouse's own promise settles too. */
function deadline(
  ms: number,
  chrome: chromeLauncher.LaunchedChrome,
): { promise: Promise<never>; clear: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      chrome.kill();
      reject(new Error(`Lighthouse no terminó en ${ms / 1000} s`));
    }, ms);
  });
  return { promise, clear: () => clearTimeout(timer) };
}

async function runLighthouse(url: string): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    // Our own handlers stop the store as well as Chrome.
    handleSIGINT: false,
    logLevel: 'silent',
  });
  running.chrome = chrome;
  const flags: Flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    maxWaitForLoad: MAX_WAIT_FOR_LOAD_MS,
  };
  const timeout = deadline(RUN_TIMEOUT_MS, chrome);
  try {
    // No config: Lighthouse's default is the mobile profile with simulated throttling.
    const result = await Promise.race([lighthouse(url, flags), timeout.promise]);
    if (!result) throw new Error('Lighthouse no devolvió resultado');
    if (result.lhr.runtimeError)
      throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    timeout.clear();
    chrome.kill();
    running.chrome = null;
  }
}

async function measure(name: string, pagePath: string): Promise<PageResult> {
  const page: PageResult = {
    name,
    path: pagePath,
    samples: [],
    failures: [],
    warnings: new Set(),
    costly: new Map(),
    errored: new Map(),
  };
  for (let run = 1; run <= RUNS; run += 1) {
    const started = performance.now();
    // A run spoiled by a rebuild half-way through is run once more on the new build.
    for (let attempt = 1; ; attempt += 1) {
      try {
        const store = await storeOnCurrentBuild();
        const lhr = await runLighthouse(store.url + pagePath);
        const result = await sample(lhr, new URL(store.url).origin);
        page.samples.push(result);
        collectCostlyAudits(lhr, page);
        for (const warning of lhr.runWarnings) page.warnings.add(String(warning));
        profile ||= `Lighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor}, ${lhr.configSettings.throttlingMethod} throttling`;
        console.log(
          `${name} run ${run}/${RUNS}: performance ${result.scores.performance ?? '–'}, LCP ${result.lcpS?.toFixed(1) ?? '–'} s, TBT ${result.tbtMs?.toFixed(0) ?? '–'} ms (${((performance.now() - started) / 1000).toFixed(0)} s)`,
        );
        break;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const restartsBefore = restarts;
        if (attempt === 1 && running.store) await storeOnCurrentBuild().catch(() => undefined);
        if (restarts > restartsBefore) {
          console.log(
            `${name} run ${run}/${RUNS}: failed (${message}) on a store restarted since; running it again`,
          );
          continue;
        }
        page.failures.push(`run ${run}: ${message}`);
        console.log(`${name} run ${run}/${RUNS}: failed: ${message}`);
        break;
      }
    }
  }
  return page;
}

function cell(value: number | null, digits: number, target?: Target): string {
  if (value === null) return '–';
  const text = value.toFixed(digits);
  return target?.misses(value) ? `${text} ✗` : text;
}

function table(pages: PageResult[]): string {
  const header = [
    'page',
    'perf',
    'a11y',
    'best pr.',
    'SEO',
    'LCP s',
    'TBT ms',
    'CLS',
    'JS kB transfer',
    'JS kB gzip',
    'CSS kB transfer',
    'CSS kB gzip',
  ];
  const rows = [
    header,
    header.map(() => '---'),
    [
      '_target_',
      TARGETS.performance.label,
      TARGETS.accessibility.label,
      TARGETS['best-practices'].label,
      TARGETS.seo.label,
      TARGETS.lcpS.label,
      TARGETS.tbtMs.label,
      TARGETS.cls.label,
      '',
      TARGETS.homeJsGzipKb.label,
      '',
      '',
    ],
  ];
  for (const page of pages) {
    const med = (pick: (s: Sample) => number | null) => median(page.samples.map(pick));
    const score = (category: Category) =>
      cell(
        med((s) => s.scores[category]),
        0,
        TARGETS[category],
      );
    const kb = (pick: (s: Sample) => number) => {
      const bytes = med(pick);
      return bytes === null ? null : bytes / KB;
    };
    rows.push([
      `${page.name} \`${page.path}\``,
      score('performance'),
      score('accessibility'),
      score('best-practices'),
      score('seo'),
      cell(
        med((s) => s.lcpS),
        2,
        TARGETS.lcpS,
      ),
      cell(
        med((s) => s.tbtMs),
        0,
        TARGETS.tbtMs,
      ),
      cell(
        med((s) => s.cls),
        3,
        TARGETS.cls,
      ),
      cell(
        kb((s) => s.jsTransfer),
        1,
      ),
      cell(
        kb((s) => s.jsGzip),
        1,
        page.name === 'home' ? TARGETS.homeJsGzipKb : undefined,
      ),
      cell(
        kb((s) => s.cssTransfer),
        1,
      ),
      cell(
        kb((s) => s.cssGzip),
        1,
      ),
    ]);
  }
  return rows.map((row) => `| ${row.join(' | ')} |`).join('\n');
}

function report(pages: PageResult[]): string {
  const lines: string[] = [];
  for (const page of pages) {
    lines.push(`\n### ${page.name} \`${page.path}\` (${page.samples.length}/${RUNS} runs measured)`);
    for (const category of CATEGORIES) {
      const costly = [...(page.costly.get(category) ?? new Map<string, CostlyAudit>())];
      if (costly.length === 0) continue;
      lines.push(`- ${category}:`);
      // Audits that weigh on the score first, heaviest first; then the diagnostics that explain them.
      costly.sort(([, a], [, b]) => b.weight - a.weight || b.runs - a.runs);
      for (const [id, audit] of costly) {
        const details = [
          `${audit.runs}/${page.samples.length} runs`,
          // SEO weights are fractions such as 4.043478260869565; one decimal says enough.
          audit.weight > 0 ? `weight ${Number(audit.weight.toFixed(1))}` : 'diagnostic',
          audit.displayValue && `worst run: ${audit.displayValue}`,
        ].filter(Boolean);
        lines.push(`  - \`${id}\` — ${audit.title} (${details.join('; ')})`);
      }
    }
    for (const [id, message] of page.errored) lines.push(`- audit error: \`${id}\` — ${message}`);
    for (const warning of page.warnings) lines.push(`- Lighthouse warning: ${warning}`);
    for (const failure of page.failures) lines.push(`- failed ${failure}`);
  }
  return lines.join('\n');
}

async function stopEverything(): Promise<void> {
  running.chrome?.kill();
  running.chrome = null;
  const store = running.store;
  running.store = null;
  await store?.stop();
}

async function main(): Promise<void> {
  const started = performance.now();
  // Other work on this machine slows Chrome down and inflates TBT above all: say how busy it was.
  const loadAtStart = os.loadavg()[0] ?? 0;
  const store = await storeOnCurrentBuild();
  console.log(
    `store ready on ${store.url} in ${(store.readyInMs / 1000).toFixed(1)} s (DATA_DIR ${DATA_DIR})`,
  );
  const pages: [string, string][] = [
    ['home', '/'],
    ['listing', '/products/1?category_id=3'],
    ['product', await productPath(store.url)],
    ['favorites', '/favorites'],
  ];
  const results: PageResult[] = [];
  for (const [name, pagePath] of pages) results.push(await measure(name, pagePath));
  await stopEverything();

  if (results.every((page) => page.samples.length === 0))
    throw new Error('ninguna corrida de Lighthouse terminó');
  console.log(
    `\n${profile}, median of ${RUNS} runs; ✗ = misses its target. kB = 1000 bytes; gzip = zlib.gzipSync of each same-origin file.\n`,
  );
  console.log(table(results));
  const benchmarkIndex = median(results.flatMap((page) => page.samples.map((s) => s.benchmarkIndex)));
  console.log(
    `\nMachine: ${os.availableParallelism()} CPUs, load average ${loadAtStart.toFixed(1)} at start and ${(os.loadavg()[0] ?? 0).toFixed(1)} at the end; Lighthouse benchmarkIndex median ${benchmarkIndex?.toFixed(0) ?? '–'}.`,
  );
  if (restarts > 0)
    console.log(
      `\nThe store was restarted ${restarts} time(s) because the web app was rebuilt (or the store stopped) during the bench: the figures may mix builds; run it again for clean ones.`,
    );
  console.log('\n## Audits that cost points (score < 0.9, any run)');
  console.log(report(results));
  console.log(`\nbench took ${((performance.now() - started) / 60_000).toFixed(1)} min`);
}

// A run abandoned at its deadline leaves Lighthouse polling a Chrome that is gone, and those polls
// reject later with nobody listening. Everything of ours is awaited, so such a rejection can only be
// that leftover: note it and carry on rather than let Node kill the bench with the store still up.
process.on('unhandledRejection', (reason) => {
  console.warn(`(ignored a late error from an abandoned Lighthouse run: ${String(reason).split('\n')[0]})`);
});
process.once('uncaughtException', (error) => {
  console.error(error);
  void stopEverything().finally(() => process.exit(1));
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping Chrome and the store`);
    void stopEverything().finally(() => process.exit(130));
  });
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await stopEverything();
}
// Lighthouse can leave timers and sockets behind; everything we started is stopped, so leave now.
process.exit();
