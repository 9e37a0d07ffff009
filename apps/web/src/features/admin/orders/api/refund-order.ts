import { adminOrderDetail, type AdminOrderRefundBody } from '@store/contract/admin';
import { request } from '../../../../lib/api';
import { useQueryClient } from '../../../../lib/query';
import { useMutation } from '../../../../lib/query/use-mutation';
import { CHANGED_ORDER_MAKES_STALE, showChangedOrder } from './change-order-status';

/**
 * POST /api/admin/orders/:id/refunds: part of a paid order back, by lines and units (and the shipping) or
 * a plain amount; cash paid at OXXO with the transfer staff made.
 */
export const refundOrder = (orderId: number, body: AdminOrderRefundBody) =>
  request(`/admin/orders/${orderId}/refunds`, adminOrderDetail, { method: 'POST', json: body });

export const useRefundOrder = (orderId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminOrderRefundBody) => refundOrder(orderId, body),
    onSuccess: (order) => showChangedOrder(client, order),
    invalidates: CHANGED_ORDER_MAKES_STALE,
  });
};
