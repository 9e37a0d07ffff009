import {
  PICKUP_OPTION,
  STANDARD_DELIVERY_OPTION,
  type CreateCheckoutSessionBody,
  type CurrentUser,
} from '@store/contract';
import type { CartLine } from '../../lib/cart/cart-line';

export type CheckoutStep =
  | { kind: 'sold-out' }
  | { kind: 'no-phone' }
  | { kind: 'no-address' }
  | { kind: 'no-user' }
  | { kind: 'ready'; body: CreateCheckoutSessionBody };

/**
 * 'Continuar', checked in this order, so the shopper is told the first thing to fix: nothing sold out, a
 * phone, an address (for a delivery; a pick-up at the store needs none), a user. The whole cart lines
 * are sent; the server reads only variant and quantity.
 */
export function checkoutStep(
  lines: readonly CartLine[],
  user: CurrentUser | null,
  addressId: number | null,
  /** `pickup`, a carrier's option id, or `standard` (the shop's flat rate). */
  option: string = STANDARD_DELIVERY_OPTION,
): CheckoutStep {
  if (lines.some((line) => line.stock <= 0)) return { kind: 'sold-out' };
  if (user && !user.phone_number) return { kind: 'no-phone' };
  if (option === PICKUP_OPTION) {
    if (!user) return { kind: 'no-user' };
    return { kind: 'ready', body: { products: [...lines], shipping_option: PICKUP_OPTION } };
  }
  if (addressId === null) return { kind: 'no-address' };
  if (!user) return { kind: 'no-user' };
  return {
    kind: 'ready',
    body: { products: [...lines], shipping_address: addressId, shipping_option: option },
  };
}
