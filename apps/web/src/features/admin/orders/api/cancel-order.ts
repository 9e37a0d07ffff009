import { adminOrderDetail, type AdminOrderCancelBody } from '@store/contract/admin';
import { request } from '../../../../lib/api';
import { useQueryClient } from '../../../../lib/query';
import { useMutation } from '../../../../lib/query/use-mutation';
import { CHANGED_ORDER_MAKES_STALE, showChangedOrder } from './change-order-status';

/**
 * POST /api/admin/orders/:id/cancel: refunds the payment and puts the units back in stock. An order paid
 * in cash at OXXO carries the transfer staff made to the customer (`refund_transfer`) instead.
 */
export const cancelOrder = (orderId: number, body: AdminOrderCancelBody) =>
  request(`/admin/orders/${orderId}/cancel`, adminOrderDetail, { method: 'POST', json: body });

export const useCancelOrder = (orderId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminOrderCancelBody) => cancelOrder(orderId, body),
    onSuccess: (order) => showChangedOrder(client, order),
    invalidates: CHANGED_ORDER_MAKES_STALE,
  });
};
