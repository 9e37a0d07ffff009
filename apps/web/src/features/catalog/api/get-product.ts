import { productDetail } from '@store/contract';
import { queryKeys, useQuery } from '../../../lib/query';
import { isRefusal, requestQuery } from '../../../lib/api';

/** Stock changes: a product page is fetched again when the shopper comes back to it. */
export const useProduct = (id: number) =>
  useQuery({
    queryKey: queryKeys.product(id),
    ...requestQuery(`/products/productItem/${id}`, productDetail),
    enabled: Number.isInteger(id) && id > 0,
    retry: (failures, error) => !isRefusal(error) && failures < 2,
  });
