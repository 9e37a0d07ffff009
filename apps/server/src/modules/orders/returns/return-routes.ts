import { billReturns, billReturnsParams, returnRequestBody } from '@store/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client';
import type { SessionReader } from '../../auth';
import { billReturnsOf, requestReturn } from './shopper-returns';

/** The signed-in shopper's returns of an order: GET and POST /bills/:bill_id/returns. */
export function shopperReturnRoutes(db: Database, sessions: SessionReader): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preValidation', async (request) => {
      await sessions.requireUser(request);
    });

    app.get(
      '/bills/:bill_id/returns',
      { schema: { params: billReturnsParams, response: { 200: billReturns } } },
      async (request) => billReturnsOf(db, (await sessions.requireUser(request)).id, request.params.bill_id),
    );

    app.post(
      '/bills/:bill_id/returns',
      { schema: { params: billReturnsParams, body: returnRequestBody, response: { 201: billReturns } } },
      async (request, reply) => {
        const user = await sessions.requireUser(request);
        await requestReturn(db, user.id, request.params.bill_id, request.body);
        return reply.code(201).send(await billReturnsOf(db, user.id, request.params.bill_id));
      },
    );
  };
}
