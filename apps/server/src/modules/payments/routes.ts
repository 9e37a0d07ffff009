import {
  checkoutSessionCreated,
  checkoutSessionQuery,
  checkoutSessionState,
  createCheckoutSessionBody,
  messageResponse,
  shippingRate,
  type CheckoutSessionState,
} from '@store/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { pesos } from '../../lib/money';
import type { SessionReader } from '../auth/current-user';
import { CheckoutUnavailableError, createCheckoutSession } from './create-checkout-session';
import { expireOpenSessionsOf } from './expire-open-sessions';
import type { PaymentProvider } from './payment-provider';
import { paymentSessionByProviderId } from './payment-sessions';
import { settleCheckoutSession, settlementOf, type Settlement } from './settle-checkout-session';
import { webhookRoute } from './webhook-route';

const toState = (settlement: Settlement): CheckoutSessionState =>
  settlement.outcome === 'paid'
    ? { status: 'paid', bill_id: settlement.billId }
    : { status: settlement.outcome === 'unknown' ? 'pending' : settlement.outcome, bill_id: null };

/** Checkout: the hosted payment, what it ended in, and the provider's webhook. */
export function paymentRoutes(
  db: Database,
  config: Config,
  sessions: SessionReader,
  provider: PaymentProvider,
): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(webhookRoute(db, provider));

    app.get('/payments/shipping-rate', { schema: { response: { 200: shippingRate } } }, async () => ({
      cost: pesos(config.shipping.costCents),
      free_from: config.shipping.freeFromCents === undefined ? null : pesos(config.shipping.freeFromCents),
    }));

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
            { db, provider, config, log: request.log },
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

    // The success page asks how the payment ended. As Stripe's fulfilment guide advises, this also
    // settles the session from the provider, so the order appears even while its webhook is late.
    app.get(
      '/payments/checkout-session',
      { schema: { querystring: checkoutSessionQuery, response: { 200: checkoutSessionState } } },
      async (request) => {
        const user = await sessions.requireUser(request);
        const session = await paymentSessionByProviderId(db, request.query.session_id);
        if (!session || session.userId !== user.id) throw new HttpError(404, 'Pago no encontrado');
        if (session.status !== 'open') return toState(await settlementOf(db, session.reference));
        try {
          return toState(
            await settleCheckoutSession({ db, provider, log: request.log }, request.query.session_id),
          );
        } catch (error) {
          request.log.warn({ err: error }, 'no se pudo consultar el pago; el webhook lo resolverá');
          return toState(await settlementOf(db, session.reference));
        }
      },
    );

    // A shopper back from the hosted checkout without paying: their units go back to the shelf now
    // rather than when the session expires.
    app.post('/payments/cancel', { schema: { response: { 200: messageResponse } } }, async (request) => {
      const user = await sessions.requireUser(request);
      await expireOpenSessionsOf({ db, provider, log: request.log }, user.id);
      return { message: 'Pago cancelado' };
    });
  };
}
