/**
 * The payment provider: the port orders call (hosted checkout, its current state, refunds, webhook
 * events) and its adapter over Stripe's SDK, aimed at Stripe or, where Stripe is not configured, at the
 * local stand-in that speaks Stripe's HTTP API (apps/stand-ins). It knows nothing of orders; the orders
 * module decides what a payment means.
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
  ProviderRefundStatus,
  RefundRequest,
  WebhookHeaders,
} from './payment-provider';
export { OXXO_MAX_CENTAVOS, oxxoTakes } from './payment-provider';
export { paymentProvider } from './choose-payment-provider';
export { devPayStripe } from './dev-pay-stripe';
export { STRIPE_API_VERSION } from './stripe-payment-provider';
