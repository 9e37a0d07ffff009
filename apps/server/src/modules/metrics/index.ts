/**
 * The shop's operational metrics for Prometheus: requests by route pattern, checkouts and their
 * outcomes, webhook lag, the mail outbox's backlog, the database's pool and statement times, and Node's
 * own process metrics. Each process answers for itself (decision 021). It owns no tables.
 */
export { registerMetrics, METRICS_PATH } from './metrics-route';
export { countCheckoutEnded, countCheckoutStarted, observeWebhookLag } from './checkout-metrics';
