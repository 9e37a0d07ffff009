import Stripe from 'stripe';

/**
 * Stripe's `Stripe-Signature` header for `payload` (`t=<unix seconds>,v1=<HMAC-SHA256>`), written by the
 * SDK's own test helper: tests forge old or wrong signatures with it, whoever else signs the shop's
 * webhooks.
 */
export const stripeSignature = (
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string => Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

/** Posts `event` to the shop's webhook, signed as Stripe signs it: a provider's event a test makes up. */
export function postSignedEvent(
  shop: { url: string; config: { webhookSecret: string } },
  event: object,
): Promise<Response> {
  const payload = JSON.stringify(event);
  return fetch(`${shop.url}/api/payments/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': stripeSignature(payload, shop.config.webhookSecret),
    },
    body: payload,
  });
}

/** Stripe's event about one of its refunds (`refund.updated`, `refund.failed`), as its webhook sends it. */
export const refundEvent = (
  type: 'refund.updated' | 'refund.failed',
  refundId: string,
  status: 'succeeded' | 'failed' | 'pending',
) => ({
  id: `evt_prueba_${type}_${refundId}`,
  object: 'event',
  type,
  created: Math.floor(Date.now() / 1000),
  data: {
    object: {
      id: refundId,
      object: 'refund',
      status,
      failure_reason: status === 'failed' ? 'expired_or_canceled_card' : null,
    },
  },
});
