import { suggestionsResponse } from '@store/contract';
import { queryKeys, useQuery } from '../../../lib/query';
import { request } from '../../../lib/api';

export const getSuggestions = (name: string, signal?: AbortSignal) =>
  request('/products/suggestions', suggestionsResponse, { query: { name }, signal });

export const useSuggestions = (name: string) =>
  useQuery({
    queryKey: queryKeys.suggestions(name),
    queryFn: ({ signal }) => getSuggestions(name, signal),
    enabled: name.trim().length >= 2,
    staleTime: 60_000,
  });
