import { productListResponse, type ListingRequest } from '@store/contract';
import { keepPreviousData, queryKeys, useQuery } from '../../../lib/query';
import { requestQuery } from '../../../lib/api';

/** The previous page stays on screen while the next one loads, so the pager does not jump. */
export const useProductList = (request: ListingRequest) =>
  useQuery({
    queryKey: queryKeys.productList(request),
    ...requestQuery('/products/list', productListResponse, request),
    placeholderData: keepPreviousData,
  });
