import { pickupStore } from '@store/contract';
import { request } from '../../../lib/api';
import { useQuery } from '../../../lib/query';
import { shippingKeys } from '../../../lib/shipping/keys';

/**
 * The store where an order can be picked up, its hours and when one paid now would be ready
 * (GET {api}/payments/pickup-store). The ready time moves with the clock, so it is asked again every
 * minute the page stays open.
 */
export const usePickupStore = () =>
  useQuery({
    queryKey: shippingKeys.pickupStore(),
    queryFn: async ({ signal }) => {
      try {
        return await request('/payments/pickup-store', pickupStore, { signal });
      } catch (error) {
        if (!signal.aborted) console.error('No se pudieron leer los datos de la tienda', error);
        throw error;
      }
    },
    staleTime: 60_000,
    refetchInterval: () => 60_000,
  });
