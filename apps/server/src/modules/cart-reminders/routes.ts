import {
  messageResponse,
  reminderCart as reminderCartSchema,
  reminderCartParams,
  UNSUBSCRIBED,
  unsubscribeQuery,
} from '@store/contract';
import { errorResponse } from '@store/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { reminderCart, unsubscribe, UNSUBSCRIBE_PATH } from './links';

/**
 * The reminder e-mail's two links, neither needing a session: 'Volver a mi carrito' (the lines to put back)
 * and 'Darme de baja' (RFC 8058's one-click POST from the mail client, or the page's button).
 */
export function cartReminderRoutes(db: Database, secret: string): FastifyPluginAsyncZod {
  return async (app) => {
    // A mail client's one-click POST is a form ('List-Unsubscribe=One-Click'); only the token matters.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, _body, done) => done(null, {}),
    );

    app.post(
      UNSUBSCRIBE_PATH,
      {
        schema: {
          querystring: unsubscribeQuery,
          response: { 200: messageResponse, 400: errorResponse },
        },
      },
      async (request, reply) => {
        await unsubscribe(db, secret, request.query.token);
        reply.header('cache-control', 'no-store');
        return { message: UNSUBSCRIBED };
      },
    );

    app.get(
      '/cart-reminders/:token',
      { schema: { params: reminderCartParams, response: { 200: reminderCartSchema, 404: errorResponse } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return reminderCart(db, request.params.token);
      },
    );
  };
}
