/**
 * Shipping: the boxes a cart travels in, live rates from the carriers through Envia.com, and what the
 * checkout, the labels and the tracking webhooks need of Envia (decision 038). It owns the shipments
 * table: each order's label and its parcel's steps (decision 041). A product's weight and box are the
 * catalogue's, the option a shopper chose is the order's.
 *
 * Its folders: `parcels/` (each unit's parcel and the packing rules), `envia/` (the client of Envia's
 * API, the requests it is sent, the tracking webhooks' signature), `quoting/` (asking every carrier,
 * choosing the options, the dates, the remembered answers), `labels/` (buying an order's label once,
 * keeping its PDF, moving its parcel along the steps the carrier tells).
 */

// The storefront's call, and what the checkout calls to quote again and check the shopper's choice.
export { shippingRoutes, toShippingOptionsResponse } from './routes';
export { shippingQuotesFor } from './quoting/quotes-for-config';
export {
  FLAT_RATE_ID_PREFIX,
  NO_COVERAGE,
  NOT_FOR_SALE,
  OPTION_GONE,
  PRICE_CHANGED,
  UNKNOWN_POSTAL_CODE,
  ShippingQuotes,
  type DeliveryDays,
  type QuotedOption,
  type QuoteRequest,
  type ShippingChoice,
  type ShippingQuote,
} from './quoting/shipping-quotes';
export { cartGoodsCents, type CartPrices } from './quoting/cart-goods';
export { arrivalRange, arrivalText, dispatchDay } from './quoting/delivery-dates';

// Boxes.
export { billableGrams, packParcels, parcelsKey, type Parcel, type PackLine } from './parcels/packing';

// Labels and tracking: the client, aimed at Envia or the local carrier, and what it is asked.
export {
  EnviaClient,
  type CarrierRate,
  type PurchasedLabel,
  type TrackedShipment,
} from './envia/envia-client';
export { CarrierError, type CarrierErrorKind } from './envia/carrier-error';
export { enviaClientFor, generateRequest, type Recipient } from './envia/envia-requests';

// An order's label, bought once and kept, and its parcel's steps.
export { buyLabel, carrierNameOf, labelRefusal, type LabelDeps, type LabelOrder } from './labels/buy-label';
export {
  ABANDONED_PURCHASE_AFTER_MS,
  advanceShipment,
  LABEL_BEING_BOUGHT,
  labelPdfOf,
  shipmentsOf,
  type ShipmentView,
} from './labels/shipments';

// Tracking webhooks: where they arrive, how they are checked, the steps they move a parcel along.
export {
  BAD_TRACKING_WEBHOOK,
  BadTrackingWebhook,
  TRACKING_STEP_NAMES,
  TRACKING_STEPS,
  trackingStep,
  verifyTrackingWebhook,
  WEBHOOK_HEADERS,
  type TrackingEvent,
  type TrackingStep,
} from './envia/tracking-webhook';

/**
 * Where Envia (or the local carrier, by default) sends tracking webhooks, under /api: the route that
 * checks them with `verifyTrackingWebhook` and moves the order's shipping status.
 */
export const SHIPPING_WEBHOOK_PATH = '/shipping/webhook';
