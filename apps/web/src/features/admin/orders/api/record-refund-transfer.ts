import { adminOrderDetail, type AdminRefundTransferBody } from '@store/contract/admin';
import { request } from '../../../../lib/api';
import { useQueryClient } from '../../../../lib/query';
import { useMutation } from '../../../../lib/query/use-mutation';
import { CHANGED_ORDER_MAKES_STALE, showChangedOrder } from './change-order-status';

/**
 * POST /api/admin/orders/:id/refund-transfer: the transfer staff made to give back the cash of an order
 * the shopper cancelled after paying at OXXO.
 */
export const recordRefundTransfer = (orderId: number, body: AdminRefundTransferBody) =>
  request(`/admin/orders/${orderId}/refund-transfer`, adminOrderDetail, { method: 'POST', json: body });

export const useRecordRefundTransfer = (orderId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminRefundTransferBody) => recordRefundTransfer(orderId, body),
    onSuccess: (order) => showChangedOrder(client, order),
    invalidates: CHANGED_ORDER_MAKES_STALE,
  });
};
