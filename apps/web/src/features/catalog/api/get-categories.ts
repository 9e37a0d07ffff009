import { categoriesResponse } from '@store/contract';
import { useQuery } from '../../../lib/query';
import { apiGet } from '../../../lib/api';

export const getCategories = (signal?: AbortSignal) => apiGet('/categories', categoriesResponse, {}, signal);

/** The departments change rarely: kept for the whole visit. */
export const useCategories = () =>
  useQuery({ queryKey: ['categories'], queryFn: ({ signal }) => getCategories(signal), staleTime: Infinity });
