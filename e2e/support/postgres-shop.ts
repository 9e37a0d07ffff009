import { randomBytes } from 'node:crypto';
import { col, openPostgres, rowShape, selectRow, type DatabaseHandle } from '../../apps/server/src/db/client';
import { sql } from 'drizzle-orm';
import { databaseUrl, withClient } from '../../apps/server/src/test/database/postgres-server';

export type ShopDatabase = { url: string; handle: DatabaseHandle; drop: () => Promise<void> };

/**
 * An empty database of its own on the PostgreSQL server at `serverUrl`, named like the server tests'
 * (`store_test_<pid>_…`) so that a run's leftovers are recognised and swept, with a small pool for the
 * test's own reads and writes. The store started on it migrates and seeds it.
 */
export async function createShopDatabase(serverUrl: string, label: string): Promise<ShopDatabase> {
  const name = `store_test_${process.pid}_${label}_${randomBytes(3).toString('hex')}`;
  await withClient(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = databaseUrl(serverUrl, name);
  const handle = await openPostgres(url, 4);
  return {
    url,
    handle,
    drop: async () => {
      await handle.close().catch(() => undefined);
      await withClient(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** A variant of the demo catalogue with exactly `units` in stock, for a test to sell. */
export async function variantWithStock(database: DatabaseHandle, units: number): Promise<number> {
  const row = await selectRow(
    database.db,
    sql`UPDATE variants SET stock = ${units} WHERE id = (SELECT min(id) FROM variants) RETURNING id`,
    rowShape({ id: col.integer }),
  );
  if (!row) throw new Error('el catálogo no tiene variantes');
  return row.id;
}

export async function stockOf(database: DatabaseHandle, variantId: number): Promise<number> {
  const row = await selectRow(
    database.db,
    sql`SELECT stock FROM variants WHERE id = ${variantId}`,
    rowShape({ stock: col.integer }),
  );
  return Number(row?.stock);
}
