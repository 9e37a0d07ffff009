import {
  adminPromotionsResponse,
  promotionInput,
  promotionParams,
  promotionSaved,
} from '@store/contract/admin';
import { errorResponse } from '@store/contract';
import { fieldErrorResponse } from '@store/contract/invoices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productFactsForPromotions as products } from '../../catalog';
import { archivePromotion, createPromotion, listPromotionsForStaff, updatePromotion } from '../../promotions';
import type { AdminDependencies } from '../routes';

/** The back-office's 'Promociones': the list, creating, editing, and ending one (it is archived). */
export function adminPromotionRoutes({ database, staff }: AdminDependencies): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    const actor = async (request: Parameters<typeof staff.requireMember>[0]) =>
      (await staff.requireMember(request)).email;

    app.get('/promotions', { schema: { response: { 200: adminPromotionsResponse } } }, async () => ({
      promotions: await listPromotionsForStaff(db, products),
    }));

    app.post(
      '/promotions',
      {
        schema: { body: promotionInput, response: { 200: promotionSaved, 422: fieldErrorResponse } },
      },
      async (request) => ({
        message: 'Promoción creada.',
        promotion: await createPromotion(db, products, await actor(request), request.body),
      }),
    );

    app.put(
      '/promotions/:id',
      {
        schema: {
          params: promotionParams,
          body: promotionInput,
          response: { 200: promotionSaved, 404: errorResponse, 409: errorResponse, 422: fieldErrorResponse },
        },
      },
      async (request) => ({
        message: 'Promoción guardada.',
        promotion: await updatePromotion(db, products, await actor(request), request.params.id, request.body),
      }),
    );

    app.post(
      '/promotions/:id/archive',
      {
        schema: {
          params: promotionParams,
          response: { 200: promotionSaved, 404: errorResponse, 409: errorResponse },
        },
      },
      async (request) => ({
        message: 'Promoción terminada y archivada.',
        promotion: await archivePromotion(db, products, await actor(request), request.params.id),
      }),
    );
  };
}
