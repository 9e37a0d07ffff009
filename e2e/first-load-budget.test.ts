import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { ROOT } from './support/store';

const WEB_DIST = path.join(ROOT, 'apps/web/dist');
/**
 * The most script, in kB (1000 bytes) of gzip, that every page loads before it can show anything: the
 * entry chunk and the chunks it imports. Decision 006 set 90 on a phone; issue 22 brought the figure from
 * 94.7 to 91.0 (decision 022) without reaching 90, so the budget holds today's figure: a feature that adds
 * to the first load must take as much out. Issues 39–41 added four pages (each a few bytes of the
 * router's) and the cards' lazily loaded stars: 91.21, with the stars' code and contract already taken
 * out. One e-mail consent with one unsubscribe page (decision 066) took the reviews' page, its route and
 * its query key out: 91.17 (91,170 bytes). The 0.17 left is still owed back: the other pages those issues
 * added are real ones, so it has to come from elsewhere in the first script.
 */
const BUDGET_KB = 91.17;

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };

it('keeps the script every page loads first within its budget', async () => {
  // Vite's build manifest names the entry and what it imports; the server reads the same file.
  const manifest = JSON.parse(
    await readFile(path.join(WEB_DIST, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  const page = await readFile(path.join(WEB_DIST, 'index.html'), 'utf8');
  // The page loads the entry the manifest names (a stale manifest would measure another build).
  expect([...files].some((file) => page.includes(`src="/${file}"`))).toBe(true);

  let bytes = 0;
  // Compressed as the pages bench measures it (zlib's default level), whatever the server sends.
  for (const file of files) bytes += gzipSync(await readFile(path.join(WEB_DIST, file))).length;
  console.info(`primera carga: ${(bytes / 1000).toFixed(1)} kB gzip en ${files.size} archivo(s)`);
  expect(bytes / 1000).toBeLessThanOrEqual(BUDGET_KB);
});
