import { productListResponse, type ListingRequest } from '@store/contract';
import { keepPreviousData, useQuery } from '../../../lib/query';
import { apiGet } from '../../../lib/api';

export const getProductList = (request: ListingRequest, signal?: AbortSignal) =>
  apiGet('/products/list', productListResponse, request, signal);

/** The previous page stays on screen while the next one loads, so the pager does not jump. */
export const useProductList = (request: ListingRequest) =>
  useQuery({
    queryKey: ['products', request],
    queryFn: ({ signal }) => getProductList(request, signal),
    placeholderData: keepPreviousData,
  });
