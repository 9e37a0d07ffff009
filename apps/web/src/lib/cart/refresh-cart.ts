import { MESSAGES } from '../messages';
import { notifyWarning } from '../toast';
import { refreshLines } from './cart-rules';
import { cart } from './cart-store';
import { getCartLines } from './get-cart-lines';

/**
 * Asks the server for today's stock and prices of the cart's lines and puts them in the cart, with a
 * notice for each line whose quantity had to come down and for each product that sold out meanwhile. The cart panel does it when it opens, checkout
 * when it starts and when the server refuses a payment for lack of stock. A failure rejects and leaves
 * the cart as it was; an aborted refresh changes nothing.
 */
export async function refreshCart(signal?: AbortSignal): Promise<void> {
  const current = cart.get().lines;
  if (current.length === 0) return;
  const fresh = await getCartLines(
    current.map((line) => line.variant_id),
    signal,
  );
  if (signal?.aborted) return;
  // The cart may have changed while the call was out; the refresh applies to what is there now.
  const result = refreshLines(cart.get().lines, fresh);
  cart.replace(result.lines);
  for (const line of result.capped) notifyWarning(MESSAGES.cartLineCapped(line.name, line.quantity));
  for (const name of result.soldOut) notifyWarning(MESSAGES.cartLineSoldOut(name));
}
