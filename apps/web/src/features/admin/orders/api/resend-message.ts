import { adminOrderDetail } from '@store/contract/admin';
import { request } from '../../../../lib/api';
import { useQueryClient } from '../../../../lib/query';
import { useMutation } from '../../../../lib/query/use-mutation';
import { showChangedOrder } from './change-order-status';

/**
 * POST /api/admin/orders/:id/messages/:messageId/resend: a copy of the message, as it was written, to its
 * recipient or to `to`; answers the order, its new message listed.
 */
export const resendMessage = (orderId: number, messageId: number, to?: string) =>
  request(`/admin/orders/${orderId}/messages/${messageId}/resend`, adminOrderDetail, {
    method: 'POST',
    json: to ? { to } : {},
  });

export const useResendMessage = (orderId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, to }: { messageId: number; to?: string }) =>
      resendMessage(orderId, messageId, to),
    onSuccess: (order) => showChangedOrder(client, order),
  });
};
