import { billQuery, billsResponse, bill } from '@store/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { SessionReader } from '../auth/current-user';
import { billOf, billsOf } from './bills';

/** The signed-in shopper's orders (spec: GET /bills/list and GET /bills?bill_id=). */
export function billsRoutes(db: Database, sessions: SessionReader): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preValidation', async (request) => {
      await sessions.requireUser(request);
    });

    app.get('/bills/list', { schema: { response: { 200: billsResponse } } }, async (request) =>
      billsOf(db, (await sessions.requireUser(request)).id),
    );

    app.get('/bills', { schema: { querystring: billQuery, response: { 200: bill } } }, async (request) =>
      billOf(db, (await sessions.requireUser(request)).id, request.query.bill_id),
    );
  };
}
