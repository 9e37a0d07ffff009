/**
 * The shop's operational metrics for Prometheus: requests by route pattern, checkouts and their
 * outcomes, webhook lag, the mail outbox's backlog, the database's pool and statement times, and Node's
 * own process metrics, and the shop's own figures read from each module (orders, ledger, invoices, mail,
 * catalogue). With several processes the primary adds them up, so one scrape answers for the whole shop
 * (decisions 021 and 055). It owns no tables.
 */
export { registerMetrics, METRICS_PATH } from './metrics-route';
export { countCheckoutEnded, countCheckoutStarted, observeWebhookLag } from './checkout-metrics';
export { countWhatsAppMessage, countWhatsAppStatus } from './whatsapp-metrics';
export { serveClusterScrapes, type ClusterMetrics } from './cluster-primary-scrape';
