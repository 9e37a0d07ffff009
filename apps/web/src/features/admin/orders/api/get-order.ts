import { adminOrderDetail } from '@store/contract/admin';
import { request, retryUnlessRefused } from '../../../../lib/api';
import { queryKeys, skipToken, useQuery } from '../../../../lib/query';

/** GET /api/admin/orders/:id: lines, address, payment, customer and status history. */
export const getOrder = (orderId: number, signal?: AbortSignal) =>
  request(`/admin/orders/${orderId}`, adminOrderDetail, { signal });

export const useOrder = (orderId: number | null) =>
  useQuery({
    queryKey: queryKeys.admin.order(orderId),
    queryFn: orderId === null ? skipToken : ({ signal }) => getOrder(orderId, signal),
    retry: retryUnlessRefused,
  });
