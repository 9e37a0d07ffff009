import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import type { Database } from '../../db/client';
import { paymentEvents } from '../../db/schema';
import { eq } from 'drizzle-orm';
import type { PaymentProvider } from './payment-provider';
import { settleCheckoutSession } from './settle-checkout-session';

/** Under the API base; Stripe authenticates it by its signature, not by a cookie. */
export const WEBHOOK_PATH = '/payments/webhook';

export const BAD_SIGNATURE = 'Firma del webhook inválida.';

/** The Checkout Session events the shop acts on; any other type is acknowledged and left alone. */
const SESSION_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

/**
 * POST /api/payments/webhook. Authenticated by its signature over the exact bytes received (so the body
 * is kept raw here, not parsed as JSON); an event that fails to settle answers 500 so that the provider
 * delivers it again. Each event id is recorded once it has been handled, and skipped when seen again.
 */
export function webhookRoute(db: Database, provider: PaymentProvider): FastifyPluginAsync {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) =>
      done(null, body),
    );

    app.post(WEBHOOK_PATH, async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        if (!Buffer.isBuffer(request.body) || typeof signature !== 'string') throw new Error('sin firma');
        event = provider.stripe.webhooks.constructEvent(request.body, signature, provider.webhookSecret);
      } catch {
        return reply.status(400).send({ error: BAD_SIGNATURE });
      }
      const [seen] = await db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id));
      if (seen) return { received: true };
      if (SESSION_EVENTS.has(event.type) && isSession(event.data.object)) {
        await settleCheckoutSession(
          { db, provider, log: request.log },
          event.data.object.id,
          event.type === 'checkout.session.async_payment_failed',
        );
      }
      await db.insert(paymentEvents).values({ eventId: event.id, type: event.type }).onConflictDoNothing();
      return { received: true };
    });
  };
}

const isSession = (object: unknown): object is { id: string } =>
  typeof object === 'object' &&
  object !== null &&
  'object' in object &&
  object.object === 'checkout.session' &&
  'id' in object &&
  typeof object.id === 'string';
