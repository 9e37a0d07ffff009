import { createHmac } from 'node:crypto';
import type { Delivery } from '../common/webhook-sender';
import type { Shipment } from './shipments';
import type { ShipmentEvent } from './tables';

/** The version Envia's outbound webhooks say they are (`X-Webhook-Version`). */
const WEBHOOK_VERSION = '2025-09-01';

/**
 * Envia's signature of a webhook as the local carrier writes it: HMAC-SHA256, keyed with the webhook's
 * auth_token, of `<unix seconds>.<raw body>`, as `sha256=<hex>`. The shop's client checks it with its own
 * code (`verifyTrackingWebhook`); a test holds the two together.
 */
export function enviaSignature(payload: string, secret: string, timestamp: number): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex')}`;
}

/**
 * One tracking event as Envia posts it to the shop: a status update of one parcel, with the carrier, the
 * tracking number and Envia's status, signed afresh at each attempt. Its id is the parcel's and the
 * step's, the same at every retry, so the shop can tell a replay.
 */
export function trackingDelivery(shipment: Shipment, event: ShipmentEvent, secret: string): Delivery {
  const payload = JSON.stringify({
    carrierName: shipment.carrier,
    trackingNumber: shipment.trackingNumber,
    status: event.status,
    eventDescription: event.description,
    location: event.location,
    eventDate: event.at,
  });
  const id = `${shipment.trackingNumber}-${event.status.toLowerCase().replace(/\s+/g, '-')}`;
  return {
    payload,
    headers: () => {
      const timestamp = Math.floor(Date.now() / 1000);
      return {
        'x-webhook-id': id,
        'x-webhook-event': 'tracking.simple',
        'x-webhook-timestamp': String(timestamp),
        'x-webhook-signature': enviaSignature(payload, secret, timestamp),
        'x-webhook-version': WEBHOOK_VERSION,
        'user-agent': 'Envia-Webhooks/1.0 (simulador local)',
      };
    },
    about: { trackingNumber: shipment.trackingNumber, status: event.status },
  };
}
