import { errorResponse, whatsappConsentBody, whatsappConsentResponse } from '@store/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { SessionReader } from '../auth';
import { consentAnswer, consentOf, giveConsent, withdrawConsent } from './consent';
import { whatsappAvailable } from './sender';
import { notification, receiveNotification, validSignature } from './webhook';

/** Where Meta (or the stand-in) posts the shop's number's notifications, under /api. */
export const WHATSAPP_WEBHOOK_PATH = '/whatsapp/webhook';

/**
 * The shopper's consent (GET, PUT to turn on or change the number, DELETE to turn off) at
 * /users/me/whatsapp. A number that is not a Mexican mobile is refused under its field (400, `phone`).
 */
export function whatsappConsentRoutes(
  db: Database,
  config: Config,
  sessions: SessionReader,
): FastifyPluginAsyncZod {
  const available = whatsappAvailable(config);
  return async (app) => {
    app.get(
      '/users/me/whatsapp',
      { schema: { response: { 200: whatsappConsentResponse } } },
      async (request) => {
        const user = await sessions.requireUser(request);
        return consentAnswer(available, await consentOf(db, user.id));
      },
    );

    app.put(
      '/users/me/whatsapp',
      {
        preValidation: async (request) => {
          await sessions.requireUser(request);
        },
        schema: { body: whatsappConsentBody, response: { 200: whatsappConsentResponse, 422: errorResponse } },
      },
      async (request, reply) => {
        const user = await sessions.requireUser(request);
        if (!available) {
          return reply.status(422).send({ error: 'La tienda todavía no envía avisos por WhatsApp.' });
        }
        const consent = await giveConsent(db, user.id, request.body.phone, request.body.where);
        return consentAnswer(available, consent);
      },
    );

    app.delete(
      '/users/me/whatsapp',
      { schema: { response: { 200: whatsappConsentResponse } } },
      async (request) => {
        const user = await sessions.requireUser(request);
        await withdrawConsent(db, user.id);
        return consentAnswer(available, undefined);
      },
    );
  };
}

/** Meta's notification whose signature is not the shop's app secret's. */
export const WHATSAPP_BAD_SIGNATURE = 'Firma inválida.';

const handshake = z.object({
  'hub.mode': z.string().optional(),
  'hub.verify_token': z.string().optional(),
  'hub.challenge': z.string().max(200).optional(),
});

/**
 * Meta's webhook: the GET handshake when it is registered (answers `hub.challenge` for the right verify
 * token), and the signed POSTs of statuses and shoppers' messages. The body is kept raw for the signature;
 * a bad one is 401 and changes nothing. Every notification read is answered 200, as Meta retries others.
 */
export function whatsappWebhookRoute(db: Database, config: Config): FastifyPluginAsync {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) =>
      done(null, body),
    );

    app.get(WHATSAPP_WEBHOOK_PATH, async (request, reply) => {
      const query = handshake.safeParse(request.query);
      if (
        query.success &&
        query.data['hub.mode'] === 'subscribe' &&
        query.data['hub.verify_token'] === config.whatsapp.verifyToken &&
        query.data['hub.challenge'] !== undefined
      ) {
        return reply.type('text/plain').send(query.data['hub.challenge']);
      }
      return reply.status(403).send({ error: 'Token de verificación incorrecto.' });
    });

    app.post(WHATSAPP_WEBHOOK_PATH, async (request, reply) => {
      const raw = request.body;
      if (
        !Buffer.isBuffer(raw) ||
        !validSignature(raw, request.headers['x-hub-signature-256'], config.whatsapp.appSecret)
      ) {
        request.log.warn('WhatsApp webhook refused: bad signature');
        return reply.status(401).send({ error: WHATSAPP_BAD_SIGNATURE });
      }
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        return reply.status(400).send({ error: 'El cuerpo no es JSON válido.' });
      }
      const parsed = notification.safeParse(body);
      if (!parsed.success) {
        request.log.info('WhatsApp notification of a shape the shop does not read');
        return { received: true };
      }
      await receiveNotification(db, parsed.data, request.log);
      return { received: true };
    });
  };
}
