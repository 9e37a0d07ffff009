import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pictureCacheDir } from '../seed/render-pictures';
import { repositoryRoot } from './repository-root';

// This test file sits at apps/server/src/lib/, four folders below the checkout's root.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const inside = (folder: string, file: string) => !path.relative(folder, file).startsWith('..');

describe('repositoryRoot', () => {
  it('finds the checkout from the sources and from the bundle, which sit at different depths', async () => {
    expect(await repositoryRoot(path.join(ROOT, 'apps/server/src/seed'))).toBe(ROOT);
    expect(await repositoryRoot(path.join(ROOT, 'apps/server/dist'))).toBe(ROOT);
    // A workspace's own package.json (no `workspaces`) is not the root.
    expect(await repositoryRoot(path.join(ROOT, 'apps/server'))).toBe(ROOT);
  });

  it('finds none outside a checkout', async () => {
    const elsewhere = await mkdtemp(path.join(os.tmpdir(), 'fuera-del-repo-'));
    try {
      expect(await repositoryRoot(elsewhere)).toBeUndefined();
    } finally {
      await rm(elsewhere, { recursive: true, force: true });
    }
  });
});

describe('the seed picture cache', () => {
  it('lives inside the checkout', async () => {
    const folder = await pictureCacheDir();
    expect(folder).toBe(path.join(ROOT, 'node_modules/.cache/store-seed-pictures'));
    expect(inside(ROOT, folder as string)).toBe(true);
  });
});
