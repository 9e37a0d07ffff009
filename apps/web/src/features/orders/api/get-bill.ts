import { bill } from '@store/contract';
import { skipToken, useQuery } from '../../../lib/query';
import { apiGet, retryUnlessRefused } from '../../../lib/api';

/** One order (GET {api}/bills?bill_id=N); unknown and other shoppers' orders answer 404. */
export const useBill = (billId: number | null) =>
  useQuery({
    queryKey: ['bill', billId],
    queryFn:
      billId === null
        ? skipToken
        : async ({ signal }) => {
            try {
              return await apiGet('/bills', bill, { bill_id: billId }, signal);
            } catch (error) {
              console.error('No se pudo cargar la compra', error);
              throw error;
            }
          },
    retry: retryUnlessRefused,
  });
