import { adminProductDetail } from '@store/contract/admin';
import { apiGet, retryUnlessRefused } from '../../../../lib/api';
import { skipToken, useQuery } from '../../../../lib/query';
import { ADMIN_PRODUCTS_KEY } from './list-products';

export const productKey = (productId: number) => [...ADMIN_PRODUCTS_KEY, 'detail', productId] as const;

/** GET /api/admin/products/:id: the product as the editor shows it (null while creating one). */
export const useAdminProduct = (productId: number | null) =>
  useQuery({
    queryKey: productKey(productId ?? 0),
    queryFn:
      productId === null
        ? skipToken
        : ({ signal }) => apiGet(`/admin/products/${productId}`, adminProductDetail, {}, signal),
    retry: retryUnlessRefused,
  });
