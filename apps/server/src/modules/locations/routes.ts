import { errorResponse, neighborhoodsQuery, neighborhoodsResponse } from '@store/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { neighborhoodsByPostalCode } from './neighborhoods-by-postal-code';

export const UNKNOWN_POSTAL_CODE = 'No encontramos colonias para ese código postal.';

/** The postal-code catalogue's public call (GET /api/locations/neighborhoods, which the address form calls as the shopper types a postal code). */
export function locationsRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/locations/neighborhoods',
      {
        schema: {
          querystring: neighborhoodsQuery,
          response: { 200: neighborhoodsResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const options = await neighborhoodsByPostalCode(db, request.query.postal_code);
        if (options.length === 0) throw new HttpError(404, UNKNOWN_POSTAL_CODE);
        return options;
      },
    );
  };
}
