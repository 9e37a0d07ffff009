import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { mexicanMobile } from '@store/contract';
import { z } from 'zod';
import type { Config } from '../../../server/src/config';
import type { Database } from '../../../server/src/db/client';
import { DEV_WHATSAPP_PHONE_NUMBER_ID, DEV_WHATSAPP_TOKEN } from '../../../server/src/dev-services';
import { renderTemplate, isTemplateName, WHATSAPP_TEMPLATES } from '@store/contract';
import type { WebhookSender } from '../common/webhook-sender';
import { addMessage, serviceWindowOpen, setStatus, type ChatMessage } from './chats';
import { statusDelivery } from './webhooks';

const textParameter = z.object({ type: z.literal('text'), text: z.string().min(1).max(1024) });

const messageRequest = z.object({
  messaging_product: z.literal('whatsapp'),
  recipient_type: z.literal('individual').optional(),
  to: z.string().min(1).max(20),
  type: z.enum(['template', 'text']),
  template: z
    .object({
      name: z.string().min(1).max(512),
      language: z.object({ code: z.string() }),
      components: z
        .array(z.object({ type: z.string(), parameters: z.array(textParameter).optional() }))
        .optional(),
    })
    .optional(),
  text: z.object({ body: z.string().min(1).max(4096), preview_url: z.boolean().optional() }).optional(),
});

/** Graph API's refusal, as Meta writes it: `{ error: { message, type, code, error_data, fbtrace_id } }`. */
const metaError = (code: number, message: string, details?: string, type = 'OAuthException') => ({
  error: {
    message,
    type,
    code,
    ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}),
    fbtrace_id: randomBytes(12).toString('base64url'),
  },
});

const refuse = (reply: FastifyReply, status: number, code: number, message: string, details?: string) =>
  reply.status(status).send(metaError(code, message, details));

/**
 * The Cloud API's messages call as the local WhatsApp answers it (`POST /{version}/{phone-number-id}/messages`):
 * Meta's Bearer token and number id, a template that exists in the shop's list with as many values as it
 * has variables and in its language, or a text only within 24 hours of the shopper's last message
 * (131047 otherwise), each refused with Meta's codes. An accepted message lands in its number's chat and
 * its statuses (sent, then delivered) go to the shop as signed webhooks, as Meta's do.
 */
export function cloudApiRoutes(config: Config, db: Database, sender: WebhookSender): FastifyPluginAsync {
  return async (app) => {
    app.post('/:version/:phoneNumberId/messages', async (request, reply) => {
      if (request.headers.authorization !== `Bearer ${DEV_WHATSAPP_TOKEN}`) {
        return refuse(reply, 401, 190, 'Invalid OAuth access token - Cannot parse access token');
      }
      const { phoneNumberId } = request.params as { phoneNumberId: string };
      if (phoneNumberId !== DEV_WHATSAPP_PHONE_NUMBER_ID) {
        return refuse(
          reply,
          400,
          100,
          `Unsupported post request. Object with ID '${phoneNumberId.slice(0, 30)}' does not exist`,
          undefined,
        );
      }
      const body = messageRequest.safeParse(request.body);
      if (!body.success) {
        return refuse(reply, 400, 100, '(#100) Invalid parameter', body.error.issues[0]?.message);
      }
      const phone = mexicanMobile(body.data.to);
      if (!phone)
        return refuse(reply, 400, 131026, '(#131026) Message undeliverable', 'Not a WhatsApp number');
      let message: ChatMessage;
      if (body.data.type === 'text') {
        if (!body.data.text) return refuse(reply, 400, 100, '(#100) Invalid parameter', 'text is required');
        if (!(await serviceWindowOpen(db, phone, new Date()))) {
          return refuse(
            reply,
            400,
            131047,
            '(#131047) Re-engagement message',
            'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
          );
        }
        message = await addMessage(db, { phone, direction: 'out', body: body.data.text.body });
      } else {
        const template = body.data.template;
        if (!template) return refuse(reply, 400, 100, '(#100) Invalid parameter', 'template is required');
        if (!isTemplateName(template.name) || template.language.code !== 'es_MX') {
          return refuse(
            reply,
            404,
            132001,
            '(#132001) Template name does not exist in the translation',
            `template name (${template.name}) does not exist in ${template.language.code}`,
          );
        }
        const values = (template.components ?? [])
          .filter((component) => component.type === 'body')
          .flatMap((component) => component.parameters ?? [])
          .map((parameter) => parameter.text);
        const text = renderTemplate(template.name, values);
        if (text === null) {
          const expected = WHATSAPP_TEMPLATES[template.name].variables.length;
          return refuse(
            reply,
            400,
            132000,
            '(#132000) Number of parameters does not match the expected number of params',
            `body: number of localizable_params (${values.length}) does not match the expected number of params (${expected})`,
          );
        }
        message = await addMessage(db, { phone, direction: 'out', body: text, template: template.name });
      }
      // Meta answers at once and reports the message's way to the phone afterwards.
      reportSentAndDelivered(db, sender, config.whatsapp.appSecret, message).catch((error: unknown) =>
        request.log.warn({ err: error }, 'dev-whatsapp: no se informaron los estados'),
      );
      return {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.data.to, wa_id: `52${phone}` }],
        messages: [{ id: message.wamid, message_status: 'accepted' }],
      };
    });
  };
}

async function reportSentAndDelivered(
  db: Database,
  sender: WebhookSender,
  appSecret: string,
  message: ChatMessage,
) {
  for (const status of ['sent', 'delivered'] as const) {
    const moved = await setStatus(db, message.wamid, status);
    if (moved) await sender.send(statusDelivery(moved, status, appSecret));
  }
}
