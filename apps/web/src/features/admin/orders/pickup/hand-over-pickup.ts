import { adminOrderDetail, type AdminPickupHandoverBody } from '@store/contract/admin';
import { request } from '../../../../lib/api';
import { useQueryClient } from '../../../../lib/query';
import { useMutation } from '../../../../lib/query/use-mutation';
import { CHANGED_ORDER_MAKES_STALE, showChangedOrder } from '../api/change-order-status';

/** POST /api/admin/orders/:id/pickup-handover: 'Entregado en tienda', for the code the shopper shows. */
export const handOverPickup = (orderId: number, body: AdminPickupHandoverBody) =>
  request(`/admin/orders/${orderId}/pickup-handover`, adminOrderDetail, { method: 'POST', json: body });

export const useHandOverPickup = (orderId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminPickupHandoverBody) => handOverPickup(orderId, body),
    onSuccess: (order) => showChangedOrder(client, order),
    invalidates: CHANGED_ORDER_MAKES_STALE,
  });
};
