import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

// Headers a proxy adds when it forwards someone else's request: with one of them, a loopback address is
// only the proxy's, not the scraper's.
const FORWARDED_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * Who may read /metrics: a scraper on this machine talking to the server directly, or anyone with the
 * token. The socket's address, never Fastify's `request.ip`: with TRUST_PROXY that one comes from
 * X-Forwarded-For, which a client writes.
 */
export function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  if (token !== undefined && bearerMatches(request.headers.authorization, token)) return true;
  const direct = FORWARDED_HEADERS.every((name) => request.headers[name] === undefined);
  return direct && LOOPBACK.has(request.socket.remoteAddress ?? '');
}

/** Compared as hashes of equal length, in constant time, so the answer's timing says nothing of the token. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const offered = /^Bearer (\S+)$/i.exec(header ?? '')?.[1];
  if (offered === undefined) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(offered), digest(token));
}
