import Stripe from 'stripe';
import type { Config } from '../../config';

/** Where the local hosted checkout answers Stripe's API inside this server. */
export const DEV_PAY_PREFIX = '/dev-pay';
export const DEV_PAY_SECRET_KEY = 'sk_test_tienda_local';

export type PaymentProvider = {
  stripe: Stripe;
  webhookSecret: string;
  /** True when the local hosted checkout stands in for Stripe. */
  local: boolean;
};

/**
 * The official Stripe SDK, talking to Stripe when keys are configured and otherwise to the local hosted
 * checkout of this same server (by host and port; a thin HTTP client puts `/dev-pay` in front of Stripe's
 * paths, because the SDK has no base-path option). Either way the shop's code makes the same calls.
 */
export function paymentProvider(config: Config): PaymentProvider {
  if (config.stripe) {
    return {
      stripe: new Stripe(config.stripe.secretKey, { maxNetworkRetries: 2, timeout: 20_000 }),
      webhookSecret: config.stripe.webhookSecret,
      local: false,
    };
  }
  return { stripe: devPayStripe(config.devPayUrl), webhookSecret: config.webhookSecret, local: true };
}

/** The SDK aimed at the local hosted checkout of the shop server at `serverUrl` (http://host:port). */
export function devPayStripe(serverUrl: string): Stripe {
  const http = Stripe.createNodeHttpClient();
  const server = new URL(serverUrl);
  return new Stripe(DEV_PAY_SECRET_KEY, {
    host: server.hostname,
    port: server.port || 80,
    protocol: 'http',
    maxNetworkRetries: 0,
    timeout: 10_000,
    telemetry: false,
    httpClient: {
      getClientName: () => http.getClientName(),
      makeRequest: (host, port, path, ...rest) =>
        http.makeRequest(host, port, `${DEV_PAY_PREFIX}${path}`, ...rest),
    },
  });
}
