import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoCatalogue, cachedPictureFile, demoPictureJobs } from '../apps/server/src/seed';
import { ROOT, startStore } from './support/store';

describe('the built store on a fresh data folder', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'store-e2e-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  // A long limit: on a clone whose cache is still empty, the start draws all ~1,200 pictures.
  it('draws a picture missing from the seed cache into the checkout, never beside it', async () => {
    const [job] = demoPictureJobs(buildDemoCatalogue());
    if (!job) throw new Error('el catálogo de demostración no tiene imágenes');
    const cached = await cachedPictureFile(job.svg(), job.width);
    if (!cached) throw new Error('la caché de imágenes no encontró la raíz del repositorio');
    expect(path.relative(ROOT, cached).startsWith('..')).toBe(false);
    // Where the bundle used to put it: `../../../../node_modules` from dist/ is the checkout's parent.
    const beside = path.join(ROOT, '..', path.relative(ROOT, cached));
    await rm(cached, { force: true });
    const before = existsSync(beside) ? (await stat(beside)).mtimeMs : undefined;

    const store = await startStore({ DATA_DIR: dataDir });
    expect(await store.stop()).toBe(0);

    expect(existsSync(cached), `${cached} no se volvió a dibujar`).toBe(true);
    expect(existsSync(beside) ? (await stat(beside)).mtimeMs : undefined).toBe(before);
  }, 180_000);
});
