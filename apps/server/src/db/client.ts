import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { urlWithoutPassword } from '../lib/url-without-password';
import { advisoryLeadership } from './leadership';
import * as schema from './schema';
import { pgliteWatch, postgresWatch, type Watch } from './notifications';
import { prepareStatements } from './pglite-statements';

/** Typed rows of raw SQL (rows.ts), here too for the e2e tests and benchmarks that import only this entry. */
export { col, rowShape, selectRow, selectRows, type RowMapper } from './rows';

export type Schema = typeof schema;
/** The one database type the modules see, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  /** Applies the committed SQL migrations that this database has not seen yet. */
  migrate: () => Promise<void>;
  /**
   * Runs `work` while no other server starting on this database runs its own (the migration takes the
   * same lock), so that first-start seeding happens once and later starts find its rows.
   */
  withStartupLock: <T>(work: (db: Database) => Promise<T>) => Promise<T>;
  /** Hears a notification channel: what other transactions, in this process or another, committed. */
  watch: Watch;
  /** Hears how long each statement took in the driver (the metrics' histogram); one listener at a time. */
  timeQueries: (timer: QueryTimer | undefined) => void;
  /** PostgreSQL's connection pool as it is now; PGlite has one connection and no pool. */
  poolState?: () => PoolState;
  /**
   * Whether this process runs the background work that must run in one process only (decision 020):
   * always on PGlite, which has one process; on PostgreSQL, the holder of an advisory lock.
   */
  leads: () => Promise<boolean>;
  close: () => Promise<void>;
};

/** Seconds one statement took, from sending it to its last row. */
export type QueryTimer = (seconds: number) => void;
export type PoolState = { total: number; idle: number; waiting: number };

/**
 * Where the driver reports each statement's time: a cheap indirection (two clock reads and a call) that
 * the metrics module fills in after the database is open.
 */
class QueryTiming {
  timer: QueryTimer | undefined;

  /** Runs one statement, handing its duration to the timer whether it succeeded or failed. */
  async time<T>(run: () => Promise<T>): Promise<T> {
    const timer = this.timer;
    if (!timer) return run();
    const started = performance.now();
    try {
      return await run();
    } finally {
      timer((performance.now() - started) / 1000);
    }
  }
}

export class DatabaseUnavailableError extends Error {}

/**
 * Beside this file in the sources; the build copies the folder next to the bundle, so the same relative
 * path holds in both.
 */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

const drizzleOptions = { schema, casing: 'snake_case' } as const;

/** Called with every SQL statement sent; tests count queries per request, benchmarks explain them. */
export type QueryListener = (query: string, params: unknown[]) => void;
const withListener = (onQuery: QueryListener | undefined) =>
  onQuery ? { ...drizzleOptions, logger: { logQuery: onQuery } } : drizzleOptions;

// Several app servers may start together against one PostgreSQL; only one of them migrates or seeds at
// a time.
const STARTUP_LOCK_KEY = 7_340_021;
// Held for as long as a process lives by the one that leads the background work.
export const LEADER_LOCK_KEY = 7_340_022;

