import { billReturns, type BillReturns, type ReturnRequestBody } from '@store/contract';
import { request, retryUnlessRefused } from '../../../lib/api';
import { useQuery, useQueryClient } from '../../../lib/query';
import { useMutation } from '../../../lib/query/use-mutation';

export const returnsKey = (orderId: number) => ['order', orderId, 'returns'] as const;

/** GET /api/bills/:bill_id/returns: the order's return requests, and whether and until when one can be asked. */
export const useOrderReturns = (orderId: number) =>
  useQuery({
    queryKey: returnsKey(orderId),
    queryFn: ({ signal }) => request(`/bills/${orderId}/returns`, billReturns, { signal }),
    retry: retryUnlessRefused,
  });

/** POST /api/bills/:bill_id/returns: answers the order's returns as they are now, shown at once. */
export const useRequestReturn = (orderId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnRequestBody) =>
      request(`/bills/${orderId}/returns`, billReturns, { method: 'POST', json: body }),
    onSuccess: (state: BillReturns) => client.setQueryData(returnsKey(orderId), state),
  });
};
