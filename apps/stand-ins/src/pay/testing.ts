import type Stripe from 'stripe';
import type { DatabaseHandle } from '../../../server/src/db/client';
import { captureWebhooks, type WebhookCapture } from '../../../server/src/test/webhook-capture';
import { startShopServer, type ShopServer } from '../../../server/src/test/shop-server';
import { devPayStripe } from '../../../server/src/modules/payments';

/** dev-pay's tests: a shop whose hosted checkout delivers its webhooks to a capture, and the SDK on it. */
export type DevPayShop = { shop: ShopServer; stripe: Stripe; webhooks: WebhookCapture };

/** `environment`: more of the shop's settings (INSTALLMENT_PLANS: the account's plans of meses sin intereses). */
export async function startDevPayShop(
  database: DatabaseHandle,
  environment: Record<string, string> = {},
): Promise<DevPayShop> {
  const webhooks = await captureWebhooks();
  const shop = await startShopServer(database, { ...environment, DEV_PAY_WEBHOOK_URL: webhooks.url });
  return { shop, stripe: devPayStripe(shop.url), webhooks };
}

export async function stopDevPayShop(running: DevPayShop | undefined): Promise<void> {
  await running?.shop.app.close();
  await running?.webhooks.close();
}

let references = 0;

/**
 * A Checkout Session as the shop's adapter opens one: for `customer` (SPEI offered) or for an e-mail
 * (card and OXXO only), one line of `amount` centavos.
 */
export function openSession(
  { shop, stripe }: DevPayShop,
  options: {
    customer?: string;
    email?: string;
    amount?: number;
    oxxoDays?: number;
    /** The methods the shop allows; by default all it handles (SPEI only with a customer). */
    allowed?: Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType[];
    /** The shop's sentence beside the pay button. */
    notice?: string;
  },
): Promise<Stripe.Checkout.Session> {
  references += 1;
  const reference = `NW-PRUEBA-${references}`;
  return stripe.checkout.sessions.create({
    mode: 'payment',
    currency: 'mxn',
    locale: 'es-419',
    ...(options.customer
      ? { customer: options.customer }
      : { customer_email: options.email ?? 'ana@correo.test' }),
    allowed_payment_method_types:
      options.allowed ?? (options.customer ? ['card', 'oxxo', 'customer_balance'] : ['card', 'oxxo']),
    ...(options.notice ? { custom_text: { submit: { message: options.notice } } } : {}),
    client_reference_id: reference,
    metadata: { reference },
    payment_intent_data: { metadata: { reference } },
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'mxn',
          unit_amount: options.amount ?? 2499_00,
          product_data: { name: 'Bota vaquera (Café, 27)' },
        },
      },
    ],
    payment_method_options: {
      card: { installments: { enabled: true } },
      oxxo: { expires_after_days: options.oxxoDays ?? 3 },
      ...(options.customer
        ? { customer_balance: { funding_type: 'bank_transfer', bank_transfer: { type: 'mx_bank_transfer' } } }
        : {}),
    },
    success_url: `${shop.url}/Success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${shop.url}/cancel`,
  });
}

/** Submits one of the hosted page's forms (`oxxo`, `spei`) as the shopper's browser would. */
export function choose(shopUrl: string, sessionId: string, method: 'oxxo' | 'spei'): Promise<Response> {
  return fetch(`${shopUrl}/dev-pay/checkout/${sessionId}/${method}`, { method: 'POST', redirect: 'manual' });
}

/** Submits a demo form on a voucher or transfer page. */
export function submit(url: string, fields: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The session with its payment intent and that intent's charge, as the adapter reads it. */
export async function retrieve(stripe: Stripe, sessionId: string) {
  const session = await stripe.checkout.sessions.retrieve(sessionId, {
    expand: ['payment_intent.latest_charge'],
  });
  // Expanded, so an object (or null while the session is open).
  const intent = session.payment_intent as Stripe.PaymentIntent;
  return { session, intent, charge: (intent?.latest_charge ?? null) as Stripe.Charge | null };
}

/** The events delivered to the webhook so far about `objectId` (a session or a payment intent). */
export function deliveredAbout(webhooks: WebhookCapture, objectId: string): Stripe.Event[] {
  return webhooks.deliveries
    .map((delivery) => JSON.parse(delivery.body) as Stripe.Event)
    .filter((event) => (event.data.object as { id?: string }).id === objectId);
}

export const typesOf = (events: Stripe.Event[]) => events.map((event) => event.type);
