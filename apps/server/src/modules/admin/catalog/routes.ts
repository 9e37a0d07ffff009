import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminDependencies } from '../routes';

/** The back-office calls for products, their colours, sizes, prices, stock and pictures; the bulk CSV update. */
export function adminCatalogRoutes(_deps: AdminDependencies): FastifyPluginAsyncZod {
  return async () => {};
}
