import path from 'node:path';
import { loadConfig } from '../config';
import { runCommand } from '../lib/run-command';
import { backupKindOf, BackupError, describeSize } from './backup-file';
import { restorePglite } from './pglite-backup';
import { restorePostgres } from './postgres-backup';

const USAGE = 'Uso: npm run restore -- <archivo> [--force]';

/**
 * `npm run restore -- <file> [--force]`: a backup into the database the configuration names (DATA_DIR or
 * DATABASE_URL), which must be empty; `--force` (PostgreSQL only) replaces what the backup has.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  const [given] = files;
  if (!given || files.length > 1 || given.startsWith('-')) throw new BackupError(USAGE);
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
  const config = loadConfig();
  const kind = await backupKindOf(file);
  const target = config.databaseUrl ? 'postgres' : 'pglite';
  if (kind !== target) {
    throw new BackupError(
      kind === 'pglite'
        ? `${file} es un respaldo de PGlite: se restaura sin DATABASE_URL, en una DATA_DIR vacía.`
        : `${file} es un respaldo de PostgreSQL (pg_dump): se restaura con DATABASE_URL hacia una base vacía.`,
    );
  }
  if (force && !config.databaseUrl) {
    throw new BackupError('--force es solo para PostgreSQL; PGlite se restaura en una DATA_DIR vacía.');
  }
  process.stdout.write(`Restaurando ${file} (${await describeSize(file)})...\n`);
  const started = performance.now();
  const tables = config.databaseUrl
    ? await restorePostgres(file, config.databaseUrl, force)
    : await restorePglite(file, config.dataDir);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite en ${config.dataDir}`;
  process.stdout.write(
    `Respaldo restaurado en ${where}: ${tables} tablas (${seconds} s). La tienda ya puede arrancar sobre ella.\n`,
  );
}

runCommand(main, 'Error al restaurar la base', [BackupError]);
