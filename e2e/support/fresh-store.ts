import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './browser';
import { freePort, startStore, type RunningStore } from './store';
import { STORE_TEMPLATE_KEY } from './store-template';

export type FreshStore = {
  store: () => RunningStore;
  browser: () => Browser;
  dataDir: () => string;
  port: () => string;
  /** Stops and starts the store again on the same folder and port (the browser keeps its storage). */
  restart: (beforeStart?: () => Promise<void>) => Promise<void>;
};

/**
 * A journey file's own store on a fresh embedded database, and a Chromium, started before its tests
 * and removed after them: journeys share nothing, so files run in parallel. The database is a copy of
 * the one the run's global setup migrated and seeded (`store-template.ts`), the same demo shop a first
 * start writes. `env` adds variables of the store's own (as an operator would set them).
 */
export function useFreshStore(env: Record<string, string> = {}): FreshStore {
  let dataDir = '';
  let port = '';
  let store: RunningStore | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'store-e2e-'));
    await cp(inject(STORE_TEMPLATE_KEY), dataDir, { recursive: true });
    port = String(await freePort());
    store = await startStore({ ...env, DATA_DIR: dataDir, PORT: port });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await store?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });
  const required = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} no ha arrancado`);
    return value;
  };
  return {
    store: () => required(store, 'La tienda'),
    browser: () => required(browser, 'Chromium'),
    dataDir: () => dataDir,
    port: () => port,
    restart: async (beforeStart) => {
      await required(store, 'La tienda').stop();
      await beforeStart?.();
      store = await startStore({ ...env, DATA_DIR: dataDir, PORT: port });
    },
  };
}
