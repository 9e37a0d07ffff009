import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The checkout's root: the nearest folder at or above `from` whose package.json declares the npm
 * workspaces. Found by looking, not by a fixed number of `..`, because the same code runs from `src/`
 * and bundled into `dist/`, at different depths. Undefined outside a checkout.
 */
export async function repositoryRoot(from: string): Promise<string | undefined> {
  for (let folder = path.resolve(from); ; folder = path.dirname(folder)) {
    if (await declaresWorkspaces(path.join(folder, 'package.json'))) return folder;
    if (path.dirname(folder) === folder) return undefined;
  }
}

async function declaresWorkspaces(file: string): Promise<boolean> {
  try {
    const manifest: unknown = JSON.parse(await readFile(file, 'utf8'));
    return typeof manifest === 'object' && manifest !== null && 'workspaces' in manifest;
  } catch {
    return false;
  }
}
