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
