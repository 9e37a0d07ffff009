import { billsResponse, isPaidOrder, type Bill } from '@store/contract';
import { queryKeys, useQuery } from '../query';
import { request } from '../api';
import { DURATIONS } from '../messages';
import { CHECKOUT_MESSAGES } from '../checkout-messages';
import { useSession } from '../session/session';
import { notifyError } from '../toast';

/**
 * The signed-in shopper's orders, newest first (GET {api}/bills/list), asked only once a user exists.
 * The profile's statistics and its Compras tab share this one query.
 */
export function useMyOrders() {
  const { user } = useSession();
  return useQuery({
    queryKey: queryKeys.myOrders(user?.ecommerce_user_id),
    enabled: user !== null,
    // One attempt and one notice: a second attempt would show the notice twice.
    retry: false,
    queryFn: async ({ signal }) => {
      try {
        return await request('/bills/list', billsResponse, { signal });
      } catch (error) {
        if (!signal.aborted) {
          console.error('No se pudieron cargar las órdenes', error);
          notifyError(CHECKOUT_MESSAGES.ordersFailed, DURATIONS.ordersFailed);
        }
        throw error;
      }
    },
  });
}

/**
 * The profile's statistics: a cancelled order was refunded, and one waiting for its money (or whose money
 * never came) is not bought yet, so neither they nor their items count.
 */
export function purchaseStats(bills: readonly Bill[]): { purchases: number; items: number } {
  const kept = bills.filter((bill) => isPaidOrder(bill.shipping_status));
  return {
    purchases: kept.length,
    items: kept.reduce(
      (sum, bill) => sum + bill.bill_details.reduce((lines, detail) => lines + detail.quantity, 0),
      0,
    ),
  };
}
