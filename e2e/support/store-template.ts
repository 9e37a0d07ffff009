import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStore } from './store';

export const STORE_TEMPLATE_KEY = 'storeTemplateDataDir';

declare module 'vitest' {
  export interface ProvidedContext {
    storeTemplateDataDir: string;
  }
}

/**
 * Vitest global setup for the journeys: the built store started once on an empty data folder, the way
 * the README starts it, so that it migrates and seeds the demo catalogue (drawing its ~1,200 pictures),
 * then stopped. Each journey copies that folder instead of seeding a store of its own: the copy takes a
 * second or two where the seeding took half a minute to two of a CI machine's cores. The first start
 * itself stays under test in `start.test.ts` and `checkout-files.test.ts`, which start on empty folders.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'store-e2e-template-'));
  const store = await startStore({ DATA_DIR: dataDir });
  const code = await store.stop();
  if (code !== 0) throw new Error(`La tienda de plantilla terminó con código ${code}:\n${store.output()}`);
  project.provide(STORE_TEMPLATE_KEY, dataDir);
  return () => rm(dataDir, { recursive: true, force: true });
}
