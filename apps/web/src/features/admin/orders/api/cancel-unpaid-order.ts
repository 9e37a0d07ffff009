import { adminOrderDetail, type AdminUnpaidCancelBody } from '@store/contract/admin';
import { request } from '../../../../lib/api';
import { useQueryClient } from '../../../../lib/query';
import { useMutation } from '../../../../lib/query/use-mutation';
import { CHANGED_ORDER_MAKES_STALE, showChangedOrder } from './change-order-status';

/**
 * POST /api/admin/orders/:id/cancel-unpaid: an order still 'Pendiente de pago' is cancelled, its voucher
 * or transfer details withdrawn and its units put back in stock. No money came, so none goes back.
 */
export const cancelUnpaidOrder = (orderId: number, body: AdminUnpaidCancelBody) =>
  request(`/admin/orders/${orderId}/cancel-unpaid`, adminOrderDetail, { method: 'POST', json: body });

export const useCancelUnpaidOrder = (orderId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminUnpaidCancelBody) => cancelUnpaidOrder(orderId, body),
    onSuccess: (order) => showChangedOrder(client, order),
    invalidates: CHANGED_ORDER_MAKES_STALE,
  });
};
