import { DEV_MAIL_PREFIX } from '../../../server/src/dev-services';
import type { StandIn } from '../stand-in';
import { localMailboxRoutes } from './routes';
import { startLocalSmtpServer } from './smtp-server';

/**
 * The local mailbox, in place of the shop's SMTP server: an SMTP server of its own on 127.0.0.1, whose
 * address the shop's sender is given, and its pages. It closes after the shop's sender, whose hook is
 * added later and so runs first, has finished its last round.
 */
export const mailbox: StandIn = async (app, { db }) => {
  const smtp = await startLocalSmtpServer(db);
  app.addHook('onClose', () => smtp.close());
  await app.register(localMailboxRoutes(db), { prefix: DEV_MAIL_PREFIX });
  return { smtpUrl: smtp.url };
};
