import { adminOrderDetail, type AdminOrderDetail, type AdminOrderStatusBody } from '@store/contract/admin';
import { request } from '../../../../lib/api';
import { useQueryClient, type QueryClient } from '../../../../lib/query';
import { useMutation } from '../../../../lib/query/use-mutation';
import { adminKeys } from '../../keys';

/** POST /api/admin/orders/:id/status: 'enviado' with carrier and tracking number, or 'entregado'. */
export const changeOrderStatus = (orderId: number, body: AdminOrderStatusBody) =>
  request(`/admin/orders/${orderId}/status`, adminOrderDetail, { method: 'POST', json: body });

/** The order as the server answered the change, shown at once. */
export function showChangedOrder(client: QueryClient, order: AdminOrderDetail): void {
  client.setQueryData(adminKeys.order(order.bill_id), order);
}

/** A changed order moves in the list and in the dashboard's counts: both are asked again. */
export const CHANGED_ORDER_MAKES_STALE = [adminKeys.orders.all(), adminKeys.dashboard.all()];

export const useChangeOrderStatus = (orderId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminOrderStatusBody) => changeOrderStatus(orderId, body),
    onSuccess: (order) => showChangedOrder(client, order),
    invalidates: CHANGED_ORDER_MAKES_STALE,
  });
};
