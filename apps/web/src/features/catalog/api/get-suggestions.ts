import { suggestionsResponse } from '@store/contract';
import { useQuery } from '../../../lib/query';
import { apiGet } from '../../../lib/api';

export const getSuggestions = (name: string, signal?: AbortSignal) =>
  apiGet('/products/suggestions', suggestionsResponse, { name }, signal);

export const useSuggestions = (name: string) =>
  useQuery({
    queryKey: ['suggestions', name],
    queryFn: ({ signal }) => getSuggestions(name, signal),
    enabled: name.trim().length >= 2,
    staleTime: 60_000,
  });
