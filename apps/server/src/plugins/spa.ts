import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '../http/errors';
import { pagePolicy, styleHash } from './security-headers';

export type SpaOptions = {
  /**
   * The `<head>` tags of the page asked for (its title and description included) and the status to send
   * it with: 404 for a page that does not exist, which the browser's router shows as its not-found page.
   */
  headFor: (request: FastifyRequest) => Promise<{ statusCode: number; tags: string }>;
};

/**
 * Serves the built storefront: hashed assets cached for a year, and `index.html` for every other
 * page path so that the browser's router decides what to show (its own not-found page included),
 * with that page's own head so shared links and search engines see what it is about.
 * `/api/...` never falls back to the page: an unknown call is a JSON 404.
 */
export async function registerSpa(app: FastifyInstance, webDir: string, options: SpaOptions): Promise<void> {
  const indexFile = path.join(webDir, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // The build manifest (.vite/) names the sources; the server reads it, browsers have no use for it.
      allowedPath: (pathName) => !pathName.startsWith('/.vite/'),
      // The build writes .br and .gz copies of text assets; the one the browser accepts is sent as is.
      preCompressed: true,
      // Cache-Control is ours to set, per file, below.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        // The same address answers Brotli, gzip or plain bytes: caches must keep them apart.
        res.setHeader('Vary', 'Accept-Encoding');
        res.setHeader(
          'Cache-Control',
          // Unhashed files (the icon, the payment-methods picture) change rarely: a week, then revalidated.
          hashed
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=604800, stale-while-revalidate=86400',
        );
      },
    });
  }
  // Read once: the page shell does not change while the server runs.
  const inlined = built ? await withStylesInline(await readFile(indexFile, 'utf8'), webDir) : undefined;
  const shell = inlined ? pageShell(inlined.html, indexFile) : undefined;
  const policy = pagePolicy(inlined?.styleHashes ?? []);

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api';
    if (!isPage) return reply.status(404).send({ error: MESSAGES.notFound });
    // A missing file with an extension (an old asset, /favicon.png) is a plain 404, not the page.
    if (path.extname(pathname) !== '') return reply.status(404).send({ error: MESSAGES.notFound });
    if (!shell) return reply.status(503).send({ error: MESSAGES.webNotBuilt });
    reply
      // Every page carries its visitor's session (and a staff member's page its back-office): a shared cache
      // must never keep one to hand to someone else, and the browser asks again each time.
      .header('Cache-Control', 'private, no-cache')
      .header('Content-Security-Policy', policy)
      .type('text/html; charset=utf-8');
    try {
      const head = await options.headFor(request);
      return sendPage(request, reply.status(head.statusCode), shell.withHead(head.tags));
    } catch (error) {
      // The page still works without its own head (the browser fills in the title), so it is sent as built.
      request.log.error({ err: error }, 'page head failed');
      return sendPage(request, reply.status(200), shell.asBuilt);
    }
  });
}

/**
 * The page, compressed here because the compression plugin only reaches declared routes, not this
 * not-found handler through which every page is served. Brotli at a middle level costs well under a
 * millisecond for a page of a few kilobytes.
 */
function sendPage(request: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('Vary', 'Accept-Encoding');
  if (/\bbr\b/.test(accepted)) {
    const body = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('Content-Encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}

/**
 * The stylesheets the built page links to, written into it instead: a few kilobytes that every page needs
 * before it can paint, without a request of its own that would hold the first paint back by a round trip.
 */
async function withStylesInline(
  indexHtml: string,
  webDir: string,
): Promise<{ html: string; styleHashes: string[] }> {
  const links = [...indexHtml.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g)];
  let html = indexHtml;
  const styleHashes: string[] = [];
  for (const [tag, file] of links) {
    const css = (await readFile(path.join(webDir, file ?? ''), 'utf8')).replaceAll('</', '<\\/');
    html = html.replace(tag, () => `<style>${css}</style>`);
    // The page's content policy allows this very text and no other inline style.
    styleHashes.push(styleHash(css));
  }
  return { html, styleHashes };
}

/**
 * The built page, and a way to give it another page's head: its own title and description give way
 * (each page brings its own) and the tags go at the end of `<head>`, after the charset declaration that
 * must come first. Cut once, so a page costs two string joins.
 */
function pageShell(
  indexHtml: string,
  indexFile: string,
): { asBuilt: string; withHead: (tags: string) => string } {
  const withoutDefaults = indexHtml
    .replace(/[ \t]*<title>[\s\S]*?<\/title>[ \t]*(\r?\n)?/i, '')
    .replace(/[ \t]*<meta\s+name="description"[^>]*>[ \t]*(\r?\n)?/i, '');
  const headEnd = withoutDefaults.search(/<\/head>/i);
  if (headEnd < 0) throw new Error(`${indexFile} no tiene </head>; vuelva a compilar la web.`);
  const beforeHeadEnd = `${withoutDefaults.slice(0, headEnd).trimEnd()}\n    `;
  const fromHeadEnd = `\n  ${withoutDefaults.slice(headEnd)}`;
  return { asBuilt: indexHtml, withHead: (tags) => beforeHeadEnd + tags + fromHeadEnd };
}
