import { adminOrderDetail } from '@store/contract/admin';
import { request } from '../../../../lib/api';
import { useQueryClient } from '../../../../lib/query';
import { useMutation } from '../../../../lib/query/use-mutation';
import { showChangedOrder } from './change-order-status';

/** POST /api/admin/orders/:id/notes: an internal note, kept in the order's history. */
export const addOrderNote = (orderId: number, text: string) =>
  request(`/admin/orders/${orderId}/notes`, adminOrderDetail, { method: 'POST', json: { text } });

export const useAddOrderNote = (orderId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => addOrderNote(orderId, text),
    onSuccess: (order) => showChangedOrder(client, order),
  });
};
