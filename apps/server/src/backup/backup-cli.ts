import { access, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config';
import { runCommand } from '../lib/run-command';
import { BackupError, defaultBackupFile, describeSize } from './backup-file';
import { backupPglite } from './pglite-backup';
import { backupPostgres } from './postgres-backup';

const USAGE = 'Uso: npm run backup [-- <archivo>]';

/** `npm run backup [-- <file>]`: the whole database, pictures included, to one file. */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.length > 1 || args[0]?.startsWith('-')) throw new BackupError(USAGE);
  const config = loadConfig();
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  // npm runs scripts from the repository root; a relative path means the folder the command was typed in.
  const file = args[0]
    ? path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0])
    : defaultBackupFile(kind);
  const taken = await access(file).then(
    () => true,
    () => false,
  );
  if (taken) throw new BackupError(`${file} ya existe: elige otro nombre para no sobrescribir un respaldo.`);
  await mkdir(path.dirname(file), { recursive: true });
  const started = performance.now();
  if (config.databaseUrl) await backupPostgres(config.databaseUrl, file);
  else await backupPglite(config.dataDir, file);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const source = config.databaseUrl ? 'PostgreSQL (pg_dump)' : `PGlite de ${config.dataDir}`;
  process.stdout.write(
    `Respaldo de ${source} escrito en ${file} (${await describeSize(file)}, ${seconds} s)\n`,
  );
}

runCommand(main, 'Error al respaldar la base', [BackupError]);
