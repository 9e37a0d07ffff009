import { deliveryEstimate, type DeliveryEstimate } from '@store/contract';
import { request } from '../api';
import { skipToken, useQuery } from '../query';
import { shippingKeys } from '../shipping/keys';

/**
 * How long delivery takes to `state` (an address's `state_name`), or over the whole country with null
 * (GET {api}/payments/delivery-estimate); undefined while the address is still unknown asks nothing yet.
 * The table is the server's; a failure shows no estimate.
 */
export const useDeliveryEstimate = (state: string | null | undefined) =>
  useQuery({
    queryKey: shippingKeys.deliveryEstimate(state ?? null),
    queryFn:
      state === undefined
        ? skipToken
        : async ({ signal }) => {
            try {
              return await request('/payments/delivery-estimate', deliveryEstimate, {
                signal,
                query: state === null ? {} : { state },
              });
            } catch (error) {
              // Leaving the page (to the hosted checkout, say) aborts the question: nothing failed.
              if (!signal.aborted) console.error('No se pudo leer el tiempo de entrega', error);
              throw error;
            }
          },
    staleTime: 5 * 60_000,
  });

/** "Llega en 2 a 4 días hábiles a Sonora", or the country's range when the state is not known. */
export const deliveryEstimateText = (estimate: DeliveryEstimate): string =>
  estimate.state === null
    ? `Entrega estimada: de ${estimate.min_days} a ${estimate.max_days} días hábiles, según tu estado.`
    : `Llega en ${estimate.min_days} a ${estimate.max_days} días hábiles a ${estimate.state}.`;
