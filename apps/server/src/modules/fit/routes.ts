import { productFit, productFitParams, shopperMeasurements } from '@store/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { SessionReader } from '../auth';
import { measurementsOf, saveMeasurements } from './measurements';
import { productFitOf } from './product-fit';

/**
 * '¿Cuál es mi talla?': a product's fit as its buyers tell it (public), and the signed-in shopper's
 * measurements kept with the account (GET and PUT /users/me/measurements).
 */
export function fitRoutes(db: Database, sessions: SessionReader): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/products/:product_id/fit',
      { schema: { params: productFitParams, response: { 200: productFit } } },
      async (request) => productFitOf(db, request.params.product_id),
    );

    app.get(
      '/users/me/measurements',
      { schema: { response: { 200: shopperMeasurements } } },
      async (request) => measurementsOf(db, (await sessions.requireUser(request)).id),
    );

    app.put(
      '/users/me/measurements',
      {
        // A guest is told to sign in before anything about the body.
        preValidation: async (request) => {
          await sessions.requireUser(request);
        },
        schema: { body: shopperMeasurements, response: { 200: shopperMeasurements } },
      },
      async (request) => saveMeasurements(db, (await sessions.requireUser(request)).id, request.body),
    );
  };
}
