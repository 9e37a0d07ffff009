import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/client';
import type { PaymentProvider } from '../../payments';
import type { RefundListener } from '../lifecycle/give-back';
import { receivePaymentEvent } from './receive-payment-event';

/** Under the API base; the provider authenticates it by its signature, not by a cookie. */
export const WEBHOOK_PATH = '/payments/webhook';

export const BAD_SIGNATURE = 'Firma del webhook inválida.';

/**
 * POST /api/payments/webhook. Authenticated by its signature over the exact bytes received (so the body
 * is kept raw here, not parsed as JSON); an event that fails to settle answers 500 so that the provider
 * delivers it again.
 */
export function webhookRoute(
  db: Database,
  provider: PaymentProvider,
  onRefund: RefundListener,
): FastifyPluginAsync {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) =>
      done(null, body),
    );

    app.post(WEBHOOK_PATH, async (request, reply) => {
      const event = Buffer.isBuffer(request.body)
        ? provider.verifyWebhookEvent(request.body, request.headers)
        : undefined;
      if (!event) return reply.status(400).send({ error: BAD_SIGNATURE });
      await receivePaymentEvent({ db, provider, log: request.log, onRefund }, event);
      return { received: true };
    });
  };
}
