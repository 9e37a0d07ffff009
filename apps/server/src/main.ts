import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { runPrimary } from './cluster-primary';
import { ConfigError, loadConfig, type Config } from './config';
import { DatabaseUnavailableError, keepPlannerStatistics, openDatabase } from './db/client';
import { DataDirInUseError, lockDataDir } from './db/data-dir-lock';
import { keepHeapNearLive } from './lib/heap-growth';
import { prepareOnStart } from './seed/first-start';

// An orchestrator waits about this long after SIGTERM before it sends SIGKILL.
const DRAIN_LIMIT_MS = 25_000;

/** Start-up problems a person can fix get one clear line and exit code 1, never a stack trace. */
function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const printLine = (line: string) => process.stdout.write(`${line}\n`);

function readyLine(config: Config, database: string, startedAt: number): string {
  return `Tienda lista en ${config.publicUrl} (base de datos: ${database}; ${Math.round(performance.now() - startedAt)} ms)`;
}

/**
 * WEB_CONCURRENCY above 1 (PostgreSQL only, config.ts): this process migrates and seeds once, then keeps
 * that many servers running on the same port (cluster-primary.ts).
 */
async function startServers(config: Config, startedAt: number): Promise<void> {
  const database = await openDatabase(config);
  try {
    await database.migrate();
    await prepareOnStart(database, config.env, printLine);
  } finally {
    await database.close().catch(() => undefined);
  }
  runPrimary({
    processes: config.processes,
    exec: fileURLToPath(import.meta.url),
    drainLimitMs: DRAIN_LIMIT_MS,
    onReady: () => printLine(readyLine(config, `PostgreSQL; ${config.processes} procesos`, startedAt)),
  });
}

async function main(): Promise<void> {
  const startedAt = performance.now();
  keepHeapNearLive();
  const config = loadConfig();
  if (config.processes > 1 && cluster.isPrimary) return startServers(config, startedAt);
  const releaseLock = config.databaseUrl ? undefined : await lockDataDir(config.dataDir);
  const database = await openDatabase(config);
  // A server forked by the primary finds the database already migrated and seeded.
  const seeded = cluster.isWorker
    ? undefined
    : await database.migrate().then(() => prepareOnStart(database, config.env, printLine));
  const stopStatistics = await keepPlannerStatistics(database);

  const app = await buildApp(config, { database });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'cerrando');
    // Requests in flight are answered first; one that hangs must not keep the process from ever ending.
    setTimeout(() => process.exit(1), DRAIN_LIMIT_MS).unref();
    // Close the database last and cleanly: PGlite flushes its files on close.
    await app.close().catch(() => undefined);
    stopStatistics();
    await database.close().catch(() => undefined);
    await releaseLock?.();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close().catch(() => undefined);
    await releaseLock?.();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      fail(`El puerto ${config.port} ya está en uso (PORT). Elige otro o detén el otro proceso.`);
    if (code === 'EACCES') fail(`No hay permiso para escuchar en el puerto ${config.port} (PORT).`);
    if (code === 'ENOTFOUND' || code === 'EADDRNOTAVAIL')
      fail(`HOST no es una dirección de esta máquina: ${config.host}`);
    throw error;
  }
  const readyInMs = Math.round(performance.now() - startedAt);
  app.log.info({ readyInMs, database: database.kind, seeded }, 'tienda lista');
  // Forked servers leave the one line to the primary, which says it once all of them listen.
  if (cluster.isWorker) return;
  printLine(
    readyLine(config, database.kind === 'pglite' ? `PGlite en ${config.dataDir}` : 'PostgreSQL', startedAt),
  );
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DatabaseUnavailableError ||
    error instanceof DataDirInUseError
  ) {
    fail(error.message);
  }
  process.stderr.write(
    `Error al iniciar la tienda: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
