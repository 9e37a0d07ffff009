import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../../config';
import { DEV_PAY_PREFIX, DEV_PAY_SECRET_KEY } from '../dev-pay-stripe';
import { createSessionParams, expandParams } from './checkout-params';
import { createRefundParams, listRefundParams } from './refund-params';
import { DevPayState, type DevSession } from './dev-pay-state';
import { decodeStripeForm } from './form-fields';
import { closedCheckoutPage, hostedCheckoutPage, sessionPlans, type CardForm } from './hosted-page';
import { checkCard } from './test-cards';
import { WebhookSender } from './webhook-sender';
import { DEV_PAGE_POLICY } from '../../../plugins/security-headers';

const EXPIRY_CHECK_MS = 5_000;
const idParams = z.object({ id: z.string().max(200) });
const asyncOutcome = z.object({ outcome: z.enum(['succeeded', 'failed']) });
const cardForm = z.object({
  number: z.string().max(40).default(''),
  expiry: z.string().max(20).default(''),
  cvc: z.string().max(10).default(''),
  name: z.string().max(100).default(''),
  installments: z.string().max(2).default(''),
});

function stripeError(reply: FastifyReply, status: number, message: string, code?: string, param?: string) {
  return reply.status(status).send({
    error: { type: 'invalid_request_error', message, ...(code ? { code } : {}), ...(param ? { param } : {}) },
  });
}

/**
 * A local stand-in for Stripe Checkout, for demos and tests (never in production): the part of Stripe's
 * HTTP API the shop calls (create, retrieve and expire Checkout Sessions, refunds, list events), a hosted payment
 * page in Spanish with Stripe's test cards, and webhooks signed and retried the way Stripe does them, so
 * the shop's own SDK calls and webhook code are what run.
 */
