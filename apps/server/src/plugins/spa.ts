import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../http/errors';

/**
 * Serves the built storefront: hashed assets cached for a year, and `index.html` for every other
 * page path so that the browser's router decides what to show (its own not-found page included).
 * `/api/...` never falls back to the page: an unknown call is a JSON 404.
 */
export async function registerSpa(app: FastifyInstance, webDir: string): Promise<void> {
  const indexFile = path.join(webDir, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // Cache-Control is ours to set, per file, below.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'Cache-Control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }
  // Read once: the page shell does not change while the server runs.
  const indexHtml = built ? await readFile(indexFile, 'utf8') : undefined;

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api';
    if (!isPage) return reply.status(404).send({ error: MESSAGES.notFound });
    // A missing file with an extension (an old asset, /favicon.png) is a plain 404, not the page.
    if (path.extname(pathname) !== '') return reply.status(404).send({ error: MESSAGES.notFound });
    if (!indexHtml) return reply.status(503).send({ error: MESSAGES.webNotBuilt });
    return reply
      .status(200)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
}
