import { adminOrderDetail } from '@store/contract/admin';
import { request } from '../../../../lib/api';
import { useQueryClient } from '../../../../lib/query';
import { useMutation } from '../../../../lib/query/use-mutation';
import { showChangedOrder } from './change-order-status';

/** POST /api/admin/orders/:id/messages/:messageId/resend: the message goes out again, as it was written. */
export const resendMessage = (orderId: number, messageId: number) =>
  request(`/admin/orders/${orderId}/messages/${messageId}/resend`, adminOrderDetail, {
    method: 'POST',
    json: {},
  });

export const useResendMessage = (orderId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) => resendMessage(orderId, messageId),
    onSuccess: (order) => showChangedOrder(client, order),
  });
};
