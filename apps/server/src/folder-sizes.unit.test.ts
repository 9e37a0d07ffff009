import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Past about twenty files side by side a folder no longer shows what it holds: split it by idea, as
// modules/orders is (checkout/, settlement/, lifecycle/, returns/, reads/).
const MOST_FILES = 20;

/** Folders that may hold more for now, each with its reason. One that no longer needs it fails too. */
const ALLOWED_MORE: Record<string, string> = {
  'modules/payments/dev-pay': 'the payment stand-in, leaving the server for a workspace of its own',
  'modules/invoices/dev-facturapi': 'the invoicing stand-in, leaving the server the same way',
};

const SOURCE = fileURLToPath(new URL('.', import.meta.url));

/** How many .ts and .tsx files (tests included) each folder under src holds directly, by its path. */
async function filesPerFolder(): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const entry of await readdir(SOURCE, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const folder = path.relative(SOURCE, entry.parentPath).split(path.sep).join('/') || '.';
    counts.set(folder, (counts.get(folder) ?? 0) + 1);
  }
  return counts;
}

describe('the server’s folders', () => {
  it(`hold at most ${MOST_FILES} source files each, tests included`, async () => {
    const crowded = [...(await filesPerFolder())]
      .filter(([folder, files]) => files > MOST_FILES && !(folder in ALLOWED_MORE))
      .map(([folder, files]) => `${folder}: ${files}`);
    expect(crowded, 'split these by idea, or list one with its reason').toEqual([]);
  });

  it('allow more only to the folders listed that still need it', async () => {
    const counts = await filesPerFolder();
    const needless = Object.keys(ALLOWED_MORE).filter((folder) => (counts.get(folder) ?? 0) <= MOST_FILES);
    expect(needless, 'take these off ALLOWED_MORE').toEqual([]);
  });
});
