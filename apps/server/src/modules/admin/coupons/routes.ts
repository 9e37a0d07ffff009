import { adminCouponsResponse, couponInput, couponParams, couponSaved } from '@store/contract/admin';
import { errorResponse } from '@store/contract';
import { fieldErrorResponse } from '@store/contract/invoices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productFactsForPromotions as products } from '../../catalog';
import { archiveCoupon, createCoupon, listCouponsForStaff, updateCoupon } from '../../coupons';
import type { AdminDependencies } from '../routes';

/** The back-office's 'Cupones': the list with each code's uses and money, creating, editing, archiving. */
export function adminCouponRoutes({ database, staff }: AdminDependencies): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    const actor = async (request: Parameters<typeof staff.requireMember>[0]) =>
      (await staff.requireMember(request)).email;

    app.get('/coupons', { schema: { response: { 200: adminCouponsResponse } } }, async () => ({
      coupons: await listCouponsForStaff(db, products),
    }));

    app.post(
      '/coupons',
      {
        schema: {
          body: couponInput,
          response: { 200: couponSaved, 409: fieldErrorResponse, 422: fieldErrorResponse },
        },
      },
      async (request) => ({
        message: 'Cupón creado.',
        coupon: await createCoupon(db, products, await actor(request), request.body),
      }),
    );

    app.put(
      '/coupons/:id',
      {
        schema: {
          params: couponParams,
          body: couponInput,
          response: {
            200: couponSaved,
            404: errorResponse,
            409: fieldErrorResponse,
            422: fieldErrorResponse,
          },
        },
      },
      async (request) => ({
        message: 'Cupón guardado.',
        coupon: await updateCoupon(db, products, await actor(request), request.params.id, request.body),
      }),
    );

    app.post(
      '/coupons/:id/archive',
      {
        schema: {
          params: couponParams,
          response: { 200: couponSaved, 404: errorResponse, 409: errorResponse },
        },
      },
      async (request) => ({
        message: 'Cupón archivado.',
        coupon: await archiveCoupon(db, products, await actor(request), request.params.id),
      }),
    );
  };
}
