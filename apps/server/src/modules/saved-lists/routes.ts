import { mergeListsBody, putCartBody, putFavoritesBody, savedListsResponse } from '@store/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { SessionReader } from '../auth';
import { mergeSavedLists, replaceSavedCart, replaceSavedFavorites, savedLists } from './saved-lists';

const quantities = (lines: { variant_id: number; quantity: number }[]) =>
  lines.map((line) => ({ variantId: line.variant_id, quantity: line.quantity }));

/**
 * The signed-in shopper's favourites and cart kept on the server (decision 016): read them, merge a
 * browser's into them at sign-in, and write each list whole after a change. Always the shopper's own:
 * every query carries their id, and no call names another user.
 */
export function savedListsRoutes(db: Database, sessions: SessionReader): FastifyPluginAsyncZod {
  return async (app) => {
    // A guest is told to sign in before anything about the request itself.
    app.addHook('preValidation', async (request) => {
      await sessions.requireUser(request);
    });
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get('/users/me/lists', { schema: { response: { 200: savedListsResponse } } }, async (request) =>
      savedLists(db, (await sessions.requireUser(request)).id),
    );

    app.post(
      '/users/me/lists/merge',
      { schema: { body: mergeListsBody, response: { 200: savedListsResponse } } },
      async (request) => mergeSavedLists(db, (await sessions.requireUser(request)).id, request.body),
    );

    app.put(
      '/users/me/favorites',
      { schema: { body: putFavoritesBody, response: { 200: savedListsResponse } } },
      async (request) => {
        const user = await sessions.requireUser(request);
        await replaceSavedFavorites(db, user.id, request.body.favorites);
        return savedLists(db, user.id);
      },
    );

    app.put(
      '/users/me/cart',
      { schema: { body: putCartBody, response: { 200: savedListsResponse } } },
      async (request) => {
        const user = await sessions.requireUser(request);
        await replaceSavedCart(db, user.id, quantities(request.body.cart));
        return savedLists(db, user.id);
      },
    );
  };
}
