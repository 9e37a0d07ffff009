import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminDependencies } from '../routes';

/** The back-office calls for orders, their shipping workflow, cancellation with refund. */
export function adminOrderRoutes(_deps: AdminDependencies): FastifyPluginAsyncZod {
  return async () => {};
}
