import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import type { SessionReader } from '../auth';
import { countHit, forgetWindowsBefore } from './hit-counter';
import { LONGEST_WINDOW_MS, RATE_LIMITS, tooManyRequestsMessage, type RateLimitRule } from './rules';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The rule this route counts against, or a function choosing it per request (none: not limited). */
    rateLimit?: RateLimitRule | ((request: FastifyRequest) => RateLimitRule | undefined);
  }
}

const SWEEP_EVERY_MS = 10 * 60_000;

/** Counts one request of `rule` for its client; says whether it is within the limit. */
export type AdmitRequest = (
  request: FastifyRequest,
  rule: RateLimitRule,
) => Promise<{ admitted: true } | { admitted: false; retryAfterSeconds: number }>;

/** With RATE_LIMITS=off (load benchmarks only). */
export const admitEverything: AdmitRequest = async () => ({ admitted: true });

/**
 * Routes that name a rule in their `config.rateLimit` answer 429, with `Retry-After` and a Spanish
 * message, once their client has used up the window. Counted before validation, so malformed requests
 * count too; other clients are never affected. Must be registered before the routes.
 */
export function registerRateLimits(
  app: FastifyInstance,
  db: Database,
  sessions: SessionReader,
): AdmitRequest {
  const admit: AdmitRequest = async (request, rule) => {
    const { hits, windowMs } = RATE_LIMITS[rule];
    const user = await sessions.userOf(request);
    const client = user ? `user:${user.id}` : `ip:${request.ip}`;
    const now = new Date();
    const count = await countHit(db, `${rule}:${client}`, windowMs, now);
    if (count <= hits) return { admitted: true };
    request.log.warn({ rule, client, count }, 'límite de solicitudes alcanzado');
    return { admitted: false, retryAfterSeconds: Math.ceil((windowMs - (now.getTime() % windowMs)) / 1000) };
  };

  app.addHook('preValidation', async (request, reply) => {
    const chosen = request.routeOptions.config.rateLimit;
    const rule = typeof chosen === 'function' ? chosen(request) : chosen;
    if (!rule) return;
    const verdict = await admit(request, rule);
    if (verdict.admitted) return;
    return reply
      .status(429)
      .header('retry-after', String(verdict.retryAfterSeconds))
      .send({ error: tooManyRequestsMessage(verdict.retryAfterSeconds) });
  });

  // Every process sweeps: deleting windows that ended is the same whoever does it, and twice is harmless.
  const sweeper = setInterval(() => {
    forgetWindowsBefore(db, new Date(Date.now() - LONGEST_WINDOW_MS)).catch((error: unknown) =>
      app.log.warn({ err: error }, 'no se pudieron borrar ventanas de límite vencidas'),
    );
  }, SWEEP_EVERY_MS);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));
  return admit;
}
