import { adminOrderDetail } from '@store/contract/admin';
import { request } from '../../../../lib/api';
import { useMutation, useQueryClient } from '../../../../lib/query';
import { CHANGED_ORDER_MAKES_STALE, showChangedOrder } from './change-order-status';

/** POST /api/admin/orders/:id/cancel: refunds the payment and puts the units back in stock. */
export const cancelOrder = (orderId: number) =>
  request(`/admin/orders/${orderId}/cancel`, adminOrderDetail, { method: 'POST', json: {} });

export const useCancelOrder = (orderId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => cancelOrder(orderId),
    onSuccess: (order) => showChangedOrder(client, order),
    invalidates: CHANGED_ORDER_MAKES_STALE,
  });
};
