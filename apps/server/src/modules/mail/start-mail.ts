import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { pollWhileOpen } from '../../lib/poll-while-open';
import { sendDueMessages, type MessageAttachments, type SenderDependencies } from './sender';
import { smtpTransport } from './transport';

// How soon a queued message is looked for: a shopper who just paid expects the e-mail at once.
const DEFAULT_POLL_MS = 1_000;

/**
 * Starts sending the outbox in this process: through `SMTP_URL`, or, without it outside production, to
 * the local mailbox's own SMTP server (`localSmtpUrl`, a stand-in), whose messages /dev-mail shows. Every
 * process runs a sender; the claims keep them from sending a message twice. A failure to reach the
 * database or the SMTP server is logged and tried again on the next round.
 */
export async function startMail(
  app: FastifyInstance,
  config: Config,
  db: Database,
  options: {
    localSmtpUrl?: string | undefined;
    /** The owners and the staff now (the team's module knows them). */
    staffEmails: SenderDependencies['staffEmails'];
    attachments?: MessageAttachments;
    pollMs?: number;
  },
): Promise<void> {
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const smtpUrl = config.mail.smtpUrl ?? options.localSmtpUrl;
  if (!smtpUrl) throw new Error('SMTP_URL es obligatorio en producción');
  const transport = smtpTransport(smtpUrl);
  const deps = {
    db,
    transport,
    from: config.mail.from,
    staffEmails: options.staffEmails,
    site: { publicUrl: config.publicUrl },
    log: app.log,
    ...(options.attachments ? { attachments: options.attachments } : {}),
  };

  pollWhileOpen(
    app,
    pollMs,
    () => sendDueMessages(deps),
    'no se pudo revisar la cola de correos',
    () => transport.close(),
  );
}
