import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../../db/client';
import { POSTGRES_TEMPLATE_KEY, RUN_PID_KEY } from './keys';
import { processExists } from '../../lib/processes';
import {
  databaseUrl,
  dropDatabase,
  ownerPid,
  testDatabasePrefix,
  testServerUrl,
  withClient,
} from './postgres-server';

/**
 * Vitest global setup for the PostgreSQL project: a migrated template database that each test file
 * copies (`CREATE DATABASE ... TEMPLATE`, a file copy on the server). Everything it creates is dropped
 * at the end. Every name carries the pid of the run that made it, so databases left by a run that was
 * killed are dropped at the next start, while those of a run still going are left alone.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = testServerUrl();
  await withClient(server, async (admin) => {
    const leftovers = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'store\\_test\\_%'",
    );
    for (const { datname } of leftovers.rows) {
      const owner = ownerPid(datname);
      if (owner !== undefined && !processExists(owner)) await dropDatabase(admin, datname);
    }
  });

  const name = `${testDatabasePrefix(process.pid)}template_${randomBytes(4).toString('hex')}`;
  await withClient(server, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const template = await openPostgres(databaseUrl(server, name), 1);
  await template.migrate();
  await template.close();
  project.provide(POSTGRES_TEMPLATE_KEY, name);
  project.provide(RUN_PID_KEY, process.pid);

  return () => withClient(server, (admin) => dropDatabase(admin, name));
}
