import { adminProductsResponse } from '@store/contract/admin';
import { request, retryUnlessRefused } from '../../lib/api';
import { keepPreviousData, skipToken, useQuery } from '../../lib/query';
import { adminKeys } from './keys';

/** GET /api/admin/products?search=: the products whose name matches, to choose one by its name
 * (a promotion's products, a home row's items, where a banner leads). */
export const useProductSearch = (search: string) => {
  const text = search.trim();
  return useQuery({
    queryKey: adminKeys.products.list({ search: text, page: 1 }),
    queryFn: text
      ? ({ signal }) =>
          request('/admin/products', adminProductsResponse, { query: { search: text, page: 1 }, signal })
      : skipToken,
    retry: retryUnlessRefused,
    placeholderData: keepPreviousData,
  });
};
