import { adminProductDetail } from '@store/contract/admin';
import { request, retryUnlessRefused } from '../../lib/api';
import { skipToken, useQuery } from '../../lib/query';
import { adminKeys } from './keys';

/** GET /api/admin/products/:id: the product as the editor shows it (and as the home's editor names it). */
export const getAdminProduct = (productId: number, signal?: AbortSignal) =>
  request(`/admin/products/${productId}`, adminProductDetail, { signal });

/** The product the editor shows (nothing to ask while creating one). */
export const useAdminProduct = (productId: number | null) =>
  useQuery({
    queryKey: adminKeys.products.detail(productId ?? 0),
    queryFn: productId === null ? skipToken : ({ signal }) => getAdminProduct(productId, signal),
    retry: retryUnlessRefused,
  });
