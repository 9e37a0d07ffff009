import { productListResponse, type ListingRequest } from '@store/contract';
import { keepPreviousData, useQuery } from '../../../lib/query';
import { apiGetQuery } from '../../../lib/api';

/** The previous page stays on screen while the next one loads, so the pager does not jump. */
export const useProductList = (request: ListingRequest) =>
  useQuery({
    queryKey: ['products', request],
    ...apiGetQuery('/products/list', productListResponse, request),
    placeholderData: keepPreviousData,
  });
