import cluster from 'node:cluster';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Registry } from 'prom-client';
import type { DatabaseHandle } from '../../db/client';
import type { ExactCacheStats } from '../../lib/exact-cache';
import {
  collectProcessDefaults,
  httpRequestDuration,
  processRegistry,
  queryDuration,
} from './process-metrics';
import { answerPrimary, scrapeThroughPrimary } from './cluster-worker-scrape';
import { mayScrape } from './scrape-access';
import { registerDatabaseGauges, registerProcessGauges } from './scrape-gauges';

export const METRICS_PATH = '/metrics';
const SCRAPE_FAILED = 'No se pudieron reunir las métricas de todos los procesos; intenta de nuevo.';

// Requests no route matched (an unknown path, a page of the storefront) share one label: a path a client
// makes up must not become a new series.
const UNMATCHED = 'unmatched';
// The built storefront's files are one route each (@fastify/static without its wildcard): each new build
// would bring new series. Its hashed assets share one label, its other files (the icon, pictures) another.
const ASSETS = '/assets/*';
const STATIC_FILES = 'static';

/** The label of a request's route: its pattern, never its URL. */
export function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern === undefined) return UNMATCHED;
  // @fastify/static marks each file's route with the file it serves.
  const file = (request.routeOptions.config as { file?: unknown } | undefined)?.file;
  if (typeof file !== 'string') return pattern;
  return pattern.startsWith('/assets/') ? ASSETS : STATIC_FILES;
}

/**
 * GET /metrics in Prometheus' text format, and the request timing behind it. Registered on the root
 * instance before the routes, so that its hook times every request, the not-found answers included.
 * Refused scrapes get the same answer as a path that does not exist.
 */
export function registerMetrics(
  app: FastifyInstance,
  database: DatabaseHandle,
  options: { token: string | undefined; catalogCache: () => ExactCacheStats },
): void {
  collectProcessDefaults();
  const processGauges = new Registry();
  registerProcessGauges(processGauges, database, options.catalogCache);
  const local = Registry.merge([processRegistry, processGauges]);
  const fromDatabase = new Registry();
  registerDatabaseGauges(fromDatabase, database);
  const registry = Registry.merge([local, fromDatabase]);
  // A server forked by the primary answers for the whole shop: the primary adds every server up.
  const clustered = cluster.isWorker;
  if (clustered) answerPrimary(local, fromDatabase);
  database.timeQueries((seconds) => queryDuration.observe(seconds));

  app.addHook('onResponse', async (request, reply) => {
    httpRequestDuration.observe(
      {
        method: request.method,
        route: routeLabel(request),
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
  });

  app.get(METRICS_PATH, async (request, reply) => {
    if (!mayScrape(request, options.token)) return reply.callNotFound();
    let text: string;
    try {
      text = clustered ? await scrapeThroughPrimary() : await registry.metrics();
    } catch (error) {
      // A failed scrape rather than figures that leave a process out: Prometheus shows the gap.
      request.log.error({ err: error }, 'metrics scrape failed');
      return reply.status(503).header('Cache-Control', 'no-store').send({ error: SCRAPE_FAILED });
    }
    return reply.header('Cache-Control', 'no-store').type(registry.contentType).send(text);
  });
}
