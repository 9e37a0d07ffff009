import {
  checkoutSessionCreated,
  checkoutSessionQuery,
  checkoutSessionState,
  createCheckoutSessionBody,
  deliveryEstimate,
  deliveryEstimateQuery,
  messageResponse,
  installmentPlansResponse,
  pickupStore,
  shippingRate,
} from '@store/contract';
import { toPesos } from '@store/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import type { SessionReader } from '../../auth';
import type { PaymentProvider } from '../../payments';
import { checkoutState } from './checkout-state';
import {
  CheckoutUnavailableError,
  createCheckoutSession,
  type CheckoutDependencies,
} from './create-checkout';
import { COUNTRY_DELIVERY_DAYS, stateDelivery } from './delivery-days';
import { expireOpenSessionsOf } from './expire-checkouts';
import type { RefundListener } from '../lifecycle/give-back';
import { webhookRoute } from '../settlement/webhook-route';
import { pickupStoreAt } from '../pickup/pickup-store';

/**
 * Checkout: the hosted payment, what it ended in, and the provider's webhook (whose refund events tell
 * `onRefund` when a refund's money went back, or did not after all).
 */
export function checkoutRoutes(
  db: Database,
  config: Config,
  sessions: SessionReader,
  provider: PaymentProvider,
  onRefund: RefundListener,
  quotes: CheckoutDependencies['quotes'],
): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(webhookRoute(db, provider, onRefund));

    app.get('/payments/shipping-rate', { schema: { response: { 200: shippingRate } } }, async () => ({
      cost: toPesos(config.shipping.costCents),
      free_from: config.shipping.freeFromCents === null ? null : toPesos(config.shipping.freeFromCents),
    }));

    app.get(
      '/payments/delivery-estimate',
      { schema: { querystring: deliveryEstimateQuery, response: { 200: deliveryEstimate } } },
      async (request, reply) => {
        // A fixed table: the same for every shopper until the shop restarts with another.
        reply.header('Cache-Control', 'public, max-age=300');
        const state = request.query.state === undefined ? undefined : stateDelivery(request.query.state);
        const days = state ?? COUNTRY_DELIVERY_DAYS;
        return { state: state?.name ?? null, min_days: days.minDays, max_days: days.maxDays };
      },
    );

    app.get(
      '/payments/pickup-store',
      { schema: { response: { 200: pickupStore } } },
      async (_request, reply) => {
        // The ready time moves with the clock: a minute old is still right, an hour old may not be.
        reply.header('Cache-Control', 'public, max-age=60');
        return pickupStoreAt(new Date());
      },
    );

    app.get(
      '/payments/installment-plans',
      { schema: { response: { 200: installmentPlansResponse } } },
      async (_request, reply) => {
        // The same for every shopper until the shop restarts with other plans.
        reply.header('Cache-Control', 'public, max-age=300');
        return { installment_months: config.installmentMonths };
      },
    );

    app.post(
      '/payments/create-checkout-session',
      {
        preValidation: async (request) => {
          await sessions.requireUser(request);
        },
        schema: { body: createCheckoutSessionBody, response: { 201: checkoutSessionCreated } },
        config: { rateLimit: 'checkout' },
      },
      async (request, reply) => {
        const user = await sessions.requireUser(request);
        try {
          const created = await createCheckoutSession(
            { db, provider, config, log: request.log, quotes },
            user,
            request.body,
          );
          return reply.status(201).send(created);
        } catch (error) {
          if (error instanceof CheckoutUnavailableError) {
            request.log.error({ err: error.reason }, 'el proveedor de pagos no creó la sesión');
          }
          throw error;
        }
      },
    );

    app.get(
      '/payments/checkout-session',
      { schema: { querystring: checkoutSessionQuery, response: { 200: checkoutSessionState } } },
      async (request) => {
        const user = await sessions.requireUser(request);
        return checkoutState({ db, provider, log: request.log }, user.id, request.query.session_id);
      },
    );

    // A shopper back from the hosted checkout without paying: their units go back to the shelf now
    // rather than when the session expires.
    app.post('/payments/cancel', { schema: { response: { 200: messageResponse } } }, async (request) => {
      const user = await sessions.requireUser(request);
      await expireOpenSessionsOf({ db, provider, log: request.log }, user.id, 'shopper');
      return { message: 'Pago cancelado' };
    });
  };
}
