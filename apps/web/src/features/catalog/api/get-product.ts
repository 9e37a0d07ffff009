import { productDetail } from '@store/contract';
import { useQuery } from '../../../lib/query';
import { ApiError, apiGetQuery } from '../../../lib/api';

/** Stock changes: a product page is fetched again when the shopper comes back to it. */
export const useProduct = (id: number) =>
  useQuery({
    queryKey: ['product', id],
    ...apiGetQuery(`/products/productItem/${id}`, productDetail),
    enabled: Number.isInteger(id) && id > 0,
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });
