/**
 * 'Avísame cuando llegue': shoppers waiting for a sold-out size, told once by e-mail when it is back. It
 * owns stock_alerts and their links; the catalogue says when a size comes back (its `BackInStock`), and
 * `tellWaitingShoppers` is what the callers that raise stock hand it.
 */
export { stockAlertRoutes } from './routes';
export { tellWaitingShoppers } from './tell-waiting-shoppers';
export { listStockAlerts } from './stock-alerts';
export { forgetStockAlerts } from './forget-stock-alerts';
export { newStockAlertLink } from './by-token';
