import { adminOrderDetail, type AdminOrderDetail, type AdminOrderStatusBody } from '@store/contract/admin';
import { apiPost } from '../../../../lib/api';
import { useMutation, useQueryClient, type QueryClient } from '../../../../lib/query';
import { orderKey } from './get-order';

/** POST /api/admin/orders/:id/status: 'enviado' with carrier and tracking number, or 'entregado'. */
export const changeOrderStatus = (billId: number, body: AdminOrderStatusBody) =>
  apiPost(`/admin/orders/${billId}/status`, body, adminOrderDetail);

/** The order as the server answered the change; the list, the dashboard's counts are asked again. */
export async function showChangedOrder(client: QueryClient, order: AdminOrderDetail): Promise<void> {
  client.setQueryData(orderKey(order.bill_id), order);
  await Promise.all([
    client.invalidateQueries({ queryKey: ['admin', 'orders'] }),
    client.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
  ]);
}

export const useChangeOrderStatus = (billId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminOrderStatusBody) => changeOrderStatus(billId, body),
    onSuccess: (order) => showChangedOrder(client, order),
  });
};
