import { access, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { col, openPglite, rowShape, selectRow, type Database } from '../db/client';
import { DataDirInUseError, lockDataDir } from '../db/data-dir-lock';
import { BackupError } from './backup-file';

// The data-dir lock's own file: it is not part of the database.
const LOCK_FILE = 'server.lock';

/**
 * PGlite's whole data folder as a gzipped tarball, by PGlite's own `dumpDataDir`. PGlite is one process
 * per folder, so this runs only while the store is stopped; the lock says so if it is not.
 */
export async function backupPglite(dataDir: string, file: string): Promise<void> {
  const exists = await access(path.join(dataDir, 'PG_VERSION')).then(
    () => true,
    () => false,
  );
  if (!exists) throw new BackupError(`No hay una base de PGlite en DATA_DIR ${dataDir}.`);
  const release = await lockFor(dataDir, 'respaldar');
  try {
    const database = await openPglite(dataDir);
    try {
      const tarball = await database.client.dumpDataDir('gzip');
      // Written beside and renamed: a write cut short is never left under the backup's name.
      const partial = `${file}.parcial`;
      await writeFile(partial, new Uint8Array(await tarball.arrayBuffer()));
      await rename(partial, file);
    } finally {
      await database.close();
    }
  } finally {
    await release();
  }
}

/**
 * Loads a backup into an empty DATA_DIR (PGlite refuses to load over an existing database, and this
 * refuses earlier with a clearer message); answers how many tables the restored database has.
 */
export async function restorePglite(file: string, dataDir: string): Promise<number> {
  const release = await lockFor(dataDir, 'restaurar');
  try {
    const present = (await readdir(dataDir)).filter((name) => name !== LOCK_FILE);
    if (present.length > 0) {
      throw new BackupError(
        `DATA_DIR ${dataDir} no está vacía: se restaura en una carpeta vacía, para no mezclar dos bases. ` +
          'Usa otra DATA_DIR o mueve esa carpeta a otro lado.',
      );
    }
    const database = await openPglite(dataDir, new Blob([await readFile(file)]));
    try {
      return await tableCount(database.db);
    } finally {
      await database.close();
    }
  } catch (error) {
    // Nothing half-loaded stays behind to be taken for a database.
    if (!(error instanceof BackupError)) await emptyFolder(dataDir);
    throw error;
  } finally {
    await release();
  }
}

/** The tables outside PostgreSQL's own catalogues, the same count on either engine. */
export async function tableCount(db: Database): Promise<number> {
  const row = await selectRow(
    db,
    sql`SELECT count(*) AS count FROM pg_catalog.pg_tables
        WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
    rowShape({ count: col.count }),
  );
  return row?.count ?? 0;
}

async function lockFor(dataDir: string, action: string): Promise<() => Promise<void>> {
  try {
    return await lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    throw new BackupError(
      `No se puede ${action} PGlite mientras la tienda corre sobre esa carpeta (PGlite admite un solo ` +
        `proceso): detén la tienda y vuelve a intentarlo. ${error.message}`,
    );
  }
}

async function emptyFolder(folder: string): Promise<void> {
  for (const name of await readdir(folder).catch(() => [])) {
    if (name !== LOCK_FILE) await rm(path.join(folder, name), { recursive: true, force: true });
  }
}
