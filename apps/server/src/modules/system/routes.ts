import { healthResponse, readyResponse } from '@store/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { databaseAnswers, type DatabaseHandle } from '../../db/client';

/** Liveness and readiness for a load balancer or an orchestrator. */
export function systemRoutes(database: DatabaseHandle): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/health', { schema: { response: { 200: healthResponse } } }, async () => ({
      status: 'ok' as const,
    }));

    app.get(
      '/ready',
      { schema: { response: { 200: readyResponse, 503: readyResponse } } },
      async (_request, reply) => {
        const answers = await databaseAnswers(database.db);
        return reply
          .status(answers ? 200 : 503)
          .send({ status: answers ? 'ready' : 'unavailable', database: database.kind });
      },
    );
  };
}
