import { bill } from '@store/contract';
import { queryKeys, skipToken, useQuery } from '../query';
import { request, retryUnlessRefused } from '../api';

/**
 * One order (GET {api}/bills?bill_id=N); unknown and other shoppers' orders answer 404. In lib/ because
 * /Success shows how to pay an order that waits for its money, as the order's own page does.
 */
export const useOrder = (orderId: number | null) =>
  useQuery({
    queryKey: queryKeys.order(orderId),
    queryFn:
      orderId === null
        ? skipToken
        : async ({ signal }) => {
            try {
              return await request('/bills', bill, { query: { bill_id: orderId }, signal });
            } catch (error) {
              if (!signal.aborted) console.error('No se pudo cargar la compra', error);
              throw error;
            }
          },
    retry: retryUnlessRefused,
  });
