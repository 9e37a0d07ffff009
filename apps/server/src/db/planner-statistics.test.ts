import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { writeCatalogFixture } from '../test/catalog-fixture';
import { createTestDatabase, TEST_DATABASE_KIND } from '../test/database';
import { keepPlannerStatistics, type DatabaseHandle } from './client';
import { col, rowShape, selectRow } from './rows';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await writeCatalogFixture(database.db);
});
afterAll(() => database.close());

const estimate = rowShape({ rows: col.count });

it('gives PGlite’s planner the row counts it never gathers by itself (PostgreSQL’s autovacuum does)', async () => {
  const stop = await keepPlannerStatistics(database);
  stop();
  const variants = await selectRow(
    database.db,
    sql`SELECT reltuples::bigint AS rows FROM pg_class WHERE relname = 'variants'`,
    estimate,
  );
  const counted = await selectRow(database.db, sql`SELECT count(*) AS rows FROM variants`, estimate);
  // Never analysed, a table's estimate is -1; on PostgreSQL it is left to autovacuum.
  if (TEST_DATABASE_KIND === 'pglite') expect(variants?.rows).toBe(counted?.rows);
  else expect(variants?.rows).toBeLessThan(counted!.rows);
});

const visibility = rowShape({ pages: col.integer, visible: col.integer });

it('vacuums PGlite, so the listing’s pages are marked all-visible again after every row was rewritten', async () => {
  // Renaming every product rewrites every listing row (its search text), as a bulk change would.
  await database.db.execute(sql`UPDATE products SET name = name || ' '`);
  const listing = () =>
    selectRow(
      database.db,
      sql`SELECT relpages AS pages, relallvisible AS visible FROM pg_class WHERE relname = 'product_listings'`,
      visibility,
    );
  const stop = await keepPlannerStatistics(database);
  stop();
  const after = await listing();
  // PostgreSQL's autovacuum does this on its own time: there the table may not be counted yet.
  if (TEST_DATABASE_KIND === 'pglite') {
    expect(after?.pages).toBeGreaterThan(0);
    expect(after?.visible).toBe(after?.pages);
  } else expect(after).toBeDefined();
});
