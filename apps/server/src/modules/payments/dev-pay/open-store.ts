import { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import { memoryStore } from './memory-store';
import { sqlStore } from './sql-store';
import type { DevPayStore } from './store';

/** PGlite (one process, one connection) keeps dev-pay in memory over its tables; PostgreSQL in them. */
export function openStore(db: Database, log: FastifyBaseLogger): Promise<DevPayStore> {
  const client: unknown = '$client' in db ? db.$client : undefined;
  return client instanceof PGlite ? memoryStore(db, log) : Promise.resolve(sqlStore(db));
}
