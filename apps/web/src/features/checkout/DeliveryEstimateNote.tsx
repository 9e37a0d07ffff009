import { deliveryEstimateText, useDeliveryEstimate } from '../../lib/cart/delivery-estimate';

/** "Llega en 2 a 4 días hábiles a Sonora" for the chosen address; the country's range without one. */
export function DeliveryEstimateNote({ state }: { state: string | null }) {
  const estimate = useDeliveryEstimate(state);
  if (!estimate.data) return null;
  return (
    <p className="payment-delivery" role="status">
      {deliveryEstimateText(estimate.data)}
    </p>
  );
}
