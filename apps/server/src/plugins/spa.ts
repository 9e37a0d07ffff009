import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '../http/errors';
import { inlineHash, pagePolicy } from './security-headers';

export type SpaOptions = {
  /**
   * The `<head>` tags of the page asked for (its title and description included) and the status to send
   * it with: 404 for a page that does not exist, which the browser's router shows as its not-found page.
   */
  headFor: (request: FastifyRequest) => Promise<{ statusCode: number; tags: string; firstScreen?: string }>;
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
  const policy = pagePolicy(inlined?.styleHashes ?? [], shell?.scriptHashes ?? []);

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
      return sendPage(
        request,
        reply.status(head.statusCode),
        shell.withHead(head.tags, head.firstScreen ?? ''),
      );
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
    styleHashes.push(inlineHash(css));
  }
  return { html, styleHashes };
}

/** The element the app renders into (apps/web/index.html), up to where its children go. */
const ROOT_ELEMENT = /<div id="root">/i;
/** The built page's entry script, which Vite writes into `<head>`. */
const ENTRY_SCRIPT =
  /[ \t]*<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>[ \t]*(\r?\n)?/i;
/** The longest the entry waits for the first screen's pictures, on a network slow enough to stall them. */
const MAX_ENTRY_WAIT_MS = 1000;

/**
 * The script that starts the entry once the first screen's pictures have painted, for a page that has a
 * first screen. Started with the HTML, the ~90 kB entry would share the phone's bandwidth with the very
 * pictures the shopper waits for, and Lighthouse's simulation counts any script fetched before the first
 * paint as holding it back. A frame after the pictures are decoded (or after MAX_ENTRY_WAIT_MS, or when a
 * tab in the background never draws a frame) the entry is added as the built page would have it, after the
 * tags of the page's own code that the first screen holds back (pages' first-screen.ts).
 */
const entryLoader = (src: string): string =>
  `<script>{let started=false;const start=()=>{if(started)return;started=true;` +
  `const entry=document.createElement('script');entry.type='module';entry.crossOrigin='';` +
  `entry.src=${JSON.stringify(src)};const later=document.querySelector('template.first-screen-later');` +
  `if(later)document.head.append(later.content);document.head.append(entry)};` +
  `const pictures=[...document.querySelectorAll('.first-screen img')].map((img)=>img.decode().catch(()=>{}));` +
  `Promise.all(pictures).then(()=>{requestAnimationFrame(()=>setTimeout(start));setTimeout(start,${MAX_ENTRY_WAIT_MS})});` +
  `setTimeout(start,${MAX_ENTRY_WAIT_MS})}</script>`;

/**
 * The built page, and a way to give it another page's head: its own title and description give way
 * (each page brings its own) and the tags go at the end of `<head>`, after the charset declaration that
 * must come first. A page's first screen goes inside the app's root element, which React empties when it
 * first renders, and its entry script is then started by `entryLoader`, whose hash the content policy
 * allows. Cut once, so a page costs a few string joins.
 */
function pageShell(
  indexHtml: string,
  indexFile: string,
): { asBuilt: string; withHead: (tags: string, firstScreen: string) => string; scriptHashes: string[] } {
  const withoutDefaults = indexHtml
    .replace(/[ \t]*<title>[\s\S]*?<\/title>[ \t]*(\r?\n)?/i, '')
    .replace(/[ \t]*<meta\s+name="description"[^>]*>[ \t]*(\r?\n)?/i, '');
  const cut = (html: string) => {
    const headEnd = html.search(/<\/head>/i);
    if (headEnd < 0)
      throw new Error(`${indexFile} no tiene </head>; vuelve a compilar la web (npm run build).`);
    const root = ROOT_ELEMENT.exec(html);
    if (!root || root.index < headEnd)
      throw new Error(`${indexFile} no tiene <div id="root">; vuelve a compilar la web (npm run build).`);
    const rootInside = root.index + root[0].length;
    return {
      beforeHeadEnd: `${html.slice(0, headEnd).trimEnd()}\n    `,
      headEndToRoot: `\n  ${html.slice(headEnd, rootInside)}`,
      fromRootInside: html.slice(rootInside),
    };
  };
  const page = cut(withoutDefaults);
  const entry = ENTRY_SCRIPT.exec(withoutDefaults);
  // A build without the script Vite writes (never ours) keeps it, and shows no first screen.
  const deferred = entry?.[1]
    ? { page: cut(withoutDefaults.replace(entry[0], '')), loader: entryLoader(entry[1]) }
    : undefined;
  const loaderHash = deferred
    ? inlineHash(deferred.loader.slice('<script>'.length, -'</script>'.length))
    : undefined;
  return {
    asBuilt: indexHtml,
    withHead: (tags, firstScreen) => {
      if (!firstScreen || !deferred)
        return page.beforeHeadEnd + tags + page.headEndToRoot + page.fromRootInside;
      const { beforeHeadEnd, headEndToRoot, fromRootInside } = deferred.page;
      return beforeHeadEnd + tags + headEndToRoot + firstScreen + deferred.loader + fromRootInside;
    },
    scriptHashes: loaderHash ? [loaderHash] : [],
  };
}
