import { adminPackingSlip, adminPickList } from '@store/contract/admin';
import { request, retryUnlessRefused } from '../../../../lib/api';
import { skipToken, useQuery } from '../../../../lib/query';
import { adminKeys } from '../../keys';

/** GET /api/admin/orders/:id/packing-slip: what goes in the order's box, without prices. */
export const usePackingSlip = (orderId: number | null) =>
  useQuery({
    queryKey: adminKeys.packingSlip(orderId),
    queryFn:
      orderId === null
        ? skipToken
        : ({ signal }) => request(`/admin/orders/${orderId}/packing-slip`, adminPackingSlip, { signal }),
    retry: retryUnlessRefused,
  });

/** GET /api/admin/pick-list: the units every order in process needs, by shelf. */
export const usePickList = () =>
  useQuery({
    queryKey: adminKeys.pickList(),
    queryFn: ({ signal }) => request('/admin/pick-list', adminPickList, { signal }),
    retry: retryUnlessRefused,
  });
