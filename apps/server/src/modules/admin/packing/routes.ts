import { adminOrderParams, adminPackingSlip, adminPickList } from '@store/contract/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminDependencies } from '../routes';
import { packingSlip } from './packing-slip';
import { pickList } from './pick-list';

/** The packer's papers: an order's packing slip, and the pick list of every order waiting to ship. */
export function adminPackingRoutes(deps: AdminDependencies): FastifyPluginAsyncZod {
  const { db } = deps.database;
  return async (app) => {
    app.get(
      '/orders/:id/packing-slip',
      { schema: { params: adminOrderParams, response: { 200: adminPackingSlip } } },
      async (request) => packingSlip(db, deps.config.publicUrl, request.params.id),
    );

    app.get('/pick-list', { schema: { response: { 200: adminPickList } } }, async () => pickList(db));
  };
}
