import { adminMessage } from '@store/contract/admin';
import { request } from '../../../../lib/api';
import { useQueryClient } from '../../../../lib/query';
import { useMutation } from '../../../../lib/query/use-mutation';

/**
 * POST /api/admin/messages/:id/resend: a new message, a copy of this one, to its recipient or to `to`;
 * the first stays in the list as it went.
 */
export const resendMessage = (messageId: number, to?: string) =>
  request(`/admin/messages/${messageId}/resend`, adminMessage, {
    method: 'POST',
    json: to ? { to } : {},
  });

export const useResendMessage = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, to }: { messageId: number; to?: string }) => resendMessage(messageId, to),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'messages'] }),
  });
};
