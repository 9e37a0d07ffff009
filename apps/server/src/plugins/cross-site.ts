import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, MESSAGES } from '../http/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A page on another site can make a shopper's browser send a form or a request to the shop with the
 * shopper's cookie. Every call under `/api` that changes something is refused (403) when the browser says
 * it comes from another site: `Sec-Fetch-Site` other than same-origin, or an `Origin` whose host is not
 * the one the request was sent to. A request without either (a server, a script) is left to the call's
 * own checks. `exempt` lists calls authenticated otherwise: the Stripe webhook, by its signature.
 *
 * Text, form and multipart bodies are what another site can send without the browser asking first (a
 * "simple request"). Fastify reads text/plain by default; the API speaks JSON only, so that parser goes
 * and such a body is refused with 415 like a form, before any handler runs.
 */
export function refuseCrossSiteWrites(app: FastifyInstance, exempt: readonly string[]): void {
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') || exempt.includes(path)) return;
    if (comesFromAnotherSite(request)) throw new HttpError(403, MESSAGES.crossSite);
  });
}

function comesFromAnotherSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  // `Origin: null` (a sandboxed frame, a file) cannot be told apart from an attack.
  return !URL.canParse(origin) || new URL(origin).host !== request.host;
}
