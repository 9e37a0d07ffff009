import { messageResponse } from '@store/contract';
import { searchSynonym, searchSynonymBody, searchSynonyms, synonymParams } from '@store/contract/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addSearchSynonym, listSearchSynonyms, removeSearchSynonym, type SearchSynonym } from '../../catalog';
import type { AdminDependencies } from '../routes';

const toSynonym = (synonym: SearchSynonym) => ({
  synonym_id: synonym.id,
  word: synonym.word,
  meaning: synonym.meaning,
  both_ways: synonym.bothWays,
});

/** 'Sinónimos': the words search also reads as others ('tejana' → sombrero), listed, added and removed. */
export function adminSynonymRoutes({ database, staff }: AdminDependencies): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    app.get('/synonyms', { schema: { response: { 200: searchSynonyms } } }, async () =>
      (await listSearchSynonyms(db)).map(toSynonym),
    );

    app.post(
      '/synonyms',
      { schema: { body: searchSynonymBody, response: { 201: searchSynonym } } },
      async (request, reply) => {
        const user = await staff.requireMember(request);
        const added = await addSearchSynonym(db, user.email, {
          word: request.body.word,
          meaning: request.body.meaning,
          bothWays: request.body.both_ways ?? false,
        });
        return reply.status(201).send(toSynonym(added));
      },
    );

    app.delete(
      '/synonyms/:synonym_id',
      { schema: { params: synonymParams, response: { 200: messageResponse } } },
      async (request) => {
        const user = await staff.requireMember(request);
        await removeSearchSynonym(db, user.email, request.params.synonym_id);
        return { message: 'Sinónimo quitado.' };
      },
    );
  };
}
