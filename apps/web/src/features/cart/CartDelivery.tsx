import { useLocations } from '../../lib/account/api/locations';
import { deliveryEstimateText, useDeliveryEstimate } from '../../lib/cart/delivery-estimate';
import { useSession } from '../../lib/session/session';
import type { CartLine } from '../../lib/cart/cart-line';
import {
  arrivalAt,
  cheapestOption,
  useSavedPostalCode,
  useShippingOptions,
} from '../../lib/shipping/shipping-options';

/**
 * When the parcel would arrive: the cheapest carrier's dates to the postal code of the shopper's first
 * saved address (the one checkout chooses first); while those are not known, or for a guest or a shopper
 * without addresses, the state's or the country's range of days.
 */
export function CartDelivery({ lines }: { lines: readonly CartLine[] }) {
  const { user, loading } = useSession();
  const postalCode = useSavedPostalCode();
  const cheapest = cheapestOption(useShippingOptions(postalCode, lines).data);
  const locations = useLocations({ enabled: user !== null });
  // Undefined while it is not known yet whose cart this is or where it goes: nothing is asked twice.
  const state =
    loading || (user !== null && locations.isPending) ? undefined : (locations.data?.[0]?.state_name ?? null);
  const estimate = useDeliveryEstimate(state);
  if (cheapest && postalCode) {
    return <p className="cart-delivery">{arrivalAt(postalCode, cheapest.arrives_text)}</p>;
  }
  if (!estimate.data) return null;
  return <p className="cart-delivery">{deliveryEstimateText(estimate.data)}</p>;
}
