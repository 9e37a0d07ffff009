import { messageResponse, offersConsent, offersConsentBody, updateProfileBody } from '@store/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { SessionReader } from './current-user';
import { offersConsentOf, setOffersConsent } from './offers-consent';
import { updateProfile } from './update-profile';

export function profileRoutes(db: Database, sessions: SessionReader): FastifyPluginAsyncZod {
  return async (app) => {
    // A guest is told to sign in before anything about the request itself.
    app.addHook('preValidation', async (request) => {
      await sessions.requireUser(request);
    });

    app.patch(
      '/users',
      { schema: { body: updateProfileBody, response: { 200: messageResponse } } },
      async (request) => {
        const user = await sessions.requireUser(request);
        await updateProfile(db, user.id, request.body);
        return { message: 'Perfil actualizado correctamente.' };
      },
    );

    app.get(
      '/users/me/offers-consent',
      { schema: { response: { 200: offersConsent } } },
      async (request, reply) => {
        const user = await sessions.requireUser(request);
        reply.header('cache-control', 'no-store');
        return offersConsentOf(db, user.id);
      },
    );

    app.put(
      '/users/me/offers-consent',
      { schema: { body: offersConsentBody, response: { 200: offersConsent } } },
      async (request) => {
        const user = await sessions.requireUser(request);
        return setOffersConsent(db, user.id, request.body.consented);
      },
    );
  };
}
