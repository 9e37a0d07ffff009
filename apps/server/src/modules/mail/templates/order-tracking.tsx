import { orderPagePath } from '@store/contract';
import type { MessagePayloads } from '../messages';
import { absolute, ActionLink, Layout, Paragraph, type Site } from './layout';
import { Fact } from './order-parts';

type Data = MessagePayloads['order-tracking'];

const WORDS: Record<Data['step'], { subject: (n: number) => string; says: string }> = {
  en_camino: {
    subject: (n) => `Tu pedido #${n} va en camino`,
    says: 'La paquetería ya tiene tu paquete y lo lleva hacia tu ciudad.',
  },
  en_reparto: {
    subject: (n) => `Tu pedido #${n} sale hoy a reparto`,
    says: 'Tu paquete salió hoy a reparto: lo entregan en tu domicilio en el transcurso del día.',
  },
};

/** The carrier's tracking webhook moved the parcel: it is on its way, or out for delivery today. */
export const orderTracking = {
  subject: (data: Data) => WORDS[data.step].subject(data.orderNumber),
  body: (data: Data, site: Site) => (
    <Layout
      site={site}
      preview={`${WORDS[data.step].says} Guía ${data.trackingNumber}.`}
      heading={WORDS[data.step].subject(data.orderNumber)}
    >
      <Paragraph>{WORDS[data.step].says}</Paragraph>
      <Fact label="Paquetería">{data.carrier}</Fact>
      <Fact label="Número de guía">{data.trackingNumber}</Fact>
      <ActionLink href={data.trackingUrl ?? absolute(site, orderPagePath(data.orderNumber))}>
        {data.trackingUrl ? 'Rastrear paquete' : 'Ver mi pedido'}
      </ActionLink>
    </Layout>
  ),
};
