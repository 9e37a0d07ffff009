import {
  adminCustomerDetail,
  adminCustomersResponse,
  customerNoteSaved,
  type AdminCustomersQuery,
} from '@store/contract/admin';
import { request, retryUnlessRefused } from '../../../lib/api';
import { keepPreviousData, useQuery } from '../../../lib/query';
import { useMutation } from '../../../lib/query/use-mutation';
import { adminKeys } from '../keys';

/** The list's search, order and page as the page keeps them; an empty search is left out. */
export type CustomersFilters = Omit<AdminCustomersQuery, 'search'> & { search: string };

const query = (filters: CustomersFilters) => {
  const { search, ...rest } = filters;
  return search ? { ...rest, search } : rest;
};

/** The address of 'Descargar CSV': the same search and order as the list on screen. */
export const customersCsvHref = (filters: CustomersFilters) => {
  const params = new URLSearchParams({ sort: filters.sort, direction: filters.direction });
  if (filters.search) params.set('search', filters.search);
  return `/api/admin/customers/export.csv?${params.toString()}`;
};

/** GET /api/admin/customers?search=&sort=&direction=&page= */
export const useCustomers = (filters: CustomersFilters) =>
  useQuery({
    queryKey: adminKeys.customers.list(query(filters)),
    queryFn: ({ signal }) =>
      request('/admin/customers', adminCustomersResponse, { query: query(filters), signal }),
    retry: retryUnlessRefused,
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/customers/:id (each opening is written to the Bitácora). */
export const useCustomer = (customerId: number) =>
  useQuery({
    queryKey: adminKeys.customers.detail(customerId),
    queryFn: ({ signal }) => request(`/admin/customers/${customerId}`, adminCustomerDetail, { signal }),
    retry: retryUnlessRefused,
  });

/** PUT /api/admin/customers/:id/note: the whole note, empty to clear it. */
export const useSaveCustomerNote = (customerId: number) =>
  useMutation({
    mutationFn: (note: string) =>
      request(`/admin/customers/${customerId}/note`, customerNoteSaved, { method: 'PUT', json: { note } }),
    // Not the page itself: reading it again would write another view to the Bitácora.
    invalidates: [['admin', 'audit']],
  });
