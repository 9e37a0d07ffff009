import { productDetail } from '@store/contract';
import { useQuery } from '../../../lib/query';
import { ApiError, apiGet } from '../../../lib/api';

export const getProduct = (id: number, signal?: AbortSignal) =>
  apiGet(`/products/productItem/${id}`, productDetail, {}, signal);

/** Stock changes: a product page is fetched again when the shopper comes back to it. */
export const useProduct = (id: number) =>
  useQuery({
    queryKey: ['product', id],
    queryFn: ({ signal }) => getProduct(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });
