import { messageResponse } from '@store/contract';
import {
  searchSynonym,
  searchSynonyms,
  type SearchSynonym,
  type SearchSynonymBody,
} from '@store/contract/admin';
import { request, retryUnlessRefused } from '../../../../lib/api';
import { useQuery, useQueryClient } from '../../../../lib/query';
import { useMutation } from '../../../../lib/query/use-mutation';

/**
 * The query key of 'Sinónimos'. It starts with 'admin', as the back-office's others, but lives here
 * rather than in lib/query/keys.ts, so the shop's first chunk does not carry it.
 */
export const adminSynonymKeys = { all: () => ['admin', 'synonyms'] as const };

/** GET /api/admin/synonyms: every entry, alphabetically. */
export const useSynonyms = () =>
  useQuery({
    queryKey: adminSynonymKeys.all(),
    queryFn: ({ signal }) => request('/admin/synonyms', searchSynonyms, { signal }),
    retry: retryUnlessRefused,
  });

const byWord = (a: SearchSynonym, b: SearchSynonym) =>
  a.word.localeCompare(b.word) || a.meaning.localeCompare(b.meaning);

/** POST /api/admin/synonyms: the entry as the server stored it joins the list at once, in its place. */
export const useAddSynonym = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SearchSynonymBody) =>
      request('/admin/synonyms', searchSynonym, { method: 'POST', json: body }),
    onSuccess: (added: SearchSynonym) => {
      const shown = client.getQueryData<SearchSynonym[]>(adminSynonymKeys.all());
      if (shown) client.setQueryData(adminSynonymKeys.all(), [...shown, added].sort(byWord));
    },
  });
};

/** DELETE /api/admin/synonyms/:id: the entry leaves the list at once. */
export const useRemoveSynonym = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (synonymId: number) =>
      request(`/admin/synonyms/${synonymId}`, messageResponse, { method: 'DELETE' }),
    onSuccess: (_answer: unknown, synonymId: number) => {
      const shown = client.getQueryData<SearchSynonym[]>(adminSynonymKeys.all());
      if (shown) {
        client.setQueryData(
          adminSynonymKeys.all(),
          shown.filter((synonym) => synonym.synonym_id !== synonymId),
        );
      }
    },
  });
};
