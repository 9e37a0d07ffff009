import { activePromotionsResponse } from '@store/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { activePromotionsForShoppers } from './active-promotions';
import type { ProductFacts } from './product-facts';

/**
 * GET /api/promotions/active: the same for every shopper, so browsers and proxies may keep it a minute;
 * the checkout always reads the promotions afresh, so a stale copy only delays what the cart panel shows.
 */
export function promotionRoutes(db: Database, products: ProductFacts): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/promotions/active',
      { schema: { response: { 200: activePromotionsResponse } } },
      async (_request, reply) => {
        reply.header('Cache-Control', 'public, max-age=60');
        return activePromotionsForShoppers(db, products);
      },
    );
  };
}
