import { adminOrderDetail } from '@store/contract/admin';
import { apiPost } from '../../../../lib/api';
import { useMutation, useQueryClient } from '../../../../lib/query';
import { showChangedOrder } from './change-order-status';

/** POST /api/admin/orders/:id/cancel: refunds the payment and puts the units back in stock. */
export const cancelOrder = (billId: number) =>
  apiPost(`/admin/orders/${billId}/cancel`, {}, adminOrderDetail);

export const useCancelOrder = (billId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => cancelOrder(billId),
    onSuccess: (order) => showChangedOrder(client, order),
  });
};
