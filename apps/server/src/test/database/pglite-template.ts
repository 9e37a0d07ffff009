import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../../db/client';
import { PGLITE_TEMPLATE_KEY } from './keys';

/**
 * Vitest global setup for the PGlite project: one `initdb` and one migration run for the whole suite.
 * The migrated data directory is dumped to a tarball that every test file loads into its own fresh,
 * in-memory database, which takes a fraction of a second instead of seconds. The tarball is left
 * uncompressed: it stays on this machine, and unpacking a gzip cost each file about 0.3 s of a core.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'store-pglite-'));
  const template = await openPglite(undefined);
  await template.migrate();
  const dump = await template.client.dumpDataDir('none');
  await template.close();
  const file = path.join(folder, 'template.tar');
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide(PGLITE_TEMPLATE_KEY, file);
  return () => rm(folder, { recursive: true, force: true });
}
