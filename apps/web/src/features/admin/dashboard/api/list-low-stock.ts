import { restockListResponse, type RestockSort } from '@store/contract/admin';
import type { QueryValue } from '@store/contract';
import { request, retryUnlessRefused } from '../../../../lib/api';
import { keepPreviousData, useQuery } from '../../../../lib/query';
import { adminKeys } from '../../keys';

export type LowStockFilters = { threshold: number; search: string; sort: RestockSort; page: number };

/** GET /api/admin/low-stock: one page of every size under the threshold, searched and sorted. */
export const useLowStock = (filters: LowStockFilters) => {
  const query: Record<string, QueryValue> = {
    threshold: filters.threshold,
    sort: filters.sort,
    page: filters.page,
  };
  if (filters.search.trim()) query.search = filters.search.trim();
  return useQuery({
    queryKey: adminKeys.dashboard.lowStock(query),
    queryFn: ({ signal }) => request('/admin/low-stock', restockListResponse, { query, signal }),
    retry: retryUnlessRefused,
    // A new search or page keeps the rows on screen until the next ones come.
    placeholderData: keepPreviousData,
  });
};
