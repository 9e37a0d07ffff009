import { categoriesResponse } from '@store/contract';
import { queryKeys, useQuery } from '../../../lib/query';
import { requestQuery } from '../../../lib/api';

/** The departments change rarely: kept for the whole visit. */
export const useCategories = () =>
  useQuery({
    queryKey: queryKeys.categories(),
    ...requestQuery('/categories', categoriesResponse),
    staleTime: Infinity,
  });
