import { billCancelBody, billParams, billQuery, billsResponse, bill } from '@store/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client';
import type { SessionReader } from '../../auth';
import type { PaymentProvider } from '../../payments';
import { cancelOwnOrder, type RefundListener } from '../lifecycle/cancel-order';
import { orderOf, ordersOf } from './shopper-orders';

/**
 * The signed-in shopper's orders: GET /bills/list, GET /bills?bill_id= and POST /bills/:bill_id/cancel.
 * The paths keep the word the storefront has always used.
 */
export function shopperOrderRoutes(
  db: Database,
  sessions: SessionReader,
  provider: PaymentProvider,
  onRefund: RefundListener,
): FastifyPluginAsyncZod {
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

    app.post(
      '/bills/:bill_id/cancel',
      { schema: { params: billParams, body: billCancelBody, response: { 200: bill } } },
      async (request) => {
        const user = await sessions.requireUser(request);
        await cancelOwnOrder(
          { db, provider, log: request.log, onRefund },
          user.id,
          request.params.bill_id,
          request.body,
        );
        return orderOf(db, user.id, request.params.bill_id);
      },
    );
  };
}
