/**
 * The payment provider: the port orders call (hosted checkout, its current state, refunds, webhook
 * events), its adapter over Stripe's SDK, and the local stand-in that speaks Stripe's HTTP API where
 * Stripe is not configured. It knows nothing of orders; the orders module decides what a payment means.
 */
export type {
  CustomerRequest,
  ExpireOutcome,
  HostedCheckout,
  HostedCheckoutRequest,
  PaymentDetails,
  PaymentProvider,
  PendingPayment,
  ProviderCheckout,
  ProviderEvent,
  ProviderRefund,
  RefundRequest,
  WebhookHeaders,
} from './payment-provider';
export { OXXO_MAX_CENTAVOS, oxxoTakes } from './payment-provider';
export { paymentProvider } from './choose-payment-provider';
export { devHostedCheckout } from './dev-pay/dev-pay';
export { DEV_PAY_PREFIX, devPayStripe } from './dev-pay-stripe';
export { stripeSignature } from './dev-pay/webhook-signature';
