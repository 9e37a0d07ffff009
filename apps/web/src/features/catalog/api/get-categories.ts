import { categoriesResponse } from '@store/contract';
import { useQuery } from '../../../lib/query';
import { apiGetQuery } from '../../../lib/api';

/** The departments change rarely: kept for the whole visit. */
export const useCategories = () =>
  useQuery({
    queryKey: ['categories'],
    ...apiGetQuery('/categories', categoriesResponse),
    staleTime: Infinity,
  });
