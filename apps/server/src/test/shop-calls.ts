/** Calls a shopper's browser makes during checkout, against a shop listening on `shopUrl`. */

export async function requestCheckout(
  shopUrl: string,
  cookie: string,
  products: Record<string, unknown>[],
  shippingAddress: unknown,
  /** The checkout's `shipping_option` ('pickup' at the store); none: today's delivery. */
  shippingOption?: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${shopUrl}/api/payments/create-checkout-session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ products, shipping_address: shippingAddress, shipping_option: shippingOption }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/**
 * Fills in and submits the local hosted checkout's card form at `hostedUrl` (its `/dev-pay/checkout/…`),
 * in one payment or in `installments` meses sin intereses.
 */
export function payOnHostedPage(
  hostedUrl: string,
  card = '4242 4242 4242 4242',
  installments = '',
): Promise<Response> {
  return fetch(`${hostedUrl}/pay`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      number: card,
      expiry: '12 / 34',
      cvc: '123',
      name: 'Cliente',
      installments,
    }).toString(),
  });
}

export type CheckoutMethod = 'card' | 'oxxo' | 'spei';

/**
 * The shopper's checkout of `quantity` units of one variant, finished on the local hosted page with
 * `method` (the test card, or the OXXO voucher or SPEI details issued); its provider session id.
 */
export async function finishedCheckout(
  shopUrl: string,
  shopper: { cookie: string; addressId: number },
  variantId: number,
  method: CheckoutMethod,
  quantity = 1,
  { card, shippingOption }: { card?: string; shippingOption?: string } = {},
): Promise<string> {
  const created = await requestCheckout(
    shopUrl,
    shopper.cookie,
    [{ variant_id: variantId, quantity }],
    shopper.addressId,
    shippingOption,
  );
  if (created.status !== 201) throw new Error(`la compra no empezó: ${JSON.stringify(created.body)}`);
  const url = String(created.body.url);
  const finished =
    method === 'card'
      ? await payOnHostedPage(url, card)
      : await fetch(`${url}/${method}`, { method: 'POST', redirect: 'manual' });
  if (finished.status !== 303) throw new Error(`la página de pago respondió ${finished.status}`);
  return String(created.body.sessionId);
}
