import { useLocations } from '../../lib/account/api/locations';
import { deliveryEstimateText, useDeliveryEstimate } from '../../lib/cart/delivery-estimate';
import { useSession } from '../../lib/session/session';

/**
 * When the parcel would arrive: to the state of the shopper's first saved address (the one checkout
 * chooses first), or the country's range for a guest or a shopper without addresses.
 */
export function CartDelivery() {
  const { user, loading } = useSession();
  const locations = useLocations({ enabled: user !== null });
  // Undefined while it is not known yet whose cart this is or where it goes: nothing is asked twice.
  const state =
    loading || (user !== null && locations.isPending) ? undefined : (locations.data?.[0]?.state_name ?? null);
  const estimate = useDeliveryEstimate(state);
  if (!estimate.data) return null;
  return <p className="cart-delivery">{deliveryEstimateText(estimate.data)}</p>;
}
