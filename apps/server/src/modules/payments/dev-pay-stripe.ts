import Stripe from 'stripe';
import { DEV_PAY_PREFIX, DEV_PAY_SECRET_KEY } from '../../dev-services';
import { STRIPE_API_VERSION } from './stripe-payment-provider';

/**
 * The official SDK aimed at the local hosted checkout of the shop server at `serverUrl` (http://host:port).
 * A thin HTTP client puts `/dev-pay` in front of Stripe's paths, because the SDK has no base-path option.
 */
export function devPayStripe(serverUrl: string): Stripe {
  const http = Stripe.createNodeHttpClient();
  const server = new URL(serverUrl);
  return new Stripe(DEV_PAY_SECRET_KEY, {
    apiVersion: STRIPE_API_VERSION,
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
