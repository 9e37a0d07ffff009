import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle, type QueryListener } from '../../db/client';
import { PGLITE_TEMPLATE_KEY, POSTGRES_TEMPLATE_KEY, RUN_PID_KEY } from './keys';
import { databaseUrl, dropDatabase, testDatabasePrefix, testServerUrl, withClient } from './postgres-server';

/** Which engine this test project runs on; set per Vitest project in vitest.config.ts. */
export const TEST_DATABASE_KIND = process.env.TEST_DATABASE_KIND === 'postgres' ? 'postgres' : 'pglite';

export type TestDatabase = DatabaseHandle & {
  /**
   * Another handle on the same database, as a second server process opens it: its own pool and its own
   * bid for the background work's lead. PGlite has one process, so there it is this same handle.
   */
  openAnother: () => Promise<DatabaseHandle>;
};

/**
 * A fresh, migrated, empty database for one test file, on the engine of the running project.
 * `close()` also removes it, so nothing is left behind on the PostgreSQL server.
 */
export async function createTestDatabase(onQuery?: QueryListener): Promise<TestDatabase> {
  if (TEST_DATABASE_KIND === 'pglite') {
    const tarball = await readFile(inject(PGLITE_TEMPLATE_KEY));
    const handle = await openPglite(undefined, new Blob([tarball]), onQuery);
    return { ...handle, openAnother: async () => ({ ...handle, close: async () => undefined }) };
  }
  const server = testServerUrl();
  const name = `${testDatabasePrefix(inject(RUN_PID_KEY))}${randomBytes(6).toString('hex')}`;
  await withClient(server, (admin) =>
    admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject(POSTGRES_TEMPLATE_KEY)}`),
  );
  const url = databaseUrl(server, name);
  const handle = await openPostgres(url, 5, onQuery);
  return {
    ...handle,
    openAnother: () => openPostgres(url, 5),
    close: async () => {
      await handle.close();
      await withClient(server, (admin) => dropDatabase(admin, name));
    },
  };
}
