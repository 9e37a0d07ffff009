import type { FastifyRequest } from 'fastify';

/** What the logs write instead of a secret. */
export const REDACTED = '[oculto]';

// Query parameters that carry a secret: the sign-in callback's one-time `code` (and its `state`), any
// link's `token`, and a cart reminder's 'Volver a mi carrito' (`recuperar`).
const SECRET_PARAMS = new Set(['code', 'state', 'token', 'recuperar']);
// A path segment that is one of the shop's link tokens (32 random bytes in base64url: a stock alert's
// "Cancelar aviso", a confirmation link), whatever route carries it.
const TOKEN_SEGMENT = /^[\w-]{43}$/;

/**
 * The URL as the access log writes it: a link's token or a sign-in code lets whoever reads the system log
 * act as the shopper, so they are replaced by `[oculto]` and the rest of the URL stays as it came.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const redactedPath = path
    .split('/')
    .map((segment) => (TOKEN_SEGMENT.test(segment) ? REDACTED : segment))
    .join('/');
  if (queryStart === -1) return redactedPath;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return equals !== -1 && SECRET_PARAMS.has(safeDecode(name).toLowerCase())
        ? `${name}=${REDACTED}`
        : pair;
    })
    .join('&');
  return `${redactedPath}?${query}`;
}

const safeDecode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** Fastify's request serializer with the URL redacted; the other fields are Fastify's own. */
export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};
