import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/client';
import {
  advanceShipment,
  BadTrackingWebhook,
  SHIPPING_WEBHOOK_PATH,
  verifyTrackingWebhook,
  type TrackingEvent,
} from '../../shipping';
import { queueMessage } from '../../mail';
import { moveOrder } from '../lifecycle/move-order';
import { orderWithReference, orderCustomer } from '../reads/order-with-customer';

/**
 * POST /api/shipping/webhook: Envia's tracking webhook (or the local carrier's). Authenticated by its
 * signature over the exact bytes received, so the body is kept raw; a bad one is 401 and changes nothing.
 * A parcel only moves forward, so a replay or an older event arriving late changes nothing and sends no
 * second e-mail; a tracking number the shop never bought is acknowledged and ignored.
 */
export function trackingWebhookRoute(db: Database, secret: string): FastifyPluginAsync {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) =>
      done(null, body),
    );

    app.post(SHIPPING_WEBHOOK_PATH, async (request, reply) => {
      let event: TrackingEvent;
      try {
        if (!Buffer.isBuffer(request.body)) throw new BadTrackingWebhook('sin cuerpo');
        event = verifyTrackingWebhook(request.body.toString('utf8'), request.headers, secret);
      } catch (error) {
        if (!(error instanceof BadTrackingWebhook)) throw error;
        request.log.warn({ reason: error.reason }, 'tracking webhook refused');
        return reply.status(401).send({ error: error.message });
      }
      const outcome = await db.transaction((tx) => receiveTrackingEvent(tx, event));
      if (outcome === 'unknown') request.log.info({ trackingNumber: event.trackingNumber }, 'unknown parcel');
      return { received: true };
    });
  };
}

/** What a verified tracking event did: moved an order's parcel, nothing (a replay, a late one), or named no parcel of ours. */
export async function receiveTrackingEvent(
  tx: Database,
  event: TrackingEvent,
): Promise<'moved' | 'unchanged' | 'unknown'> {
  if (!event.step) return 'unchanged';
  const advanced = await advanceShipment(tx, event.trackingNumber, event.step, event.occurredAt);
  if (!advanced) return 'unknown';
  if (!advanced.moved) return 'unchanged';
  const row = await orderWithReference(tx, advanced.orderId);
  if (!row) return 'unknown';
  const { order } = row;
  if (event.step === 'entregado') {
    // Staff may have marked it delivered already: then the parcel's step is all that changes.
    if (order.shippingStatus === 'enviado') {
      await moveOrder(tx, order.id, { to: 'entregado' }, { by: 'carrier' });
    }
    return 'moved';
  }
  if (order.shippingStatus !== 'enviado') return 'moved';
  const customer = await orderCustomer(tx, order.id, order.userId);
  await queueMessage(tx, {
    kind: 'order-tracking',
    key: `order:${order.id}:tracking:${event.step}`,
    to: { email: customer.email },
    orderId: order.id,
    data: {
      orderNumber: order.id,
      step: event.step,
      carrier: order.carrier ?? event.carrier,
      trackingNumber: event.trackingNumber,
      trackingUrl: order.trackingUrl,
    },
  });
  return 'moved';
}
