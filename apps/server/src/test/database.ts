import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle, type QueryListener } from '../db/client';
import { PGLITE_TEMPLATE_KEY, POSTGRES_TEMPLATE_KEY, RUN_PID_KEY } from './keys';
import { databaseUrl, dropDatabase, testDatabasePrefix, testServerUrl, withClient } from './postgres-server';

/** Which engine this test project runs on; set per Vitest project in vitest.config.ts. */
export const TEST_DATABASE_KIND = process.env.TEST_DATABASE_KIND === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated, empty database for one test file, on the engine of the running project.
 * `close()` also removes it, so nothing is left behind on the PostgreSQL server.
 */
export async function createTestDatabase(
  onQuery?: QueryListener,
): Promise<DatabaseHandle & { url?: string }> {
  if (TEST_DATABASE_KIND === 'pglite') {
    const tarball = await readFile(inject(PGLITE_TEMPLATE_KEY));
    return openPglite(undefined, new Blob([tarball]), onQuery);
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
    // Another process's connection to the same database (several app servers on one PostgreSQL).
    url,
    close: async () => {
      await handle.close();
      await withClient(server, (admin) => dropDatabase(admin, name));
    },
  };
}
