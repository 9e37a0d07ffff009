import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DEV_PAY_SECRET_KEY } from '../../../../server/src/dev-services';
import { cashBalanceJson } from '../methods/cash-balance';
import { createSessionParams, expandParams } from './checkout-params';
import { noSuch, StripeApiError, type DevPay } from '../context';
import {
  cancelIntentParams,
  createCustomerParams,
  fundCashBalanceParams,
  reconciliationOf,
  updateCashBalanceParams,
} from './customer-params';
import { createCustomer, findCustomer } from '../objects/customers';
import { decodeStripeForm } from './form-fields';
import { cancelIntent, intentJson } from '../objects/intents';
import { settleVoucher, voucherOf } from '../methods/oxxo';
import { createRefundParams, listRefundParams } from './refund-params';
import { createRefund } from '../objects/refunds';
import { createSession, expireSession, findSession, sessionJson } from '../objects/sessions';
import { applyCustomerBalance, fundCashBalance, transferOf } from '../methods/spei';

const idParams = z.object({ id: z.string().max(200) });
/** Stripe's "reconcile a customer_balance PaymentIntent" by hand. */
const applyBalanceParams = z.object({
  amount: z.coerce.number().int().positive().max(99_999_999).optional(),
  currency: z.literal('mxn').optional(),
});
const asyncOutcome = z.object({ outcome: z.enum(['succeeded', 'failed']) });
const listEventParams = z.object({
  type: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

/** Parameters checked against `schema`, or Stripe's refusal of them. */
function parse<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input ?? {});
  if (!parsed.success) throw new StripeApiError(400, `Invalid parameters: ${parsed.error.message}`);
  return parsed.data;
}

const query = (request: FastifyRequest) => decodeStripeForm(request.url.split('?')[1] ?? '');
const expandOf = (request: FastifyRequest) => parse(expandParams, query(request)).expand ?? [];
const idOf = (request: FastifyRequest) => parse(idParams, request.params).id;
const keyOf = (request: FastifyRequest) => {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' && key.length <= 255 ? key : undefined;
};

function stripeError(reply: FastifyReply, error: StripeApiError) {
  const { status, message, code, param } = error;
  return reply.status(status).send({
    error: { type: 'invalid_request_error', message, ...(code ? { code } : {}), ...(param ? { param } : {}) },
  });
}

/**
 * The part of Stripe's HTTP API the shop's adapter calls, under `/dev-pay/v1`: the secret key in a
 * bearer header, answers and errors in Stripe's JSON. Each route parses and calls one operation.
 * `onVersion` hears the `Stripe-Version` the SDK sends, which events are then rendered as.
 */
