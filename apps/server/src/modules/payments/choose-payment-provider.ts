import Stripe from 'stripe';
import type { Config } from '../../config';
import { devPayStripe } from './dev-pay-stripe';
import type { PaymentProvider } from './payment-provider';
import { STRIPE_API_VERSION, stripePaymentProvider } from './stripe-payment-provider';

/**
 * Stripe when its keys are configured, otherwise the local hosted checkout of this same server. Either
 * way it is the same adapter over the same SDK, so the shop's code makes the same calls.
 */
export function paymentProvider(config: Config): PaymentProvider {
  if (config.stripe) {
    const stripe = new Stripe(config.stripe.secretKey, {
      apiVersion: STRIPE_API_VERSION,
      maxNetworkRetries: 2,
      timeout: 20_000,
    });
    return stripePaymentProvider(stripe, config.stripe.webhookSecret);
  }
  return stripePaymentProvider(devPayStripe(config.devPayUrl), config.webhookSecret);
}
