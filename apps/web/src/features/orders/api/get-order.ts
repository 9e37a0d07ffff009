import { bill } from '@store/contract';
import { queryKeys, skipToken, useQuery } from '../../../lib/query';
import { request, retryUnlessRefused } from '../../../lib/api';

/** One order (GET {api}/bills?bill_id=N); unknown and other shoppers' orders answer 404. */
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
              console.error('No se pudo cargar la compra', error);
              throw error;
            }
          },
    retry: retryUnlessRefused,
  });
