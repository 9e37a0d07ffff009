import { couponCheckBody, couponCheckResponse, errorResponse } from '@store/contract';
import { toPesos } from '@store/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { SessionReader } from '../auth';
import type { ProductFacts } from '../promotions';
import { runningCoupon } from './coupon-rule';

/**
 * POST /api/coupons/check: whether a code typed in the cart or the payment page runs now and has a use
 * left (for the signed-in shopper too), answered with what the browser needs to show its saving by the
 * same `couponDiscounts` the checkout charges; otherwise 422 or 409 with the refusal the field shows. The
 * checkout checks it all again. Limited per client, so codes are not guessed by the thousand.
 */
export function couponRoutes(
  db: Database,
  products: ProductFacts,
  sessions: SessionReader,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/coupons/check',
      {
        config: { rateLimit: 'coupon-check' },
        schema: {
          body: couponCheckBody,
          response: { 200: couponCheckResponse, 409: errorResponse, 422: errorResponse },
        },
      },
      async (request) => {
        const user = await sessions.userOf(request);
        const { rule } = await runningCoupon(db, products, request.body.code, user?.id ?? null);
        return {
          coupon: {
            code: rule.code,
            kind: rule.kind,
            percent_off: rule.kind === 'percent' ? rule.percentOff : null,
            amount_off: rule.amountCents === null ? null : toPesos(rule.amountCents),
            minimum_purchase: rule.minimumPurchaseCents === null ? null : toPesos(rule.minimumPurchaseCents),
            product_ids: rule.productIds === null ? null : [...rule.productIds],
          },
        };
      },
    );
  };
}
