import type { FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import type { DatabaseHandle } from '../../db/client';
import type { ExactCacheStats } from '../../lib/exact-cache';
import {
  collectProcessDefaults,
  httpRequestDuration,
  processRegistry,
  queryDuration,
} from './process-metrics';
import { mayScrape } from './scrape-access';
import { registerScrapeGauges } from './scrape-gauges';

export const METRICS_PATH = '/metrics';

// Requests no route matched (an unknown path, a page of the storefront) share one label: a path a client
// makes up must not become a new series.
const UNMATCHED = 'unmatched';

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
  const appRegistry = new Registry();
  registerScrapeGauges(appRegistry, database, options.catalogCache);
  const registry = Registry.merge([processRegistry, appRegistry]);
  database.timeQueries((seconds) => queryDuration.observe(seconds));

  app.addHook('onResponse', async (request, reply) => {
    httpRequestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED,
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
  });

  app.get(METRICS_PATH, async (request, reply) => {
    if (!mayScrape(request, options.token)) return reply.callNotFound();
    return reply
      .header('Cache-Control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}
