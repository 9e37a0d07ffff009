import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bills } from '../db/schema';
import { finishedCheckout } from './shop-calls';
import type { Shopper } from './shop-server';

/**
 * A real purchase by a shopper who has no order yet: checkout, the card paid on the local hosted page, the
 * order written by the webhook; the order's id. Polled by hand: `expect.poll` only works inside a test,
 * and some files buy in their set-up.
 */
export async function paidOrder(
  db: Database,
  shopUrl: string,
  shopper: Shopper,
  variantId: number,
  quantity = 1,
  /** How it is paid and delivered: the local checkout's test card (4000 0000 0000 5126 pays, and its
   * refunds fail later), and the checkout's `shipping_option` ('pickup' at the store; none: delivery). */
  { card, shippingOption }: { card?: string; shippingOption?: string } = {},
): Promise<number> {
  await finishedCheckout(shopUrl, shopper, variantId, 'card', quantity, { card, shippingOption });
  for (let waited = 0; waited < 10_000; waited += 50) {
    const [row] = await db.select({ id: bills.id }).from(bills).where(eq(bills.userId, shopper.userId));
    if (row) return row.id;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('el pago no se convirtió en pedido');
}
