import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../../../../server/src/db/client';
import { memoryStore } from './memory-store';
import { sqlStore } from './sql-store';
import type { DevPayStore } from './store';

// dev-pay's own connections to PostgreSQL: a few are plenty for a stand-in.
const POOL_SIZE = 3;

/**
 * dev-pay's store on the shop's database. The shop calls its payment provider, over HTTP, while it
 * holds a transaction open (cancelling an order refunds inside one, so that a second cancel waits), as
 * it may with Stripe. dev-pay answering such a call must therefore never wait for the shop's
 * connections: on PGlite (one connection) it keeps its state in memory over its tables; on PostgreSQL
 * it opens a small pool of its own, so several cancels at once holding the shop's whole pool cannot
 * starve the refund they wait for.
 */
export async function openStore(db: Database, log: FastifyBaseLogger): Promise<DevPayStore> {
  const client: unknown = '$client' in db ? db.$client : undefined;
  if (client instanceof PGlite) return memoryStore(db, log);
  if (!(client instanceof pg.Pool)) return sqlStore(db);
  const pool = new pg.Pool({
    connectionString: client.options.connectionString,
    max: POOL_SIZE,
    connectionTimeoutMillis: 5_000,
  });
  pool.on('error', (error) => log.warn({ err: error }, 'dev-pay: una conexión a la base de datos falló'));
  const own = sqlStore(drizzle({ client: pool, casing: 'snake_case' }) as unknown as Database);
  return { ...own, close: () => pool.end() };
}
