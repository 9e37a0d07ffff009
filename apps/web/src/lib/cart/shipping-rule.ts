import { shippingRate, type ShippingRate } from '@store/contract';
import { toCentavos, type ShippingRule } from '@store/money';
import { request } from '../api';
import { useQuery } from '../query';
import { shippingKeys } from '../shipping/keys';

/** The API's rate, in pesos, as the rule the totals are computed with, in centavos. */
export const toShippingRule = (rate: ShippingRate): ShippingRule => ({
  costCents: toCentavos(rate.cost),
  freeFromCents: rate.free_from === null ? null : toCentavos(rate.free_from),
});

/**
 * What delivery costs (GET {api}/payments/shipping-rate), so the cart panel and the payment summary show
 * the total before paying; one cached answer serves both.
 */
export const useShippingRule = () =>
  useQuery({
    queryKey: shippingKeys.shippingRate(),
    queryFn: async ({ signal }) => {
      try {
        return toShippingRule(await request('/payments/shipping-rate', shippingRate, { signal }));
      } catch (error) {
        console.error('No se pudo leer el costo de envío', error);
        throw error;
      }
    },
  });
