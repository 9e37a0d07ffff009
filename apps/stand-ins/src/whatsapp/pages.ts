import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { mexicanMobile } from '@store/contract';
import { z } from 'zod';
import type { Config } from '../../../server/src/config';
import type { Database } from '../../../server/src/db/client';
import { DEV_WHATSAPP_PREFIX } from '../../../server/src/dev-services';
import type { WebhookSender } from '../common/webhook-sender';
import { chatListPage, chatPage } from './chat-page';
import { addMessage, chatList, chatOf, setStatus } from './chats';
import { inboundDelivery, statusDelivery } from './webhooks';

const phoneParams = z.object({ phone: z.string().regex(/^\d{10}$/) });
const replyForm = z.object({ texto: z.string().trim().min(1).max(1000) });

const html = (reply: FastifyReply) =>
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
const chatPath = (phone: string) => `${DEV_WHATSAPP_PREFIX}/chats/${phone}`;

/**
 * The local WhatsApp's pages: the list of chats, each number's chat (opening it reads the shop's
 * messages, and WhatsApp tells the shop: 'read'), and the box to answer as the shopper, whose message
 * goes to the shop as Meta's signed notification.
 */
export function chatPages(config: Config, db: Database, sender: WebhookSender): FastifyPluginAsync {
  return async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    app.get('/', async (_request, reply) => html(reply).send(chatListPage(await chatList(db), chatPath)));

    app.get('/chats/:phone', async (request, reply) => {
      const params = phoneParams.safeParse(request.params);
      const phone = params.success ? mexicanMobile(params.data.phone) : null;
      if (!phone)
        return reply
          .status(404)
          .type('text/plain; charset=utf-8')
          .send('Ese número no es un celular de México.');
      const messages = await chatOf(db, phone);
      for (const message of messages) {
        if (message.direction !== 'out' || message.status !== 'delivered') continue;
        const read = await setStatus(db, message.wamid, 'read');
        if (read) {
          message.status = 'read';
          void sender.send(statusDelivery(read, 'read', config.whatsapp.appSecret));
        }
      }
      return html(reply).send(
        chatPage(phone, messages, { reply: `${chatPath(phone)}/responder`, list: `${DEV_WHATSAPP_PREFIX}/` }),
      );
    });

    app.post('/chats/:phone/responder', async (request, reply) => {
      const params = phoneParams.safeParse(request.params);
      const phone = params.success ? mexicanMobile(params.data.phone) : null;
      if (!phone)
        return reply
          .status(404)
          .type('text/plain; charset=utf-8')
          .send('Ese número no es un celular de México.');
      const form = replyForm.safeParse(request.body);
      if (form.success) {
        const message = await addMessage(db, { phone, direction: 'in', body: form.data.texto });
        await sender.send(inboundDelivery(message, config.whatsapp.appSecret));
      }
      return reply.redirect(chatPath(phone), 303);
    });
  };
}
