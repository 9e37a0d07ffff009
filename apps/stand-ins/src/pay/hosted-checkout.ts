import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../../server/src/config';
import type { Database } from '../../../server/src/db/client';
import { STAND_IN_PAGE_POLICY } from '../common/page-policy';
import { decodeStripeForm } from './api/form-fields';
import { apiRoutes } from './api/routes';
import { devPayOn } from './context';
import { pageRoutes } from './pages/routes';
import { openStore } from './store/open-store';
import { sweepDue } from './sweeper';
import { WebhookSender } from '../common/webhook-sender';
import { stripeDelivery } from './webhooks/signature';

const SWEEP_MS = 5_000;

/**
 * A local stand-in for Stripe Checkout, for demos and tests (never in production): the part of Stripe's
 * HTTP API the shop calls (Checkout Sessions, customers, payment intents, refunds, events and the test
 * helpers), hosted pages in Spanish (card with Stripe's test cards, an OXXO voucher, SPEI transfer
 * instructions), and webhooks signed and retried the way Stripe does them, so the shop's own SDK calls
 * and webhook code are what run. Its state lives in the shop's database (its own tables), so a restart
 * keeps pending vouchers and refundable payments, and several servers on one database share it.
 */
export function hostedCheckoutRoutes(
  config: Config,
  db: Database,
  adapterApiVersion: string,
): FastifyPluginAsync {
  return async (app) => {
    // Its pages style themselves inline; the shop's own pages keep the strict policy.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Content-Security-Policy', STAND_IN_PAGE_POLICY);
    });
    const sender = new WebhookSender(config.devPayWebhookUrl, app.log);
    // Events are rendered in the version the SDK last asked for; before any request, the adapter's own.
    let apiVersion = adapterApiVersion;
    let closed = false;
    const timers = new Set<NodeJS.Timeout>();

    const store = await openStore(db, app.log);
    const devPay = devPayOn(store, {
      publicUrl: config.publicUrl,
      apiVersion: () => apiVersion,
      send: (event) => void sender.send(stripeDelivery(event, config.webhookSecret)),
      wakeAt: (at) => {
        const timer = setTimeout(
          () => {
            timers.delete(timer);
            void sweep();
          },
          Math.max(0, at - Date.now()),
        );
        timer.unref();
        timers.add(timer);
      },
    });

    const sweep = async () => {
      if (closed) return;
      try {
        await sweepDue(devPay);
      } catch (error) {
        app.log.warn({ err: error }, 'dev-pay: no se pudo revisar lo que vence');
      }
    };
    const sweeper = setInterval(() => void sweep(), SWEEP_MS);
    sweeper.unref();
    app.addHook('onClose', async () => {
      closed = true;
      clearInterval(sweeper);
      for (const timer of timers) clearTimeout(timer);
      sender.close();
      await store.close();
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

    await app.register(
      apiRoutes(devPay, (version) => {
        apiVersion = version;
      }),
      { prefix: '/v1' },
    );
    // The account's plans of meses sin intereses, set in Stripe's Dashboard: here the shop's own, as
    // the README tells the owner to set them there (decision 034).
    await app.register(pageRoutes(devPay, config.installmentMonths));
  };
}
