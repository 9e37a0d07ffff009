import { escapeMarkup } from '../../../server/src/lib/markup';
import { devPage } from '../common/dev-page';
import { CARRIERS } from './rates';
import { CREATED, STEPS, type Shipment } from './shipments';

const CSS = `
      main { background: #fff; padding: 1.25rem; border-radius: 1rem; width: calc(100% - 2rem); max-width: 30rem; margin: 1rem auto; box-sizing: border-box; }
      main > .hint { margin: .75rem 0 .5rem; }
      h1 { overflow-wrap: anywhere; }
      .tag { display: inline-block; background: #3d2417; color: #fff; border-radius: .3rem; padding: .1rem .4rem; font-size: .75rem; font-weight: 700; }
      ol.steps { list-style: none; padding: 0; margin: 0; display: grid; gap: .5rem; }
      ol.steps li { display: flex; justify-content: space-between; gap: .5rem; padding: .6rem .75rem; border: 1px solid #d8cec4; border-radius: .5rem; }
      ol.steps li.done { background: #eaf5ea; border-color: #8bc48b; }
      ol.steps li.done span::before { content: '✓ '; font-weight: 700; }
      ol.steps time { color: #5c4f45; font-size: .85rem; }
      form { margin: 0; }
      form.main button { width: 100%; margin-top: 1rem; }
      .actions { display: flex; flex-wrap: wrap; gap: .5rem; }
      .notice { background: #eaf5ea; padding: .75rem; border-radius: .5rem; margin: 1rem 0 0; }
      .alert { margin-top: 1rem; }`;

const timeOf = (iso: string) =>
  new Intl.DateTimeFormat('es-MX', {
    timeZone: 'America/Mexico_City',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

/** How the last 'Simular' went, as the page after it says. */
export type Delivered = 'ok' | 'pendiente' | undefined;

/**
 * A shipment's page at the local carrier: where the parcel is, step by step ('En camino', 'En reparto',
 * 'Entregado'), with 'Simular entrega' to take it to the door and a button for the next step alone.
 * Each step sends the shop its tracking webhook, signed as Envia signs them. A form, no script.
 */
export function shipmentPage(
  shipment: Shipment,
  links: { simulate: string; label: string; webhook: string },
  delivered: Delivered,
): string {
  const { request } = shipment;
  const carrier = CARRIERS[shipment.carrier];
  const service = carrier?.services.find((each) => each.service === shipment.service);
  const reached = STEPS.findIndex((step) => step.status === shipment.status);
  const created = shipment.events.find((event) => event.status === CREATED);
  const eventOf = (status: string) => shipment.events.find((event) => event.status === status);
  const rows = [
    `<li class="done"><span>Guía generada</span>${created ? `<time>${escapeMarkup(timeOf(created.at))}</time>` : ''}</li>`,
    ...STEPS.map((step, index) => {
      const event = eventOf(step.status);
      return `<li${index <= reached ? ' class="done"' : ''}><span>${step.name}</span>${event ? `<time>${escapeMarkup(timeOf(event.at))}</time>` : ''}</li>`;
    }),
  ].join('\n        ');
  const next = STEPS.slice(reached + 1);
  const form = (step: (typeof STEPS)[number], label: string, main: boolean) =>
    `<form method="post" action="${escapeMarkup(links.simulate)}"${main ? ' class="main"' : ''}>
          <input type="hidden" name="hasta" value="${step.key}">
          <button type="submit"${main ? '' : ' class="secondary"'}>${escapeMarkup(label)}</button>
        </form>`;
  const last = STEPS[STEPS.length - 1];
  const controls =
    next.length === 0 || !last
      ? '<p class="notice">El paquete ya se entregó.</p>'
      : `${form(last, 'Simular entrega', true)}
      <p class="hint">O un paso a la vez:</p>
      <div class="actions">
        ${next.map((step) => form(step, step.name, false)).join('\n        ')}
      </div>`;
  const outcome =
    delivered === 'ok'
      ? '<p class="notice" role="status">La tienda recibió el aviso de rastreo.</p>'
      : delivered === 'pendiente'
        ? '<p class="alert" role="alert">La tienda no recibió el aviso de rastreo; se volverá a enviar en unos segundos.</p>'
        : '';
  return devPage(
    `Envío ${shipment.trackingNumber}`,
    CSS,
    `    <main>
      <p class="hint"><span class="tag">Simulador</span> Paquetería local de la tienda, en lugar de Envia.com</p>
      <h1>Envío ${escapeMarkup(shipment.trackingNumber)}</h1>
      <p>${escapeMarkup(carrier?.description ?? shipment.carrier)} · ${escapeMarkup(service?.description ?? shipment.service)} · para ${escapeMarkup(request.destination.name)}, ${escapeMarkup(request.destination.city)}, C.P. ${escapeMarkup(request.destination.postalCode)}</p>
      <h2>Seguimiento</h2>
      <ol class="steps">
        ${rows}
      </ol>
      ${outcome}
      ${controls}
      <p class="hint">Cada paso envía el aviso de rastreo firmado a ${escapeMarkup(links.webhook)}.</p>
      <p><a href="${escapeMarkup(links.label)}">Ver la guía (PDF)</a></p>
    </main>`,
  );
}

/** What the page says for a tracking number the local carrier never sold. */
export const unknownShipmentPage = (trackingNumber: string) =>
  devPage(
    'Envío no encontrado',
    CSS,
    `    <main>
      <h1>No existe el envío ${escapeMarkup(trackingNumber)}</h1>
      <p class="hint">La paquetería local solo conoce las guías que generó.</p>
    </main>`,
  );
