import { adminOrderDetail } from '@store/contract/admin';
import { request } from '../../../../lib/api';
import { useQueryClient } from '../../../../lib/query';
import { useMutation } from '../../../../lib/query/use-mutation';
import { CHANGED_ORDER_MAKES_STALE, showChangedOrder } from '../api/change-order-status';

/** Where the label's PDF is served, to the team only. */
export const labelPath = (orderId: number) => `/api/admin/orders/${orderId}/label`;

/**
 * POST /api/admin/orders/:id/label: 'Generar guía', the label bought with the order's carrier and the
 * order shipped with its tracking number. Bought once however often it is pressed.
 */
export const generateLabel = (orderId: number) =>
  request(`/admin/orders/${orderId}/label`, adminOrderDetail, { method: 'POST' });

export const useGenerateLabel = (orderId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => generateLabel(orderId),
    onSuccess: (order) => showChangedOrder(client, order),
    invalidates: CHANGED_ORDER_MAKES_STALE,
  });
};