export function apiRoutes(devPay: DevPay, onVersion: (version: string) => void): FastifyPluginAsync {
  return async (api) => {
    const { store } = devPay;
    api.addHook('onRequest', async (request, reply) => {
      if (request.headers.authorization !== `Bearer ${DEV_PAY_SECRET_KEY}`) {
        return reply.status(401).send({
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
        });
      }
      const version = request.headers['stripe-version'];
      if (typeof version === 'string' && version.length < 50) onVersion(version);
    });
    api.setErrorHandler(async (error, request, reply) => {
      if (error instanceof StripeApiError) return stripeError(reply, error);
      const status = (error as { statusCode?: unknown }).statusCode;
      if (typeof status === 'number' && status >= 400 && status < 500) {
        return stripeError(
          reply,
          new StripeApiError(status, error instanceof Error ? error.message : 'Bad request'),
        );
      }
      request.log.error({ err: error }, 'dev-pay: error en la API');
      return reply
        .status(500)
        .send({ error: { type: 'api_error', message: 'Something went wrong on dev-pay.' } });
    });

    api.post('/checkout/sessions', async (request) =>
      createSession(devPay, parse(createSessionParams, request.body), keyOf(request)),
    );
    api.get('/checkout/sessions/:id', async (request) =>
      sessionJson(store, (await findSession(store, idOf(request))).data, expandOf(request)),
    );
    api.post('/checkout/sessions/:id/expire', async (request) => expireSession(devPay, idOf(request)));

    // Stripe's test mode settles a delayed payment on its own after a while; here a test or a demo says
    // when, and whether the shopper paid (at OXXO) or the transfer arrived (SPEI, for what was missing).
    api.post('/test_helpers/checkout/sessions/:id/async_payment', async (request) => {
      const id = idOf(request);
      const { outcome } = parse(asyncOutcome, request.body);
      const session = await findSession(store, id);
      const intentId = session.data.payment_intent;
      const intent = intentId ? await store.find('payment_intent', intentId) : undefined;
      if (!intent || intent.data.status !== 'requires_action') {
        throw new StripeApiError(400, 'This Checkout Session has no pending delayed payment.');
      }
      const transfer = transferOf(intent.data);
      if (voucherOf(intent.data)) {
        await settleVoucher(devPay, intent.data.id, outcome);
      } else if (transfer && intent.data.customer && outcome === 'succeeded') {
        await fundCashBalance(devPay, intent.data.customer, transfer.amount_remaining, transfer.reference);
      } else {
        await cancelIntent(devPay, intent.data.id, 'abandoned', { sessionFailed: true });
      }
      return (await findSession(store, id)).data;
    });

    api.get('/payment_intents/:id', async (request) => {
      const id = idOf(request);
      const intent = await store.find('payment_intent', id);
      if (!intent) throw noSuch('payment_intent', id, { param: 'intent' });
      return intentJson(store, intent.data, expandOf(request));
    });
    api.post('/payment_intents/:id/apply_customer_balance', async (request) => {
      const { amount } = parse(applyBalanceParams, request.body);
      return applyCustomerBalance(devPay, idOf(request), amount);
    });
    api.post('/payment_intents/:id/cancel', async (request) => {
      const { cancellation_reason: reason } = parse(cancelIntentParams, request.body);
      return cancelIntent(devPay, idOf(request), reason ?? null);
    });

    api.post('/customers', async (request) =>
      createCustomer(devPay, parse(createCustomerParams, request.body), keyOf(request)),
    );
    api.get('/customers/:id', async (request) => (await findCustomer(store, idOf(request))).data);
    api.get('/customers/:id/cash_balance', async (request) =>
      cashBalanceJson(await findCustomer(store, idOf(request))),
    );
    api.post('/customers/:id/cash_balance', async (request) => {
      const { settings } = parse(updateCashBalanceParams, request.body);
      const id = idOf(request);
      return devPay.change(async (tx) => {
        const customer = await tx.find('customer', id, { lock: true });
        if (!customer) throw noSuch('customer', id, { param: 'id' });
        if (settings.reconciliation_mode === 'merchant_default') delete customer.local.reconciliation;
        else customer.local.reconciliation = reconciliationOf(settings.reconciliation_mode);
        await tx.save('customer', customer);
        return cashBalanceJson(customer);
      });
    });
    api.post('/test_helpers/customers/:id/fund_cash_balance', async (request) => {
      const { amount, reference } = parse(fundCashBalanceParams, request.body);
      return fundCashBalance(devPay, idOf(request), amount, reference ?? null);
    });

    api.post('/refunds', async (request) =>
      createRefund(devPay, parse(createRefundParams, request.body), keyOf(request)),
    );
    api.get('/refunds/:id', async (request) => {
      const id = idOf(request);
      const refund = await store.find('refund', id);
      if (!refund) throw noSuch('refund', id, { param: 'id' });
      return refund.data;
    });
    api.get('/refunds', async (request) => {
      const filters = parse(listRefundParams, query(request));
      const data = await store.listRefunds({ ...filters, limit: filters.limit ?? 10 });
      return { object: 'list', url: '/v1/refunds', has_more: false, data };
    });

    api.get('/events', async (request) => ({
      object: 'list',
      url: '/v1/events',
      has_more: false,
      data: await store.listEvents(parse(listEventParams, query(request))),
    }));
    api.get('/events/:id', async (request) => {
      const id = idOf(request);
      const event = await store.findEvent(id);
      if (!event) throw noSuch('event', id);
      return event;
    });
  };
}
