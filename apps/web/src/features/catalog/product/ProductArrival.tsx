import {
  arrivalAt,
  cheapestOption,
  useSavedPostalCode,
  useShippingOptions,
} from '../../../lib/shipping/shipping-options';

/**
 * When one unit of this size would arrive at the shopper's saved postal code, by the cheapest carrier:
 * 'Llega a 31000 entre el mar 2 y el jue 4 de dic'. Nothing for a guest, a shopper without addresses, or
 * while (or when) the carriers are being asked: the page never waits for it, and its queries start after
 * the page is painted (effects), so the product shows at once.
 */
export function ProductArrival({ variantId }: { variantId: number }) {
  const postalCode = useSavedPostalCode();
  const quote = useShippingOptions(postalCode, [{ variant_id: variantId, quantity: 1 }]);
  const cheapest = cheapestOption(quote.data);
  if (postalCode === null || cheapest === null) return null;
  return <p className="product-arrival">{arrivalAt(postalCode, cheapest.arrives_text)}</p>;
}
