import { adminProductsResponse } from '@store/contract/admin';
import type { QueryValue } from '@store/contract';
import { apiGet, retryUnlessRefused } from '../../../../lib/api';
import { keepPreviousData, useQuery } from '../../../../lib/query';

export type ProductFilters = {
  search: string;
  categoryId: string;
  hidden: '' | 'true' | 'false';
  page: number;
};

/** Every admin product query starts with this key, so that a save refreshes lists and editors alike. */
export const ADMIN_PRODUCTS_KEY = ['admin', 'products'] as const;

/** GET /api/admin/products: one page of the owner's products, hidden ones included. */
export const useAdminProducts = (filters: ProductFilters) => {
  const query: Record<string, QueryValue> = { page: filters.page };
  if (filters.search.trim()) query.search = filters.search.trim();
  if (filters.categoryId) query.category_id = filters.categoryId;
  if (filters.hidden) query.hidden = filters.hidden;
  return useQuery({
    queryKey: [...ADMIN_PRODUCTS_KEY, 'list', query],
    queryFn: ({ signal }) => apiGet('/admin/products', adminProductsResponse, query, signal),
    retry: retryUnlessRefused,
    // A new search keeps the table on screen until its answer arrives, instead of flashing "Cargando...".
    placeholderData: keepPreviousData,
  });
};
