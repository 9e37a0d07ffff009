import { DEV_WHATSAPP_PREFIX } from '../../../server/src/dev-services';
import { STAND_IN_PAGE_POLICY } from '../common/page-policy';
import { WebhookSender } from '../common/webhook-sender';
import type { StandIn } from '../stand-in';
import { cloudApiRoutes } from './cloud-api';
import { chatPages } from './pages';

/**
 * The local WhatsApp, in place of Meta's Cloud API (never in production): the messages call the shop's
 * client makes, each number's chat as a phone shows it with a box to answer as the shopper, and Meta's
 * signed webhooks (statuses, answers) to DEV_WHATSAPP_WEBHOOK_URL, by default the shop's own.
 */
export const localWhatsApp: StandIn = async (app, { config, db }) => {
  await app.register(
    async (scope) => {
      scope.addHook('onSend', async (_request, reply) => {
        reply.header('Content-Security-Policy', STAND_IN_PAGE_POLICY);
      });
      const sender = new WebhookSender(config.whatsapp.devWebhookUrl, scope.log);
      scope.addHook('onClose', async () => sender.close());
      await scope.register(cloudApiRoutes(config, db, sender));
      await scope.register(chatPages(config, db, sender));
    },
    { prefix: DEV_WHATSAPP_PREFIX },
  );
};
