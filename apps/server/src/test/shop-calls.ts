/** Calls a shopper's browser makes during checkout, against a shop listening on `shopUrl`. */

export async function requestCheckout(
  shopUrl: string,
  cookie: string,
  products: Record<string, unknown>[],
  shippingAddress: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${shopUrl}/api/payments/create-checkout-session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ products, shipping_address: shippingAddress }),
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
