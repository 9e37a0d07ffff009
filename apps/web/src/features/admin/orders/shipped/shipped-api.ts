import { adminOrderDetail, type AdminTrackingCorrectionBody } from '@store/contract/admin';
import { request } from '../../../../lib/api';
import { useQueryClient } from '../../../../lib/query';
import { useMutation } from '../../../../lib/query/use-mutation';
import { CHANGED_ORDER_MAKES_STALE, showChangedOrder } from '../api/change-order-status';

/** POST /api/admin/orders/:id/tracking: a shipped order's carrier and guide, corrected. */
export const correctTracking = (orderId: number, body: AdminTrackingCorrectionBody) =>
  request(`/admin/orders/${orderId}/tracking`, adminOrderDetail, { method: 'POST', json: body });

/** POST /api/admin/orders/:id/undo-delivery: 'entregado' marked by mistake, taken back (decision 046). */
export const undoDelivery = (orderId: number) =>
  request(`/admin/orders/${orderId}/undo-delivery`, adminOrderDetail, { method: 'POST' });

export const useCorrectTracking = (orderId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminTrackingCorrectionBody) => correctTracking(orderId, body),
    onSuccess: (order) => showChangedOrder(client, order),
    invalidates: CHANGED_ORDER_MAKES_STALE,
  });
};

export const useUndoDelivery = (orderId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => undoDelivery(orderId),
    onSuccess: (order) => showChangedOrder(client, order),
    invalidates: CHANGED_ORDER_MAKES_STALE,
  });
};
