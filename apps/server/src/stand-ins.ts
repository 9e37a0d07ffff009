import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { standInsNeeded } from './dev-services';
import { callbackUrl } from './modules/auth';
import { STRIPE_API_VERSION } from './modules/payments';

/**
 * Mounts the local stand-ins of the outside services this configuration has no credentials for, and
 * none in production. They live in their own workspace, apps/stand-ins, loaded by this one dynamic
 * import, which the production bundle leaves out (decision 030). Answers where the mailbox's SMTP
 * server listens, when it runs; the other stand-ins answer under their prefixes in dev-services.ts.
 */
export async function mountStandIns(
  app: FastifyInstance,
  config: Config,
  db: Database,
): Promise<{ smtpUrl: string | undefined }> {
  const needed = standInsNeeded(config);
  if (needed.length === 0) return { smtpUrl: undefined };
  const standIns = await import('@store/stand-ins');
  return standIns.mountStandIns(app, needed, {
    config,
    db,
    signInCallbackUrl: callbackUrl(config),
    stripeApiVersion: STRIPE_API_VERSION,
  });
}
