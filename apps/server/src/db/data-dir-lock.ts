import { mkdir, open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { processExists } from '../lib/processes';

export class DataDirInUseError extends Error {}

/**
 * PGlite is a single-process database: two servers on one DATA_DIR would corrupt it. A lock file with
 * the owner's pid keeps a second one out; a lock left by a process that no longer exists is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(lockFile, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && processExists(owner)) {
        throw new DataDirInUseError(
          `DATA_DIR ${dataDir} ya está en uso por otro servidor (pid ${owner}). Detenlo o usa otro DATA_DIR.`,
        );
      }
      await rm(lockFile, { force: true });
    }
  }
  throw new DataDirInUseError(`No se pudo tomar DATA_DIR ${dataDir}.`);
}
