import {
  messageResponse,
  stockAlert,
  stockAlertByToken,
  stockAlertsResponse,
  type StockAlert,
} from '@store/contract';
import { queryKeys, useQuery } from '../query';
import { useMutation } from '../query/use-mutation';
import { request, retryUnlessRefused } from '../api';
import { useSession } from '../session/session';

/**
 * The signed-in shopper's 'Avísame cuando llegue' alerts: the product page asks whether its size is
 * awaited, and 'Mis avisos' lists them. A guest has none and asks nothing.
 */
export function useStockAlerts() {
  const { user } = useSession();
  return useQuery({
    queryKey: queryKeys.stockAlerts.of(user?.ecommerce_user_id),
    enabled: user !== null,
    retry: retryUnlessRefused,
    queryFn: ({ signal }) => request('/users/me/stock-alerts', stockAlertsResponse, { signal }),
  });
}

const addStockAlert = (variantId: number): Promise<StockAlert> =>
  request('/users/me/stock-alerts', stockAlert, { method: 'POST', json: { variant_id: variantId } });

const removeStockAlert = async (alertId: number): Promise<string> =>
  (await request(`/users/me/stock-alerts/${alertId}`, messageResponse, { method: 'DELETE' })).message;

/** Both change the list the product page and 'Mis avisos' read, so it is read again. */
export const useAddStockAlert = () =>
  useMutation({ mutationFn: addStockAlert, invalidates: [queryKeys.stockAlerts.all()] });
export const useRemoveStockAlert = () =>
  useMutation({ mutationFn: removeStockAlert, invalidates: [queryKeys.stockAlerts.all()] });

/** The alert an e-mail's "Cancelar aviso" link names, read without a session. */
export const getStockAlertByToken = (token: string, signal?: AbortSignal) =>
  request(`/stock-alerts/by-token/${encodeURIComponent(token)}`, stockAlertByToken, {
    ...(signal ? { signal } : {}),
  });

export const removeStockAlertByToken = async (token: string): Promise<string> =>
  (
    await request(`/stock-alerts/by-token/${encodeURIComponent(token)}`, messageResponse, {
      method: 'DELETE',
    })
  ).message;
