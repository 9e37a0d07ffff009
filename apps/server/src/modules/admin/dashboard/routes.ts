import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminDependencies } from '../routes';

/** The back-office calls for the back-office home: today's orders and sales, low stock. */
export function adminDashboardRoutes(_deps: AdminDependencies): FastifyPluginAsyncZod {
  return async () => {};
}
