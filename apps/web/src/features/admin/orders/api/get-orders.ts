import { adminOrdersResponse, type AdminOrdersQuery } from '@store/contract/admin';
import { request, retryUnlessRefused } from '../../../../lib/api';
import { keepPreviousData, useQuery } from '../../../../lib/query';
import { adminKeys } from '../../keys';

/** The list's filters as the page keeps them: empty ones are left out of the call. */
export type OrdersFilters = Partial<Omit<AdminOrdersQuery, 'page'>> & { page: number };

/** GET /api/admin/orders?status=&from=&to=&search=&page= */
export const getOrders = (filters: OrdersFilters, signal?: AbortSignal) =>
  request('/admin/orders', adminOrdersResponse, { query: filters, signal });

export const useOrders = (filters: OrdersFilters) =>
  useQuery({
    queryKey: adminKeys.orders.list(filters),
    queryFn: ({ signal }) => getOrders(filters, signal),
    retry: retryUnlessRefused,
    // Paging and filtering keep the table on screen instead of flashing "Cargando...".
    placeholderData: keepPreviousData,
  });
