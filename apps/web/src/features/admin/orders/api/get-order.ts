import { adminOrderDetail } from '@store/contract/admin';
import { apiGet, retryUnlessRefused } from '../../../../lib/api';
import { skipToken, useQuery } from '../../../../lib/query';

export const orderKey = (billId: number | null) => ['admin', 'order', billId] as const;

/** GET /api/admin/orders/:id: lines, address, payment, customer and status history. */
export const getOrder = (billId: number, signal?: AbortSignal) =>
  apiGet(`/admin/orders/${billId}`, adminOrderDetail, {}, signal);

export const useOrder = (billId: number | null) =>
  useQuery({
    queryKey: orderKey(billId),
    queryFn: billId === null ? skipToken : ({ signal }) => getOrder(billId, signal),
    retry: retryUnlessRefused,
  });
