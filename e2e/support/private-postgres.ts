import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './store';

const run = promisify(execFile);

export type PrivatePostgres = {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  destroy: () => Promise<void>;
};

/** The newest PostgreSQL installed from Debian's packages, the same one that runs on 5432 here. */
async function binaries(): Promise<string> {
  const versions = (await readdir('/usr/lib/postgresql')).toSorted((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error('PostgreSQL no está instalado en /usr/lib/postgresql');
  return path.join('/usr/lib/postgresql', versions[0], 'bin');
}

/**
 * A PostgreSQL server of this machine's installation with its own data folder and port, which a test may
 * stop and start at will: stopping the shared server on 5432 would fail every other database test running
 * beside it. initdb refuses root, so as root the server runs as the `postgres` user, like the main one.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = await binaries();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tienda-pg-'));
  const asRoot = process.getuid?.() === 0;
  const pg = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args])
      : run(path.join(bin, tool), args);
  if (asRoot) await run('chown', ['postgres:postgres', dataDir]);
  await pg('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = async () => {
    await pg('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dataDir, 'server.log'), '-w', 'start']);
  };
  const stop = async () => {
    await pg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: async () => {
      await stop().catch(() => undefined);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
