import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort, ROOT } from './store';

const run = promisify(execFile);

export const NGINX = '/usr/sbin/nginx';
const RECIPE = path.join(ROOT, 'deploy/nginx.conf');

export type RunningNginx = {
  /** `https://localhost:<port>`, where the browser goes. */
  httpsUrl: string;
  /** `http://localhost:<port>`, which only redirects. */
  httpUrl: string;
  /** The self-signed certificate nginx presents, for a client that checks it. */
  certificate: string;
  /** nginx's access log so far. */
  accessLog: () => Promise<string>;
  stop: () => Promise<void>;
};

/** Replaces `from` in `text`, failing when the recipe no longer has it: the test must run the recipe. */
function replaceIn(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`deploy/nginx.conf ya no contiene «${from}»`);
  return text.replaceAll(from, to);
}

/** nginx's own processes: one worker of 256 connections for a test; a benchmark's crowd needs more. */
export type NginxWorkers = { processes: number | 'auto'; connections: number };

/**
 * Debian's nginx as a child of the test, on free ports and a folder of its own, running deploy/nginx.conf
 * with only its names, ports and paths replaced, inside a main configuration like Debian's own (gzip on
 * for everything, which the recipe must turn off). Its certificate is self-signed for localhost,
 * made with Debian's openssl.
 */
export async function startNginx(
  shopPort: number,
  workers: NginxWorkers = { processes: 1, connections: 256 },
): Promise<RunningNginx> {
  if (!existsSync(NGINX)) {
    throw new Error(`No se encontró nginx en ${NGINX}: instálalo con "apt-get install -y nginx".`);
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'tienda-nginx-'));
  // As root, nginx's workers run as nobody: they must reach the folder to buffer bodies in it.
  await chmod(folder, 0o755);
  await mkdir(path.join(folder, 'temp'));
  const certificate = path.join(folder, 'localhost.crt');
  const key = path.join(folder, 'localhost.key');
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost',
    '-keyout',
    key,
    '-out',
    certificate,
  ]);
  const [httpPort, httpsPort] = [await freePort(), await freePort()];

  let site = await readFile(RECIPE, 'utf8');
  for (const [from, to] of [
    ['server 127.0.0.1:3000;', `server 127.0.0.1:${shopPort};`],
    ['    listen [::]:80;\n', ''],
    ['    listen [::]:443 ssl http2;\n', ''],
    ['listen 80;', `listen 127.0.0.1:${httpPort};`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`],
    ['https://$host$request_uri', `https://$host:${httpsPort}$request_uri`],
    ['server_name tienda.example.mx;', 'server_name localhost;'],
    ['/etc/letsencrypt/live/tienda.example.mx/fullchain.pem', certificate],
    ['/etc/letsencrypt/live/tienda.example.mx/privkey.pem', key],
    ['/var/log/nginx/', `${folder}/`],
    // The pictures' cache in the test's own folder: nginx creates it, and it goes with the folder.
    ['proxy_cache_path /var/lib/nginx/tienda-fotos ', `proxy_cache_path ${folder}/fotos `],
  ] as const) {
    site = replaceIn(site, from, to);
  }
  await writeFile(path.join(folder, 'tienda.conf'), site);
  const temp = (name: string) => `${path.join(folder, 'temp', name)}`;
  await writeFile(
    path.join(folder, 'nginx.conf'),
    [
      `pid ${folder}/nginx.pid;`,
      `error_log ${folder}/error.log warn;`,
      `worker_processes ${workers.processes};`,
      `events { worker_connections ${workers.connections}; }`,
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      // As in Debian's /etc/nginx/nginx.conf.
      '  gzip on;',
      `  client_body_temp_path ${temp('body')};`,
      `  proxy_temp_path ${temp('proxy')};`,
      `  fastcgi_temp_path ${temp('fastcgi')};`,
      `  uwsgi_temp_path ${temp('uwsgi')};`,
      `  scgi_temp_path ${temp('scgi')};`,
      `  include ${folder}/tienda.conf;`,
      '}',
      '',
    ].join('\n'),
  );

  const child: ChildProcess = spawn(
    NGINX,
    ['-p', folder, '-c', path.join(folder, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const httpsUrl = `https://localhost:${httpsPort}`;
  await waitUntilListening(child, httpsPort, () => output, folder);
  return {
    httpsUrl,
    httpUrl: `http://localhost:${httpPort}`,
    certificate: await readFile(certificate, 'utf8'),
    accessLog: () => readFile(path.join(folder, 'tienda.access.log'), 'utf8'),
    stop: async () => {
      if (child.exitCode === null) {
        // QUIT: nginx finishes what it is answering, as a reload or an orderly stop would.
        child.kill('SIGQUIT');
        await once(child, 'exit');
      }
      await rm(folder, { recursive: true, force: true });
    },
  };
}

async function waitUntilListening(
  child: ChildProcess,
  port: number,
  output: () => string,
  folder: string,
): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 100) {
    if (child.exitCode !== null) {
      const errors = await readFile(path.join(folder, 'error.log'), 'utf8').catch(() => '');
      throw new Error(`nginx terminó al arrancar (código ${child.exitCode}):\n${output()}\n${errors}`);
    }
    if (await accepts(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx no escuchó en el puerto ${port}:\n${output()}`);
}

/** Whether something accepts TCP connections on the port. */
async function accepts(port: number): Promise<boolean> {
  const socket = connect(port, '127.0.0.1');
  try {
    await once(socket, 'connect');
    return true;
  } catch {
    return false;
  } finally {
    socket.destroy();
  }
}
