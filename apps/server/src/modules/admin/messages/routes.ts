import {
  adminMessage,
  adminMessageParams,
  adminMessagesQuery,
  adminMessagesResponse,
  resendMessageBody,
} from '@store/contract/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listMessages, resendMessage } from '../../mail';
import { HttpError } from '../../../http/errors';
import type { AdminDependencies } from '../routes';

export const NO_SUCH_MESSAGE = 'Ese correo no existe o ya no se puede reenviar.';

/** 'Mensajes': every e-mail the shop wrote, with filters, and 'Reenviar' as a new message. */
export function adminMessageRoutes({ database, staff }: AdminDependencies): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    app.get(
      '/messages',
      { schema: { querystring: adminMessagesQuery, response: { 200: adminMessagesResponse } } },
      async (request) => listMessages(db, request.query),
    );

    app.post(
      '/messages/:id/resend',
      { schema: { params: adminMessageParams, body: resendMessageBody, response: { 201: adminMessage } } },
      async (request, reply) => {
        const member = await staff.requireMember(request);
        const copy = await resendMessage(db, request.params.id, member.email, request.body.to);
        if (!copy) throw new HttpError(404, NO_SUCH_MESSAGE);
        return reply.status(201).send(copy);
      },
    );
  };
}
