import { adminOrderDetail } from '@store/contract/admin';
import { request } from '../../../../lib/api';
import { useQueryClient } from '../../../../lib/query';
import { useMutation } from '../../../../lib/query/use-mutation';
import { CHANGED_ORDER_MAKES_STALE, showChangedOrder } from './change-order-status';

/**
 * POST /api/admin/orders/:id/return-balance: 'Devolver saldo', what the shopper sent by SPEI beyond the
 * order goes back from their balance at the payment provider (owners only).
 */
export const returnBalance = (orderId: number) =>
  request(`/admin/orders/${orderId}/return-balance`, adminOrderDetail, { method: 'POST' });

export const useReturnBalance = (orderId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => returnBalance(orderId),
    onSuccess: (order) => showChangedOrder(client, order),
    invalidates: CHANGED_ORDER_MAKES_STALE,
  });
};
