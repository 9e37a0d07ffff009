import { billQuery, billsResponse, bill } from '@store/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { SessionReader } from '../auth';
import { orderOf, ordersOf } from './shopper-orders';

/**
 * The signed-in shopper's orders: GET /bills/list and GET /bills?bill_id=. The paths keep the word the
 * storefront has always used.
 */
export function shopperOrderRoutes(db: Database, sessions: SessionReader): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preValidation', async (request) => {
      await sessions.requireUser(request);
    });

    app.get('/bills/list', { schema: { response: { 200: billsResponse } } }, async (request) =>
      ordersOf(db, (await sessions.requireUser(request)).id),
    );

    app.get('/bills', { schema: { querystring: billQuery, response: { 200: bill } } }, async (request) =>
      orderOf(db, (await sessions.requireUser(request)).id, request.query.bill_id),
    );
  };
}
