import { SHOP_WRITE_HEADER } from '@store/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, MESSAGES } from '../http/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

// What a form or a `no-cors` fetch on another site may send without the browser asking the shop first.
const SIMPLE_CONTENT_TYPES = new Set([
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'text/plain',
]);

/**
 * A page on another site can make a shopper's browser send a form or a request to the shop with the
 * shopper's cookie. Two rules, on every call that changes something:
 *
 * - It is refused (403) when the browser says it comes from another site: `Sec-Fetch-Site` other than
 *   same-origin, or an `Origin` whose host is not the one the request was sent to. This holds on every
 *   path, not only under `/api`: the router decodes `/%61pi/users` into `/api/users`, so a rule on the
 *   raw URL is a rule an attacker can spell around.
 * - A call to the API (by the route it reached, not by how its URL was spelled) must carry a JSON body,
 *   a body of a type no form can send, or the shop's own header (`SHOP_WRITE_HEADER`). None of these can
 *   come from another site without a CORS preflight, which the shop never answers, so even a browser that
 *   sends neither header above cannot be used.
 *
 * `exempt` lists routes authenticated otherwise: the Stripe webhook, by its signature. Text bodies are
 * not parsed at all (the API speaks JSON), so such a body is refused with 415 like a form.
 */
export function refuseCrossSiteWrites(app: FastifyInstance, exempt: readonly string[]): void {
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const route = request.routeOptions.url;
    if (route !== undefined && exempt.includes(route)) return;
    if (comesFromAnotherSite(request)) throw new HttpError(403, MESSAGES.crossSite);
    if (route?.startsWith('/api/') && couldBeSimpleRequest(request))
      throw new HttpError(403, MESSAGES.notFromShop);
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

function couldBeSimpleRequest(request: FastifyRequest): boolean {
  if (request.headers[SHOP_WRITE_HEADER] !== undefined) return false;
  const contentType = request.headers['content-type'];
  if (contentType === undefined) return true;
  const mediaType = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  return mediaType === '' || SIMPLE_CONTENT_TYPES.has(mediaType);
}
