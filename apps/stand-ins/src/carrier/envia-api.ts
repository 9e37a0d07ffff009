import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { toCentavos } from '@store/money';
import type { Config } from '../../../server/src/config';
import type { Database } from '../../../server/src/db/client';
import { DEV_ENVIA_KEY, DEV_ENVIA_PREFIX } from '../../../server/src/dev-services';
import { enviaError, generateBody, invalidBody, rateBody, trackBody } from './api-requests';
import { labelPdf } from './label-pdf';
import { CARRIERS, standInRates, type MeasuredPackage, type RateOutcome } from './rates';
import { CREATED, insertShipment, newTrackingNumber, shipmentsOf } from './shipments';

/** The requests waiting out their latency, each with what ends the wait: let go when the server closes. */
type Waiting = Set<() => void>;

/**
 * Waits `ms`, or until the client hangs up or the server closes; `silent` waits only for those (a
 * carrier that never answers), and a minute at most.
 */
async function latency(
  reply: FastifyReply,
  ms: number | 'silent',
  waiting: Waiting,
): Promise<'answer' | 'gone'> {
  const raw = reply.raw;
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish('answer'), ms === 'silent' ? 60_000 : ms);
    timer.unref();
    const hungUp = () => finish('gone');
    raw.once('close', hungUp);
    waiting.add(hungUp);
    function finish(how: 'answer' | 'gone') {
      clearTimeout(timer);
      raw.off('close', hungUp);
      waiting.delete(hungUp);
      resolve(ms === 'silent' ? 'gone' : how);
    }
  });
}

/**
 * Envia.com's Shipping API as the local carrier answers it, under /dev-envia (decision 038): a rate per
 * carrier (`POST /ship/rate/`), a label bought (`POST /ship/generate/`), where parcels are
 * (`POST /ship/generaltrack/`), each with Envia's Bearer key and its `{ meta, data }` answers and
 * `{ meta: 'error', error }` refusals. Every rate waits the carrier's latency (DEV_ENVIA_LATENCY).
 */

/** The stand-in's rates today for a shipment, as a rate or a label request describes it. */
function ratesToday(request: {
  origin: { postalCode: string };
  destination: { postalCode: string };
  packages: readonly MeasuredPackage[];
  shipment: { carrier: string };
}): RateOutcome {
  return standInRates(
    request.shipment.carrier,
    request.origin.postalCode,
    request.destination.postalCode,
    request.packages,
    new Date(),
  );
}

export function enviaApiRoutes(config: Config, db: Database): FastifyPluginAsync {
  return async (app) => {
    // A silent carrier's request is held open until its client gives up; a server closing lets it go.
    const waiting: Waiting = new Set();
    app.addHook('preClose', async () => {
      for (const letGo of [...waiting]) letGo();
    });
    app.addHook('onRequest', async (request, reply) => {
      if (request.headers.authorization === `Bearer ${DEV_ENVIA_KEY}`) return;
      return reply.status(401).send(enviaError(401, 'Unauthorized', 'Invalid or missing token'));
    });
    app.setErrorHandler(async (error, request, reply) => {
      const status = (error as { statusCode?: unknown }).statusCode;
      if (typeof status === 'number' && status >= 400 && status < 500) {
        return reply.status(status).send(enviaError(status, 'Bad Request', 'Invalid request payload input'));
      }
      request.log.error({ err: error }, 'dev-envia: error en la API');
      return reply.status(500).send(enviaError(500, 'Internal Server Error', 'Unexpected error'));
    });

    app.post('/ship/rate/', async (request, reply) => {
      const body = rateBody.safeParse(request.body);
      if (!body.success) return reply.status(400).send(invalidBody(body.error));
      const { carrier } = body.data.shipment;
      const { defaultMs, carriers } = config.envia.devLatency;
      if ((await latency(reply, carriers[carrier] ?? defaultMs, waiting)) === 'gone') {
        // Nobody to answer (the shop gave up), or a silent carrier: the connection just ends.
        reply.hijack();
        reply.raw.destroy();
        return reply;
      }
      const outcome = ratesToday(body.data);
      if (!outcome.ok) return reply.status(400).send(enviaError(1129, 'Invalid Option', outcome.message));
      const asked = body.data.shipment.service;
      return { meta: 'rate', data: outcome.rates.filter((rate) => !asked || rate.service === asked) };
    });

    app.post('/ship/generate/', async (request, reply) => {
      const body = generateBody.safeParse(request.body);
      if (!body.success) return reply.status(400).send(invalidBody(body.error));
      const { carrier, service } = body.data.shipment;
      const outcome = ratesToday(body.data);
      if (!outcome.ok) return reply.status(400).send(enviaError(1129, 'Invalid Option', outcome.message));
      const rate = outcome.rates.find((each) => each.service === service);
      if (!rate) {
        return reply
          .status(400)
          .send(enviaError(1129, 'Invalid Option', `Service ${service} is not available for ${carrier}`));
      }
      const trackingNumber = newTrackingNumber(carrier);
      const label = await labelPdf(
        body.data,
        CARRIERS[carrier]?.description ?? carrier,
        rate.serviceDescription,
        trackingNumber,
      );
      const now = new Date();
      await insertShipment(
        db,
        {
          trackingNumber,
          carrier,
          service,
          request: body.data,
          priceCents: toCentavos(rate.totalPrice),
          status: CREATED,
          events: [
            {
              status: CREATED,
              description: 'Guía generada',
              location: body.data.origin.city,
              at: now.toISOString(),
            },
          ],
        },
        label,
      );
      return {
        meta: 'generate',
        data: [
          {
            carrier,
            service,
            shipmentId: Number(trackingNumber.slice(-8)),
            trackingNumber,
            trackingNumbers: [trackingNumber],
            trackUrl: `${config.publicUrl}${DEV_ENVIA_PREFIX}/envios/${trackingNumber}`,
            label: `${config.envia.devUrl}${DEV_ENVIA_PREFIX}/guias/${trackingNumber}.pdf`,
            totalPrice: rate.totalPrice,
            currency: 'MXN',
          },
        ],
      };
    });

    app.post('/ship/generaltrack/', async (request, reply) => {
      const body = trackBody.safeParse(request.body);
      if (!body.success) return reply.status(400).send(invalidBody(body.error));
      const shipments = await shipmentsOf(db, body.data.trackingNumbers);
      return {
        meta: 'generaltrack',
        data: shipments.map((shipment) => ({
          trackingNumber: shipment.trackingNumber,
          carrier: shipment.carrier,
          carrierDescription: CARRIERS[shipment.carrier]?.description ?? shipment.carrier,
          service: shipment.service,
          status: shipment.status,
          trackUrl: `${config.publicUrl}${DEV_ENVIA_PREFIX}/envios/${shipment.trackingNumber}`,
          deliveredAt: shipment.events.find((event) => event.status === 'Delivered')?.at ?? null,
          eventHistory: shipment.events.map((event) => ({
            timestamp: event.at,
            location: event.location,
            description: event.description,
          })),
        })),
      };
    });
  };
}
