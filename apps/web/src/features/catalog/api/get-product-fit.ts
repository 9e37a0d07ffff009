import { productFit } from '@store/contract';
import { useQuery } from '../../../lib/query';
import { isRefusal, requestQuery } from '../../../lib/api';

/** How a product's buyers say it fits: read only on the pages of boots and hats, for their size. */
export const useProductFit = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: ['product', id, 'fit'] as const,
    ...requestQuery(`/products/${id}/fit`, productFit),
    enabled: enabled && Number.isInteger(id) && id > 0,
    retry: (failures, error) => !isRefusal(error) && failures < 2,
  });
