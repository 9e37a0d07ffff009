import { newOrdersResponse } from '@store/contract/admin';
import { useEffect, useRef } from 'react';
import { request, retryUnlessRefused } from '../../lib/api';
import { useQuery, useQueryClient } from '../../lib/query';
import { useMutation } from '../../lib/query/use-mutation';

/** The new-orders count's query key; it starts with 'admin', as the back-office's others. */
const newOrdersKey = () => ['admin', 'orders-new'] as const;

/** How often the back-office asks for new orders: the 30 seconds, and at once on coming back. */
export const NEW_ORDERS_POLL_MS = 30_000;

/** GET /api/admin/orders/new: paid orders since this member last opened the orders. */
export const useNewOrders = () =>
  useQuery({
    queryKey: newOrdersKey(),
    queryFn: ({ signal }) => request('/admin/orders/new', newOrdersResponse, { signal }),
    refetchInterval: () => NEW_ORDERS_POLL_MS,
    retry: retryUnlessRefused,
  });

/** POST /api/admin/orders/seen: the member is looking at the orders; the count starts again. */
export const useOrdersSeen = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => request('/admin/orders/seen', newOrdersResponse, { method: 'POST' }),
    onSuccess: (answer) => client.setQueryData(newOrdersKey(), answer),
  });
};

/**
 * While the member has 'Pedidos' open, they are looking at the orders: seen on arrival, and a new paid
 * order arriving meanwhile refreshes the list (`onNewOrders`) and is seen too, so the count stays at zero.
 */
export function useLookingAtOrders(onNewOrders: () => void): void {
  const seen = useOrdersSeen();
  const { mutateAsync } = seen;
  const count = useNewOrders().data?.count ?? 0;
  const latest = useRef(onNewOrders);
  useEffect(() => {
    latest.current = onNewOrders;
  });
  useEffect(() => {
    void mutateAsync().catch(() => undefined);
  }, [mutateAsync]);
  useEffect(() => {
    if (count === 0) return;
    latest.current();
    void mutateAsync().catch(() => undefined);
  }, [count, mutateAsync]);
}
