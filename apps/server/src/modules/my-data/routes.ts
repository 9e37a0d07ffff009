import { messageResponse } from '@store/contract';
import { ACCOUNT_DELETED, deleteAccountBody, myDataResponse } from '@store/contract/my-data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { clearSessionCookie, type SessionReader } from '../auth';
import { deleteAccount } from './delete-account';
import { myData } from './my-data';

/** GET /users/me/data (the shopper's data file) and DELETE /users/me (deleting the account). */
export function myDataRoutes(db: Database, config: Config, sessions: SessionReader): FastifyPluginAsyncZod {
  return async (app) => {
    // A guest is told to sign in before anything about the request itself.
    app.addHook('preValidation', async (request) => {
      await sessions.requireUser(request);
    });

    app.get('/users/me/data', { schema: { response: { 200: myDataResponse } } }, async (request, reply) => {
      const user = await sessions.requireUser(request);
      reply.header('cache-control', 'no-store');
      return myData(db, user, config.publicUrl);
    });

    app.delete(
      '/users/me',
      { schema: { body: deleteAccountBody, response: { 200: messageResponse } } },
      async (request, reply) => {
        const user = await sessions.requireUser(request);
        await deleteAccount(db, user);
        clearSessionCookie(reply, config);
        return { message: ACCOUNT_DELETED };
      },
    );
  };
}
