import { createHmac } from 'node:crypto';
import type { Delivery } from '../../common/webhook-sender';

/**
 * Stripe's `Stripe-Signature` header: `t=<unix seconds>,v1=<HMAC-SHA256 of "t.payload" with the endpoint
 * secret>`. The local hosted checkout signs with it; tests use it to forge old or wrong signatures.
 */
export function stripeSignature(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

/** An event as Stripe delivers it: pretty-printed JSON, signed afresh at each attempt. */
export function stripeDelivery(event: { id: string; type: string }, secret: string): Delivery {
  const payload = JSON.stringify(event, null, 2);
  return {
    payload,
    headers: () => ({
      'stripe-signature': stripeSignature(payload, secret),
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
    }),
    about: { eventId: event.id, type: event.type },
  };
}
