import { open, stat } from 'node:fs/promises';
import path from 'node:path';
import type { DatabaseKind } from '../db/client';

/** A backup or restore a person can fix from the message alone: one line, no stack. */
export class BackupError extends Error {}

/** The folder a backup goes to when no file is named: `./backups` of the checkout (gitignored). */
export const BACKUP_FOLDER = 'backups';

const EXTENSION: Record<DatabaseKind, string> = { pglite: 'tar.gz', postgres: 'dump' };

/** `backups/tienda-pglite-2026-11-25T22-53-10Z.tar.gz`: the engine and the moment, in UTC, sortable. */
export function defaultBackupFile(kind: DatabaseKind, now = new Date()): string {
  const moment = now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');
  return path.resolve(BACKUP_FOLDER, `tienda-${kind}-${moment}.${EXTENSION[kind]}`);
}

/**
 * What kind of backup a file is, by its first bytes: PGlite's data folder as a gzipped tarball, or
 * pg_dump's custom format (which starts with `PGDMP`).
 */
export async function backupKindOf(file: string): Promise<DatabaseKind> {
  const handle = await open(file).catch((error: unknown) => {
    const code = (error as NodeJS.ErrnoException).code;
    throw new BackupError(
      code === 'ENOENT'
        ? `No existe el archivo ${file}.`
        : `No se puede leer el respaldo ${file}: ${(error as Error).message}`,
    );
  });
  try {
    const { buffer } = await handle.read(Buffer.alloc(5), 0, 5, 0);
    if (buffer[0] === 0x1f && buffer[1] === 0x8b) return 'pglite';
    if (buffer.toString('latin1') === 'PGDMP') return 'postgres';
  } finally {
    await handle.close();
  }
  throw new BackupError(
    `${file} no es un respaldo de la tienda (ni la carpeta de PGlite en .tar.gz ni un pg_dump en formato custom).`,
  );
}

const sizeFormat = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 });

/** The file's size as a person reads it: `12.3 MB`. */
export async function describeSize(file: string): Promise<string> {
  const bytes = (await stat(file)).size;
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${sizeFormat.format(value)} ${units[unit]}`;
}
