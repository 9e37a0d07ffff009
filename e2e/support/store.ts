import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../apps/server/src/test/shop-server';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));

export type RunningStore = {
  url: string;
  /** Milliseconds from spawn to the "Tienda lista" line. */
  readyInMs: number;
  output: () => string;
  stop: () => Promise<number | null>;
  /** The process, for tests that signal it themselves (SIGKILL, SIGTERM mid-request). */
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal) once the process has ended. */
  exited: Promise<number | null>;
};

export { freePort };

/** The environment of a store started the way the README starts it, plus the test's own values. */
function environment(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn' };
  // Vitest's own variables must not reach the store; a test may still set NODE_ENV itself.
  delete env.NODE_ENV;
  delete env.TEST_DATABASE_KIND;
  return { ...env, ...extra };
}

/** Starts the built store (`npm start` after its build step) and waits until it says it is ready. */
export async function startStore(extra: Record<string, string>): Promise<RunningStore> {
  const port = extra.PORT ?? String(await freePort());
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env: environment({ HOST: '127.0.0.1', ...extra, PORT: port }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const readyInMs = await new Promise<number>((resolve, reject) => {
    const check = () => {
      if (output.includes('Tienda lista en')) resolve(performance.now() - started);
    };
    child.stdout.on('data', check);
    child.on('exit', (code) =>
      reject(new Error(`La tienda terminó (código ${code}) antes de estar lista:\n${output}`)),
    );
  });
  return {
    url: `http://127.0.0.1:${port}`,
    readyInMs,
    output: () => output,
    stop: () => stopProcess(child),
    child,
    exited,
  };
}

async function stopProcess(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  child.kill('SIGTERM');
  const [code] = (await once(child, 'exit')) as [number | null];
  return code;
}

/** Runs the store expecting it to refuse to start; returns its exit code and everything it printed. */
export async function failedStart(
  extra: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env: environment(extra),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearTimeout(timer);
  return { code, stdout, stderr };
}
