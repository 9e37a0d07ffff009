import { adminProductsResponse } from '@store/contract/admin';
import type { QueryValue } from '@store/contract';
import { request, retryUnlessRefused } from '../../../../lib/api';
import { keepPreviousData, useQuery } from '../../../../lib/query';
import { adminKeys } from '../../keys';

export type ProductFilters = {
  search: string;
  categoryId: string;
  hidden: '' | 'true' | 'false';
  page: number;
};

/** GET /api/admin/products: one page of the owner's products, hidden ones included. */
export const useAdminProducts = (filters: ProductFilters) => {
  const query: Record<string, QueryValue> = { page: filters.page };
  if (filters.search.trim()) query.search = filters.search.trim();
  if (filters.categoryId) query.category_id = filters.categoryId;
  if (filters.hidden) query.hidden = filters.hidden;
  return useQuery({
    queryKey: adminKeys.products.list(query),
    queryFn: ({ signal }) => request('/admin/products', adminProductsResponse, { query, signal }),
    retry: retryUnlessRefused,
    // A new search keeps the table on screen until its answer arrives, instead of flashing "Cargando...".
    placeholderData: keepPreviousData,
  });
};
