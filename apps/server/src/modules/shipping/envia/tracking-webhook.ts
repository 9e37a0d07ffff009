import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** The steps of a parcel on its way that the shop tells its shoppers, in the order they happen. */
export const TRACKING_STEPS = ['en_camino', 'en_reparto', 'entregado'] as const;
export type TrackingStep = (typeof TRACKING_STEPS)[number];

/** How the shop names each step: the order's shipping status and its e-mails. */
export const TRACKING_STEP_NAMES: Record<TrackingStep, string> = {
  en_camino: 'En camino',
  en_reparto: 'En reparto',
  entregado: 'Entregado',
};

// Envia's statuses, in its own (English) words, that move a parcel along; others ('Created', 'Information',
// 'Exception', 'Returned') say nothing the shopper is told.
const STEP_OF_STATUS: Readonly<Record<string, TrackingStep>> = {
  'picked up': 'en_camino',
  shipped: 'en_camino',
  'in transit': 'en_camino',
  'out for delivery': 'en_reparto',
  delivered: 'entregado',
};

/** The step an Envia status means, or null for one the shop does not tell. */
export const trackingStep = (status: string): TrackingStep | null =>
  STEP_OF_STATUS[status.trim().toLowerCase()] ?? null;

/**
 * The headers of a tracking webhook. Envia's outbound webhooks carry `X-Webhook-Id`, `-Event`,
 * `-Timestamp`, `-Signature` and `-Version` (see docs/research/envia-shipping.md): the signature is the
 * HMAC-SHA256, keyed with the webhook's `auth_token`, of `<timestamp>.<raw body>`, written `sha256=<hex>`.
 */
export const WEBHOOK_HEADERS = {
  id: 'x-webhook-id',
  event: 'x-webhook-event',
  timestamp: 'x-webhook-timestamp',
  signature: 'x-webhook-signature',
  version: 'x-webhook-version',
} as const;

/** How old a signed webhook may be: a replay of an old one, even well signed, is refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export const BAD_TRACKING_WEBHOOK =
  'El aviso de rastreo no está firmado por Envia.com o es demasiado antiguo.';

/** A webhook whose signature, age or body does not hold: answered 400 and nothing changes. */
export class BadTrackingWebhook extends Error {
  constructor(readonly reason: string) {
    super(BAD_TRACKING_WEBHOOK);
    this.name = 'BadTrackingWebhook';
  }
}

const payload = z.object({
  carrierName: z.string().min(1).max(100),
  trackingNumber: z.string().min(1).max(100),
  status: z.string().min(1).max(100),
  eventDescription: z.string().max(500).optional(),
  location: z.string().max(200).optional(),
  /** When the carrier saw it happen: how two events that arrive out of order are put back in order. */
  eventDate: z.iso.datetime({ offset: true }),
});

/** A tracking webhook whose signature held: what happened to which parcel, and when. */
export type TrackingEvent = {
  /** The same for every delivery of one event: a replay is recognised by it. */
  eventId: string;
  trackingNumber: string;
  carrier: string;
  /** Envia's own word for it. */
  status: string;
  /** The step it moves the parcel to, or null for a status the shop does not tell. */
  step: TrackingStep | null;
  occurredAt: Date;
  description: string;
  location: string;
};

type Headers = Record<string, string | string[] | undefined>;

const header = (headers: Headers, name: string): string | undefined => {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** The signature of `rawBody` sent at `timestamp` (unix seconds) with `secret`, as the header carries it. */
export function trackingSignature(rawBody: string, timestamp: number, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex')}`;
}

/**
 * Checks a tracking webhook exactly as it arrived (the raw body, not JSON parsed and written again) and
 * reads it. Throws `BadTrackingWebhook` for a missing or wrong signature, a timestamp more than five
 * minutes away from `now`, or a body that is not a tracking event.
 */
export function verifyTrackingWebhook(
  rawBody: string,
  headers: Headers,
  secret: string,
  now: Date = new Date(),
): TrackingEvent {
  const eventId = header(headers, WEBHOOK_HEADERS.id);
  const timestamp = header(headers, WEBHOOK_HEADERS.timestamp);
  const signature = header(headers, WEBHOOK_HEADERS.signature);
  if (!eventId || !timestamp || !signature) throw new BadTrackingWebhook('faltan encabezados');
  if (!/^\d{1,12}$/.test(timestamp)) throw new BadTrackingWebhook('marca de tiempo ilegible');
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > WEBHOOK_TOLERANCE_SECONDS) {
    throw new BadTrackingWebhook('marca de tiempo fuera de tolerancia');
  }
  const expected = Buffer.from(trackingSignature(rawBody, Number(timestamp), secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new BadTrackingWebhook('firma incorrecta');
  }
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new BadTrackingWebhook('cuerpo que no es JSON');
  }
  const parsed = payload.safeParse(body);
  if (!parsed.success) throw new BadTrackingWebhook('cuerpo que no es un evento de rastreo');
  const event = parsed.data;
  return {
    eventId,
    trackingNumber: event.trackingNumber,
    carrier: event.carrierName,
    status: event.status,
    step: trackingStep(event.status),
    occurredAt: new Date(event.eventDate),
    description: event.eventDescription ?? '',
    location: event.location ?? '',
  };
}
