import { shippingRate } from '@store/contract';
import { useQuery } from '../../../lib/query';
import { apiGet } from '../../../lib/api';

/** What delivery costs (GET {api}/payments/shipping-rate), so the summary shows the total before paying. */
export const useShippingRate = () =>
  useQuery({
    queryKey: ['shipping-rate'],
    queryFn: async ({ signal }) => {
      try {
        return await apiGet('/payments/shipping-rate', shippingRate, {}, signal);
      } catch (error) {
        console.error('No se pudo leer el costo de envío', error);
        throw error;
      }
    },
  });