export function devHostedCheckout(config: Config): FastifyPluginAsync {
  return async (app) => {
    // Its pages style themselves inline; the shop's own pages keep the strict policy.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Content-Security-Policy', DEV_PAGE_POLICY);
    });
    const state = new DevPayState();
    const sender = new WebhookSender(config.devPayWebhookUrl, config.webhookSecret, app.log);
    let apiVersion = 'local';
    const emit = (type: string, session: DevSession) =>
      sender.send(state.recordEvent(type, state.sessionJson(session), apiVersion));
    const expire = (session: DevSession) => {
      state.expire(session);
      emit('checkout.session.expired', session);
    };

    const sweeper = setInterval(() => {
      const now = Math.floor(Date.now() / 1000);
      for (const session of state.sessions.values()) {
        if (session.status === 'open' && session.expires_at <= now) expire(session);
      }
    }, EXPIRY_CHECK_MS);
    sweeper.unref();
    app.addHook('onClose', async () => {
      clearInterval(sweeper);
      sender.close();
    });

    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 256 * 1024 },
      (_request, body, done) => {
        try {
          done(null, decodeStripeForm(String(body)));
        } catch (error) {
          done(error instanceof Error ? Object.assign(error, { statusCode: 400 }) : null, undefined);
        }
      },
    );

    // Stripe's API: the secret key in a bearer header, answers and errors in Stripe's JSON shapes.
    await app.register(
      async (api) => {
        api.addHook('onRequest', async (request, reply) => {
          if (request.headers.authorization !== `Bearer ${DEV_PAY_SECRET_KEY}`) {
            return reply.status(401).send({
              error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
            });
          }
          const version = request.headers['stripe-version'];
          if (typeof version === 'string' && version.length < 50) apiVersion = version;
        });

        api.post('/checkout/sessions', async (request, reply) => {
          const key = request.headers['idempotency-key'];
          const earlier = typeof key === 'string' ? state.idempotent.get(key) : undefined;
          const repeated = earlier ? state.sessions.get(earlier) : undefined;
          if (repeated) return state.sessionJson(repeated);
          const params = createSessionParams.safeParse(request.body);
          if (!params.success) return stripeError(reply, 400, `Invalid parameters: ${params.error.message}`);
          const expiresAt = params.data.expires_at;
          const now = Math.floor(Date.now() / 1000);
          if (expiresAt !== undefined && (expiresAt < now + 30 * 60 || expiresAt > now + 24 * 60 * 60)) {
            return stripeError(
              reply,
              400,
              'expires_at must be between 30 minutes and 24 hours from now',
              'parameter_invalid_integer',
            );
          }
          const session = state.createSession(
            params.data,
            (id) => `${config.publicUrl}${DEV_PAY_PREFIX}/checkout/${id}`,
          );
          if (typeof key === 'string') state.idempotent.set(key, session.id);
          return state.sessionJson(session);
        });

        api.get('/checkout/sessions/:id', async (request, reply) => {
          const { id } = idParams.parse(request.params);
          const session = state.sessions.get(id);
          if (!session)
            return stripeError(reply, 404, `No such checkout.session: '${id}'`, 'resource_missing');
          const { expand } = expandParams.parse(decodeStripeForm(request.url.split('?')[1] ?? ''));
          return state.sessionJson(session, expand);
        });

        api.post('/checkout/sessions/:id/expire', async (request, reply) => {
          const { id } = idParams.parse(request.params);
          const session = state.sessions.get(id);
          if (!session)
            return stripeError(reply, 404, `No such checkout.session: '${id}'`, 'resource_missing');
          if (session.status !== 'open') {
            return stripeError(
              reply,
              400,
              'Only Checkout Sessions with a status in ["open"] can be expired.',
              'checkout_session_not_open',
            );
          }
          expire(session);
          return state.sessionJson(session);
        });

        // Stripe's test mode settles a delayed payment (an OXXO voucher) on its own after a while; here a
        // test or a demo says when, and whether the shopper paid.
        api.post('/test_helpers/checkout/sessions/:id/async_payment', async (request, reply) => {
          const { id } = idParams.parse(request.params);
          const { outcome } = asyncOutcome.parse(request.body ?? {});
          const session = state.sessions.get(id);
          const intent = session?.payment_intent
            ? state.paymentIntents.get(session.payment_intent)
            : undefined;
          if (!session || intent?.status !== 'requires_action') {
            return stripeError(reply, 400, 'This Checkout Session has no pending delayed payment.');
          }
          state.settleLater(session, outcome === 'succeeded');
          emit(`checkout.session.async_payment_${outcome}`, session);
          return state.sessionJson(session);
        });

        api.post('/refunds', async (request, reply) => {
          const key = request.headers['idempotency-key'];
          const earlier = typeof key === 'string' ? state.refundsByKey.get(key) : undefined;
          const repeated = earlier ? state.refunds.get(earlier) : undefined;
          if (repeated) return repeated;
          const params = createRefundParams.safeParse(request.body ?? {});
          if (!params.success) return stripeError(reply, 400, `Invalid parameters: ${params.error.message}`);
          const outcome = state.refund(params.data);
          if ('refusal' in outcome) {
            const { status, message, code, param } = outcome.refusal;
            return stripeError(reply, status, message, code, param);
          }
          if (typeof key === 'string') state.refundsByKey.set(key, outcome.refund.id);
          // Stripe tells the shop of a refund twice: the refund itself, and the charge now refunded.
          sender.send(state.recordEvent('refund.created', outcome.refund, apiVersion));
          sender.send(state.recordEvent('charge.refunded', { ...outcome.charge }, apiVersion));
          return outcome.refund;
        });

        api.get('/refunds/:id', async (request, reply) => {
          const { id } = idParams.parse(request.params);
          const refund = state.refunds.get(id);
          return refund ?? stripeError(reply, 404, `No such refund: '${id}'`, 'resource_missing', 'id');
        });

        api.get('/refunds', async (request, reply) => {
          const parsed = listRefundParams.safeParse(decodeStripeForm(request.url.split('?')[1] ?? ''));
          if (!parsed.success) return stripeError(reply, 400, `Invalid parameters: ${parsed.error.message}`);
          const filters = parsed.data;
          const data = [...state.refunds.values()]
            .filter(
              (refund) =>
                (!filters.payment_intent || refund.payment_intent === filters.payment_intent) &&
                (!filters.charge || refund.charge === filters.charge),
            )
            .reverse()
            .slice(0, filters.limit ?? 10);
          return { object: 'list', url: '/v1/refunds', has_more: false, data };
        });

        api.get('/events', async () => ({
          object: 'list',
          url: '/v1/events',
          has_more: false,
          data: [...state.events].reverse(),
        }));

        api.get('/events/:id', async (request, reply) => {
          const { id } = idParams.parse(request.params);
          const event = state.events.find((candidate) => candidate.id === id);
          return event ?? stripeError(reply, 404, `No such event: '${id}'`, 'resource_missing');
        });
      },
      { prefix: '/v1' },
    );

    /**
     * The session a hosted-page request is about while it can still be paid; otherwise the answer has
     * been sent (a page saying it does not exist or expired, or the way to the success page).
     */
    const payableSession = (request: FastifyRequest, reply: FastifyReply): DevSession | undefined => {
      const { id } = idParams.parse(request.params);
      const session = state.sessions.get(id);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!session) {
        void reply.status(404).send(closedCheckoutPage('Este pago no existe.', config.publicUrl));
      } else if (session.status === 'complete') {
        void reply.redirect(successUrl(session), 303);
      } else if (session.status === 'expired') {
        void reply
          .status(410)
          .send(
            closedCheckoutPage(
              'Este pago venció. Vuelve a la tienda para intentarlo de nuevo.',
              session.cancel_url,
            ),
          );
      } else {
        return session;
      }
      return undefined;
    };

    // The hosted payment page the shopper is sent to.
    app.get('/checkout/:id', async (request, reply) => {
      const session = payableSession(request, reply);
      return session
        ? hostedCheckoutPage(session, { number: '', expiry: '', cvc: '', name: '', installments: '' })
        : reply;
    });

    app.post('/checkout/:id/oxxo', async (request, reply) => {
      const session = payableSession(request, reply);
      if (!session) return reply;
      state.payLater(session);
      emit('checkout.session.completed', session);
      return reply.redirect(successUrl(session), 303);
    });

    app.post('/checkout/:id/pay', async (request, reply) => {
      const session = payableSession(request, reply);
      if (!session) return reply;
      const form: CardForm = cardForm.parse(request.body ?? {});
      // The page again with the shopper's form (never its CVC) and why the payment did not go through.
      const refuse = (status: number, message: string) =>
        reply.status(status).send(hostedCheckoutPage(session, { ...form, cvc: '' }, message));
      const card = checkCard(form);
      if (!card.approved) return refuse(402, card.message);
      const plan = sessionPlans(session).find((offered) => String(offered.months) === form.installments);
      if (form.installments !== '' && !plan) {
        return refuse(400, 'Elige un plazo de meses sin intereses de la lista.');
      }
      if (plan && card.funding === 'debit') {
        return refuse(
          402,
          'Tu tarjeta de débito no acepta meses sin intereses. Elige una sola exhibición u otra tarjeta.',
        );
      }
      state.pay(session, card, plan?.months ?? null);
      emit('checkout.session.completed', session);
      return reply.redirect(successUrl(session), 303);
    });
  };
}

const successUrl = (session: DevSession) =>
  session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
