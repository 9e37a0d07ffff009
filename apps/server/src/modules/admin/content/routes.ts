import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminDependencies } from '../routes';

/** The back-office calls for the home page's banners and featured rows, the postal-code catalogue upload, the audit log. */
export function adminContentRoutes(_deps: AdminDependencies): FastifyPluginAsyncZod {
  return async () => {};
}
