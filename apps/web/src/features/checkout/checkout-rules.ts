import type { CreateCheckoutSessionBody, CurrentUser, ShippingRate } from '@store/contract';
import type { CartLine } from '../../lib/cart/cart-line';
import { cartTotal } from '../../lib/cart/cart-rules';

const toCentavo = (pesos: number): number => Math.round(pesos * 100) / 100;

export type OrderSummary = {
  /** List prices times quantities. */
  subtotal: number;
  discount: number;
  /** null while the rate is unknown (loading or failed). */
  shipping: number | null;
  /** Without shipping while the rate is unknown. */
  total: number;
};

/**
 * What the shopper will pay, from the cart and the shipping rate. The server computes the real amounts;
 * this is the same arithmetic, so that the summary matches the hosted checkout.
 */
export function orderSummary(lines: readonly CartLine[], rate: ShippingRate | undefined): OrderSummary {
  const subtotal = toCentavo(lines.reduce((sum, line) => sum + line.price * line.quantity, 0));
  const afterDiscount = cartTotal(lines);
  const shipping =
    rate === undefined ? null : rate.free_from !== null && afterDiscount >= rate.free_from ? 0 : rate.cost;
  return {
    subtotal,
    discount: toCentavo(subtotal - afterDiscount),
    shipping,
    total: toCentavo(afterDiscount + (shipping ?? 0)),
  };
}

export type CheckoutStep =
  | { kind: 'sold-out' }
  | { kind: 'no-phone' }
  | { kind: 'no-address' }
  | { kind: 'no-user' }
  | { kind: 'ready'; body: CreateCheckoutSessionBody };

/**
 * 'Continuar', checked in the spec's order (section 5): nothing sold out, a phone, an address, a user.
 * The whole cart lines go as the spec sends them; the server reads only variant and quantity.
 */
export function checkoutStep(
  lines: readonly CartLine[],
  user: CurrentUser | null,
  addressId: number | null,
): CheckoutStep {
  if (lines.some((line) => line.stock <= 0)) return { kind: 'sold-out' };
  if (user && !user.phone_number) return { kind: 'no-phone' };
  if (addressId === null) return { kind: 'no-address' };
  if (!user) return { kind: 'no-user' };
  return { kind: 'ready', body: { products: [...lines], shipping_address: addressId } };
}
