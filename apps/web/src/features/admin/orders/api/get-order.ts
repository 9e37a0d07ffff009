import { adminOrderDetail } from '@store/contract/admin';
import { request, retryUnlessRefused } from '../../../../lib/api';
import { skipToken, useQuery } from '../../../../lib/query';
import { adminKeys } from '../../keys';

/** GET /api/admin/orders/:id: lines, address, payment, customer, status history and e-mails. */
export const getOrder = (orderId: number, signal?: AbortSignal) =>
  request(`/admin/orders/${orderId}`, adminOrderDetail, { signal });

export const useOrder = (orderId: number | null) =>
  useQuery({
    queryKey: adminKeys.order(orderId),
    queryFn: orderId === null ? skipToken : ({ signal }) => getOrder(orderId, signal),
    retry: retryUnlessRefused,
    // A message on its way (just paid, shipped or resent) shows as sent without a reload.
    refetchInterval: (state) =>
      state.data?.messages.some((message) => message.state === 'pendiente') ? 3_000 : false,
  });
