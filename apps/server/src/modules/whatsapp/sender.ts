import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { pollWhileOpen } from '../../lib/poll-while-open';
import { DEV_WHATSAPP_PHONE_NUMBER_ID, DEV_WHATSAPP_PREFIX, DEV_WHATSAPP_TOKEN } from '../../dev-services';
import { countWhatsAppMessage } from '../metrics';
import { claimDue, markSent, PermanentFailure, recordFailure, type ClaimedMessage } from '../mail';
import { sendWhatsApp, WhatsAppApiError, type CloudApi, type OutgoingWhatsApp } from './cloud-client';
import { templateValues, type OrderNews } from './order-news';

export type WhatsAppSenderDependencies = {
  db: Database;
  api: CloudApi;
  publicUrl: string;
  log: FastifyBaseLogger;
};

type Payload = { type: 'template'; news: OrderNews } | { type: 'text'; body: string };

/** What goes to Meta for a queued message: the template with its values written now, or the text. */
function outgoing(payload: Payload, publicUrl: string): OutgoingWhatsApp {
  return payload.type === 'text'
    ? { type: 'text', body: payload.body }
    : { type: 'template', template: payload.news.template, values: templateValues(payload.news, publicUrl) };
}

/**
 * Sends the WhatsApp messages due at `now` from the outbox, claimed as e-mails are (one sender of one
 * process takes each), and says how many went. A refusal that time can mend (a rate limit, Meta down) is
 * tried again with the outbox's back-off, or after the wait a rate limit asks; one it cannot (outside the
 * 24-hour window, a template Meta does not know, an undeliverable number) is given up at once and logged.
 * Either way the order and its e-mail are untouched: they are other rows.
 */
export async function sendDueWhatsApp(
  deps: WhatsAppSenderDependencies,
  now: Date = new Date(),
): Promise<number> {
  const claimed = await claimDue(deps.db, 'whatsapp', now);
  let sent = 0;
  for (const message of claimed) {
    if (await sendOne(deps, message, now)) sent += 1;
  }
  return sent;
}

async function sendOne(
  deps: WhatsAppSenderDependencies,
  message: ClaimedMessage,
  now: Date,
): Promise<boolean> {
  try {
    if (!message.recipient) throw new PermanentFailure('Mensaje de WhatsApp sin número');
    const id = await sendWhatsApp(
      deps.api,
      message.recipient,
      outgoing(message.payload as Payload, deps.publicUrl),
    );
    await markSent(deps.db, message.id, null, id);
    countWhatsAppMessage('sent');
    return true;
  } catch (error) {
    const failure =
      error instanceof WhatsAppApiError && !error.retryable ? new PermanentFailure(error.message) : error;
    if (error instanceof WhatsAppApiError) {
      deps.log.warn(
        { messageId: message.id, template: message.kind, status: error.status, code: error.code },
        error.retryable
          ? 'WhatsApp rechazó el mensaje por ahora; se reintentará'
          : 'WhatsApp rechazó el mensaje',
      );
    }
    const wait = error instanceof WhatsAppApiError ? error.retryAfterMs : undefined;
    const givenUp = await recordFailure(deps.db, deps.log, message, null, failure, now, wait);
    countWhatsAppMessage(givenUp ? 'given_up' : 'retry');
    return false;
  }
}

/** The Cloud API this configuration talks to: Meta's, or the local stand-in's without credentials. */
export function cloudApiOf(config: Config): CloudApi {
  return (
    (config.whatsapp.cloud && { graphUrl: config.whatsapp.graphUrl, ...config.whatsapp.cloud }) ?? {
      graphUrl: `${config.whatsapp.devUrl}${DEV_WHATSAPP_PREFIX}/v23.0`,
      token: DEV_WHATSAPP_TOKEN,
      phoneNumberId: DEV_WHATSAPP_PHONE_NUMBER_ID,
    }
  );
}

/** Whether order news on WhatsApp can be offered: a number connected, or the stand-in outside production. */
export const whatsappAvailable = (config: Config): boolean =>
  config.whatsapp.cloud !== undefined || config.env !== 'production';

// As the e-mail's: a shopper who just paid looks at their phone at once.
const POLL_MS = 1_000;

/** Starts this process's WhatsApp sender; every process runs one, the claims keep a message from going twice. */
export function startWhatsApp(app: FastifyInstance, config: Config, db: Database): void {
  if (!whatsappAvailable(config)) return;
  const deps = { db, api: cloudApiOf(config), publicUrl: config.publicUrl, log: app.log };
  pollWhileOpen(app, POLL_MS, () => sendDueWhatsApp(deps), 'no se pudo revisar la cola de WhatsApp');
}
