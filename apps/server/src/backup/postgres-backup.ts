import { execFile } from 'node:child_process';
import { rename, rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { BackupError } from './backup-file';

const run = promisify(execFile);

/** The tables outside PostgreSQL's own catalogues: none in a database fit to restore into. */
const TABLES = `SELECT count(*) AS count FROM pg_catalog.pg_tables
  WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`;

/**
 * A pg_dump of the whole database in its custom format (compressed; pg_restore reads it), without
 * owners or grants so that it restores under another user. pg_dump must be at least the server's
 * version; Debian's postgresql-client of the same major version is.
 */
export async function backupPostgres(url: string, file: string): Promise<void> {
  const connection = splitPassword(url);
  const server = await serverMajorVersion(url);
  const tool = await toolMajorVersion('pg_dump');
  if (tool < server) {
    throw new BackupError(
      `pg_dump ${tool} es más viejo que el servidor PostgreSQL ${server} y no puede respaldarlo: ` +
        `instala postgresql-client-${server}.`,
    );
  }
  const partial = `${file}.parcial`;
  // A dump cut short must not be left where it could be taken for a backup.
  await runTool(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${connection.url}`],
    connection.env,
  ).catch(async (error: unknown) => {
    await rm(partial, { force: true });
    throw error;
  });
  await rename(partial, file);
}

/**
 * Restores a pg_dump into the database of `url`, in one transaction: all of it or nothing. Only into an
 * empty database unless `replace`, which drops and recreates each object the backup has (pg_restore's
 * --clean); tables the backup does not have are left as they are. Answers the tables it ends with.
 */
export async function restorePostgres(file: string, url: string, replace: boolean): Promise<number> {
  const connection = splitPassword(url);
  const tables = await tablesIn(url);
  if (tables > 0 && !replace) {
    throw new BackupError(
      `La base de destino ya tiene ${tables} tablas: se restaura en una base vacía (createdb tienda_restaurada ` +
        'y DATABASE_URL hacia ella). Para reemplazar lo que hay, npm run restore -- <archivo> --force.',
    );
  }
  await toolMajorVersion('pg_restore');
  await runTool(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      ...(replace ? ['--clean', '--if-exists'] : []),
      `--dbname=${connection.url}`,
      file,
    ],
    connection.env,
  );
  return tablesIn(url);
}

/** The password leaves the URL for PGPASSWORD: a command line is visible to every user of the machine. */
function splitPassword(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    url: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`No se pudo conectar a PostgreSQL (DATABASE_URL): ${(error as Error).message}`);
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const tablesIn = (url: string) =>
  withClient(url, async (client) => Number((await client.query<{ count: string }>(TABLES)).rows[0]?.count));

const serverMajorVersion = (url: string) =>
  withClient(url, async (client) => {
    const row = (await client.query<{ server_version_num: string }>('SHOW server_version_num')).rows[0];
    return Math.floor(Number(row?.server_version_num) / 10_000);
  });

/** `pg_dump (PostgreSQL) 15.20 (Debian …)` → 15; a clear message when the tool is not installed. */
async function toolMajorVersion(name: string): Promise<number> {
  const { stdout } = await runTool(name, ['--version'], process.env);
  const major = /\(PostgreSQL\) (\d+)/.exec(stdout)?.[1];
  if (!major) throw new BackupError(`No se entiende la versión de ${name}: ${stdout.trim()}`);
  return Number(major);
}

async function runTool(name: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ stdout: string }> {
  try {
    return await run(name, args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') {
      throw new BackupError(
        `No se encontró ${name}: instala el cliente de PostgreSQL de la misma versión que el servidor ` +
          '(Debian: apt-get install postgresql-client).',
      );
    }
    const detail = (failure.stderr ?? failure.message).trim().split('\n').slice(0, 5).join(' | ');
    throw new BackupError(`${name} falló: ${detail}`);
  }
}
