import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../../server/src/config';
import type { Database } from '../../../server/src/db/client';
import { DEV_ENVIA_PREFIX } from '../../../server/src/dev-services';
import type { WebhookSender } from '../common/webhook-sender';
import { shipmentPage, unknownShipmentPage } from './shipment-page';
import { advanceShipment, labelOf, shipmentOf, STEPS } from './shipments';
import { trackingDelivery } from './tracking-webhooks';

const trackingParams = z.object({ tracking: z.string().regex(/^\d{6,30}$/) });
const labelParams = z.object({ file: z.string().regex(/^\d{6,30}\.pdf$/) });
const simulateForm = z.object({ hasta: z.enum(['en_camino', 'en_reparto', 'entregado']) });
const pageQuery = z.object({ avisos: z.enum(['ok', 'pendiente']).optional() });

const html = (reply: FastifyReply) =>
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');

/**
 * The local carrier's own pages: each shipment's page with 'Simular entrega' (the shop's 'Rastrear
 * paquete' opens it, as Envia's tracking page would), and each label's PDF (what the label's URL points
 * at). A simulated step records the event and sends the shop its signed tracking webhook, one step after
 * the other, each once its delivery was tried.
 */
export function carrierPages(config: Config, db: Database, sender: WebhookSender): FastifyPluginAsync {
  return async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    app.get('/envios/:tracking', async (request, reply) => {
      const params = trackingParams.safeParse(request.params);
      const shipment = params.success ? await shipmentOf(db, params.data.tracking) : undefined;
      if (!shipment) {
        const tracking = String((request.params as { tracking?: unknown }).tracking ?? '').slice(0, 40);
        return html(reply).status(404).send(unknownShipmentPage(tracking));
      }
      const query = pageQuery.safeParse(request.query);
      return html(reply).send(
        shipmentPage(
          shipment,
          {
            simulate: `${DEV_ENVIA_PREFIX}/envios/${shipment.trackingNumber}/simular`,
            label: `${DEV_ENVIA_PREFIX}/guias/${shipment.trackingNumber}.pdf`,
            webhook: config.envia.devWebhookUrl,
          },
          query.success ? query.data.avisos : undefined,
        ),
      );
    });

    app.post('/envios/:tracking/simular', async (request, reply) => {
      const params = trackingParams.safeParse(request.params);
      const form = simulateForm.safeParse(request.body);
      const shipment = params.success ? await shipmentOf(db, params.data.tracking) : undefined;
      if (!shipment) {
        const tracking = String((request.params as { tracking?: unknown }).tracking ?? '').slice(0, 40);
        return html(reply).status(404).send(unknownShipmentPage(tracking));
      }
      if (!form.success) return reply.redirect(`${DEV_ENVIA_PREFIX}/envios/${shipment.trackingNumber}`, 303);
      const until = STEPS.findIndex((step) => step.key === form.data.hasta);
      let allDelivered = true;
      for (const step of STEPS.slice(0, until + 1)) {
        const location =
          step.key === 'en_camino' ? shipment.request.origin.city : shipment.request.destination.city;
        const event = await advanceShipment(db, shipment.trackingNumber, step, location, new Date());
        if (!event) continue;
        // One after the other, as a carrier reports them: the shop hears 'En camino' before 'Entregado'.
        const delivered = await sender.send(trackingDelivery(shipment, event, config.envia.webhookSecret));
        allDelivered &&= delivered;
      }
      return reply.redirect(
        `${DEV_ENVIA_PREFIX}/envios/${shipment.trackingNumber}?avisos=${allDelivered ? 'ok' : 'pendiente'}`,
        303,
      );
    });

    app.get('/guias/:file', async (request, reply) => {
      const params = labelParams.safeParse(request.params);
      const label = params.success ? await labelOf(db, params.data.file.replace(/\.pdf$/, '')) : undefined;
      if (!label) return reply.status(404).type('text/plain; charset=utf-8').send('No existe esa guía.');
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="guia-${params.data?.file ?? 'envio.pdf'}"`)
        .send(label);
    });
  };
}
