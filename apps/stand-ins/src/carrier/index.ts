import { DEV_ENVIA_PREFIX } from '../../../server/src/dev-services';
import { STAND_IN_PAGE_POLICY } from '../common/page-policy';
import { WebhookSender } from '../common/webhook-sender';
import type { StandIn } from '../stand-in';
import { enviaApiRoutes } from './envia-api';
import { carrierPages } from './pages';

/**
 * The local carrier, in place of Envia.com (never in production): its Shipping API for the shop's
 * client, each shipment's page with 'Simular entrega', and the labels' PDFs. It sends the shop signed
 * tracking webhooks at DEV_ENVIA_WEBHOOK_URL (by default the shop's own).
 */
export const localCarrier: StandIn = async (app, { config, db }) => {
  await app.register(
    async (scope) => {
      scope.addHook('onSend', async (_request, reply) => {
        reply.header('Content-Security-Policy', STAND_IN_PAGE_POLICY);
      });
      const sender = new WebhookSender(config.envia.devWebhookUrl, scope.log);
      scope.addHook('onClose', async () => sender.close());
      await scope.register(enviaApiRoutes(config, db));
      await scope.register(carrierPages(config, db, sender));
    },
    { prefix: DEV_ENVIA_PREFIX },
  );
};
