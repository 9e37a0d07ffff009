import { shippingOptionsResponse, type ShippingOptionsResponse } from '@store/contract';
import { useLocations } from '../account/api/locations';
import { ApiError, request } from '../api';
import { useQuery } from '../query';
import { shippingKeys } from './keys';
import { useSession } from '../session/session';

/** The lines a quote is asked for: the variant and how many (prices are the server's). */
export type QuotedLine = { variant_id: number; quantity: number };

/**
 * The ways to send these lines to `postalCode` (POST {api}/shipping/options, decision 038): two to four
 * carriers' options with their price and dates, or the shop's flat rate with a note when no carrier
 * answered. Nothing is asked without a postal code or lines. The server remembers the carriers' answers
 * ten minutes; here one is kept five, so a price the page shows is rarely one the checkout refuses.
 * A 422 (a postal code no carrier reaches) is not retried: asking again says the same.
 */
export const useShippingOptions = (postalCode: string | null, lines: readonly QuotedLine[]) => {
  const quoted = lines.map(({ variant_id, quantity }) => ({ variant_id, quantity }));
  return useQuery<ShippingOptionsResponse>({
    queryKey: shippingKeys.shippingOptions(
      postalCode,
      quoted.map((line) => `${line.variant_id}x${line.quantity}`).join(','),
    ),
    enabled: postalCode !== null && quoted.length > 0,
    staleTime: 5 * 60_000,
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
    queryFn: async ({ signal }) => {
      try {
        return await request('/shipping/options', shippingOptionsResponse, {
          method: 'POST',
          json: { postal_code: postalCode, lines: quoted },
          signal,
        });
      } catch (error) {
        if (!signal.aborted) console.error('No se pudieron cotizar las opciones de envío', error);
        throw error;
      }
    },
  });
};

/**
 * The postal code of the signed-in shopper's first saved address, which the cart and the product page
 * estimate shipping for; null for a guest or a shopper with no address.
 */
export function useSavedPostalCode(): string | null {
  const { user } = useSession();
  const locations = useLocations({ enabled: user !== null });
  return user ? (locations.data?.[0]?.postal_code ?? null) : null;
}

/** The cheapest option of an answer (the server marks it), or null when there is none. */
export const cheapestOption = (answer: ShippingOptionsResponse | undefined) =>
  answer?.options.find((option) => option.cheapest) ?? answer?.options[0] ?? null;

/**
 * Whether a failed quote means the carriers could not be asked (the network, the server, the rate limit),
 * when the shop's flat rate stands in; not a refusal of the address (4xx), which asking again repeats.
 */
export const quoteUnavailable = (error: unknown) =>
  !(error instanceof ApiError) || error.status >= 500 || error.status === 429 || error.status === 0;

/** A cheapest option's arrival said for the postal code: 'Llega a 31000 entre el mar 2 y el jue 4 de dic'. */
export const arrivalAt = (postalCode: string, arrivesText: string) =>
  arrivesText.replace(/^Llega /, `Llega a ${postalCode} `);
