import cluster, { type Worker } from 'node:cluster';
import { serveClusterScrapes } from './modules/metrics';

export type PrimaryOptions = {
  /** How many server processes to keep running (WEB_CONCURRENCY). */
  processes: number;
  /** The script each server process runs: the same entry as this one. */
  exec: string;
  /** How long the servers get to answer what they are answering once told to stop. */
  drainLimitMs: number;
  /** Once every server listens, with the milliseconds since the start. */
  onReady: () => void;
};

/**
 * With WEB_CONCURRENCY above 1, this process serves nothing itself (decision 020): it forks that many
 * servers, which share the port (node:cluster hands each new connection to the next one in turn) and one
 * PostgreSQL database. A server that dies is replaced; but while the first ones are still starting, one
 * that dies (a port in use, a database that went away) ends the start with its own one-line message,
 * instead of being forked again for ever. SIGTERM or SIGINT passes SIGTERM to every server, each drains its requests as a
 * single server does, and this process ends once they all have.
 */
export function runPrimary(options: PrimaryOptions): void {
  cluster.setupPrimary({ exec: options.exec });
  // A scrape reaching any server is answered for all of them (decision 055).
  const metrics = serveClusterScrapes();
  const everListening = new Set<Worker>();
  let ready = false;
  let stopping = false;
  let failed = false;

  const fork = () => {
    const worker = cluster.fork();
    worker.once('listening', () => {
      everListening.add(worker);
      // The first one has proved the port and the database; the others start together.
      if (everListening.size === 1 && !ready) {
        for (let index = 1; index < options.processes; index += 1) fork();
      }
      if (!ready && everListening.size >= options.processes) {
        ready = true;
        options.onReady();
      }
    });
  };

  const stop = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    if (exitCode !== 0) failed = true;
    const running = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    if (running.length === 0) process.exit(exitCode);
    for (const worker of running) worker.process.kill('SIGTERM');
    // Each server gives up on its own after the drain limit; this is only in case one cannot.
    setTimeout(() => process.exit(1), options.drainLimitMs + 5_000).unref();
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      // One still starting when told to stop has no handler for SIGTERM yet and simply ends by it: stopped
      // as asked, not a failure.
      if (code !== 0 && signal !== 'SIGTERM') failed = true;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
      return;
    }
    if (!ready) {
      // It already said why on its way out.
      stop(1);
      return;
    }
    const wasServing = everListening.delete(worker);
    metrics.serverReplaced();
    process.stderr.write(
      `Un proceso de la tienda (pid ${worker.process.pid}) terminó (${signal ?? `código ${code}`}); se inicia otro.\n`,
    );
    // One that could not even start (the database away for a moment) is tried again a second later, not
    // in a tight loop; the others keep serving meanwhile.
    setTimeout(
      () => {
        if (!stopping) fork();
      },
      wasServing ? 0 : 1_000,
    );
  });

  process.on('SIGTERM', () => stop(0));
  process.on('SIGINT', () => stop(0));
  // One first: a port in use or a database away is then said once, not by every process.
  fork();
}