/** PGlite keeps its files in `dataDir`; `undefined` keeps them in memory (tests). */
export async function openPglite(
  dataDir: string | undefined,
  loadDataDir?: Blob,
  onQuery?: QueryListener,
  sharedBuffersMb?: number,
): Promise<DatabaseHandle & { client: PGlite }> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    ...(sharedBuffersMb
      ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`] }
      : {}),
    extensions: { pg_trgm, unaccent },
  });
  prepareStatements(client);
  const db = drizzlePglite({ client, ...withListener(onQuery) });
  // Every statement, inside a transaction or not, runs through PGlite's one exclusive query slot; timing
  // the work handed to it leaves out the wait for the slot, as a pool's wait for a connection is left out.
  const timing = new QueryTiming();
  const runExclusive = client._runExclusiveQuery.bind(client);
  client._runExclusiveQuery = <T>(work: () => Promise<T>) => runExclusive(() => timing.time(work));
  // One process per data folder (data-dir-lock.ts); within it, start-up work still runs one at a time.
  let startupQueue: Promise<unknown> = Promise.resolve();
  const withStartupLock = <T>(work: (db: Database) => Promise<T>): Promise<T> => {
    const result = startupQueue.then(() => work(db as unknown as Database));
    startupQueue = result.catch(() => undefined);
    return result;
  };
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    client,
    migrate: () => withStartupLock(() => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER })),
    withStartupLock,
    watch: pgliteWatch(client),
    timeQueries: (timer) => {
      timing.timer = timer;
    },
    leads: async () => true,
    close: () => client.close(),
  };
}

/**
 * A connection that prepares every parameterised statement once, named by a hash of its text, and then
 * only binds and executes it: PostgreSQL skips parsing and, after a few runs, planning. The shop's
 * queries come in a few hundred shapes (filters are parameters), so each connection keeps few of them.
 * Each statement's time goes to the pool's `timing` (the pool's own wait for a free connection is not in
 * it: that shows in the pool's waiting count).
 */
function preparingClient(timing: QueryTiming): typeof pg.Client {
  return class PreparingClient extends pg.Client {
    override query(config: unknown, values?: unknown, callback?: unknown): never {
      const query = (...args: unknown[]) => (super.query as (...args: unknown[]) => never)(...args);
      const statement =
        config !== null &&
        typeof config === 'object' &&
        'text' in config &&
        typeof config.text === 'string' &&
        !('name' in config && config.name) &&
        Array.isArray(values) &&
        values.length > 0
          ? { ...config, name: `s${createHash('sha1').update(config.text).digest('base64url')}` }
          : config;
      const timer = timing.timer;
      if (!timer) return query(statement, values, callback);
      const started = performance.now();
      const done = () => timer((performance.now() - started) / 1000);
      // pg's own pool passes a callback, in the place of the values when there are none.
      const [given, finish] = typeof values === 'function' ? [undefined, values] : [values, callback];
      if (typeof finish === 'function') {
        return query(statement, given, (...results: unknown[]) => {
          done();
          (finish as (...results: unknown[]) => void)(...results);
        });
      }
      const result: unknown = query(statement, given);
      if (result instanceof Promise) result.then(done, done);
      return result as never;
    }
  };
}

export async function openPostgres(
  url: string,
  poolSize = 10,
  onQuery?: QueryListener,
): Promise<DatabaseHandle> {
  const timing = new QueryTiming();
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    Client: preparingClient(timing),
  });
  // An idle client that loses its server must not crash the process; the next query reports the failure.
  pool.on('error', () => undefined);
  try {
    const probe = await pool.connect();
    probe.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new DatabaseUnavailableError(describeConnectionFailure(url, error));
  }
  const db = drizzlePostgres({ client: pool, ...withListener(onQuery) });
  const notifications = postgresWatch(url);
  const leadership = advisoryLeadership(url, LEADER_LOCK_KEY);
  /**
   * Work that runs on the connection holding the session-level advisory lock: it needs no second
   * connection from the pool, and if this process dies the lock goes with its connection.
   */
  const whileLocked = async <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
      return await work(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
      client.release();
    }
  };
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    migrate: () =>
      whileLocked((client) =>
        migratePostgres(drizzlePostgres({ client, ...drizzleOptions }), {
          migrationsFolder: MIGRATIONS_FOLDER,
        }),
      ),
    withStartupLock: (work) =>
      whileLocked((client) =>
        work(drizzlePostgres({ client, ...withListener(onQuery) }) as unknown as Database),
      ),
    watch: notifications.watch,
    timeQueries: (timer) => {
      timing.timer = timer;
    },
    poolState: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    leads: leadership.leads,
    close: async () => {
      await notifications.close();
      await leadership.close();
      await pool.end();
    },
  };
}

export function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  pgliteSharedBuffersMb?: number;
}): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(options.dataDir, undefined, undefined, options.pgliteSharedBuffersMb);
}

// How often PGlite's tables are vacuumed and their planner statistics brought up to date while the shop runs.
const PGLITE_ANALYZE_MS = 6 * 60 * 60_000;

/**
 * PGlite runs no autovacuum, so nothing ever ANALYZEs its tables: the planner guesses row counts, and at
 * a real catalogue's size (100,000 variants) that more than doubled the product page's query (5.1 → 2.1
 * ms) and slowed the cart and the listing. Nor does anything VACUUM them: every rewritten row (a sale's
 * listing row, a bulk price change's every row) stays behind as a dead version, and a page keeps no mark
 * that all its rows are visible, so the listing's index-only scans visit the table for every row. After one
 * rewrite of the whole listing, its spread pages went from about 1,650 to 200–530 req/s, and stayed there;
 * VACUUM brought them back in 1.8 s on 100,000 variants. So PGlite is vacuumed and analysed at start and
 * every six hours (the shop waits for it, as for any statement). PostgreSQL's own autovacuum does this;
 * there this does nothing.
 */
export async function keepPlannerStatistics(database: DatabaseHandle): Promise<() => void> {
  if (database.kind !== 'pglite') return () => undefined;
  await database.db.execute(sql`VACUUM ANALYZE`);
  const timer = setInterval(() => {
    database.db.execute(sql`VACUUM ANALYZE`).catch(() => undefined);
  }, PGLITE_ANALYZE_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** True when the database answers a trivial query. */
export async function databaseAnswers(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`SELECT 1`);
    return true;
  } catch {
    return false;
  }
}

function describeConnectionFailure(url: string, error: unknown): string {
  const where = urlWithoutPassword(url);
  const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
  return `No se pudo conectar a la base de datos ${where}: ${reason}`;
}
