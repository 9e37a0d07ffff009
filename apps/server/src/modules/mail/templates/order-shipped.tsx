import { orderPagePath } from '@store/contract';
import { Link } from '@react-email/link';
import type { MessagePayloads } from '../messages';
import { absolute, ActionLink, colors, Layout, Paragraph, type Site } from './layout';
import { Fact } from './order-parts';

type Data = MessagePayloads['order-shipped'];

// Written again, it says first what changed since the last e-mail, so the two never read as a contradiction.
const SUBJECT: Record<NonNullable<Data['again']> | 'first', (n: number) => string> = {
  first: (n) => `Tu pedido #${n} va en camino`,
  'tracking-corrected': (n) => `Corregimos la guía de tu pedido #${n}`,
  'delivery-undone': (n) => `Tu pedido #${n} aún va en camino`,
};
const OPENING: Record<NonNullable<Data['again']> | 'first', string> = {
  first: 'Tu pedido ya salió de la tienda y va con la paquetería. Puedes seguirlo con tu número de guía.',
  'tracking-corrected':
    'El número de guía que te enviamos tenía un error. Este es el correcto para seguir tu pedido:',
  'delivery-undone':
    'Te escribimos por error que tu pedido ya se había entregado: todavía va en camino con la paquetería. Te avisaremos cuando llegue. Puedes seguirlo con tu número de guía.',
};

export const orderShipped = {
  subject: (data: Data) => SUBJECT[data.again ?? 'first'](data.orderNumber),
  body: (data: Data, site: Site) => (
    <Layout
      site={site}
      preview={`${SUBJECT[data.again ?? 'first'](data.orderNumber)}: ${data.carrier}, guía ${data.trackingNumber}.`}
      heading={SUBJECT[data.again ?? 'first'](data.orderNumber)}
    >
      <Paragraph>{OPENING[data.again ?? 'first']}</Paragraph>
      <Fact label="Paquetería">{data.carrier}</Fact>
      <Fact label="Número de guía">{data.trackingNumber}</Fact>
      {data.trackingUrl ? (
        <ActionLink href={data.trackingUrl}>Rastrear paquete</ActionLink>
      ) : (
        <Paragraph>{`Consulta tu guía en el sitio de ${data.carrier}.`}</Paragraph>
      )}
      <Paragraph>
        {'También lo ves en '}
        <Link
          href={absolute(site, orderPagePath(data.orderNumber))}
          style={{ color: colors.leather, textDecoration: 'underline' }}
        >
          tu pedido, en tu cuenta
        </Link>
        .
      </Paragraph>
    </Layout>
  ),
};

type TrackingData = MessagePayloads['order-tracking'];

// 'En camino' has its own words: 'va en camino' was already said when the label was bought (the shipped
// e-mail), and a second e-mail with the same subject would read as a duplicate.
const WORDS: Record<TrackingData['step'], { subject: (n: number) => string; says: string }> = {
  en_camino: {
    subject: (n) => `La paquetería ya recogió tu pedido #${n}`,
    says: 'La paquetería ya tiene tu paquete y lo lleva hacia tu ciudad.',
  },
  en_reparto: {
    subject: (n) => `Tu pedido #${n} sale hoy a reparto`,
    says: 'Tu paquete salió hoy a reparto: lo entregan en tu domicilio en el transcurso del día.',
  },
};

/** The carrier's tracking webhook moved the parcel: it is on its way, or out for delivery today. */
export const orderTracking = {
  subject: (data: TrackingData) => WORDS[data.step].subject(data.orderNumber),
  body: (data: TrackingData, site: Site) => (
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
