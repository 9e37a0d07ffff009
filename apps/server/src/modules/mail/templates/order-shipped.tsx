import { orderPagePath } from '@store/contract';
import { Link } from '@react-email/link';
import type { MessagePayloads } from '../messages';
import { absolute, ActionLink, colors, Layout, Paragraph, type Site } from './layout';
import { Fact } from './order-parts';

type Data = MessagePayloads['order-shipped'];

export const orderShipped = {
  subject: (data: Data) => `Tu pedido #${data.orderNumber} va en camino`,
  body: (data: Data, site: Site) => (
    <Layout
      site={site}
      preview={`Tu pedido #${data.orderNumber} salió con ${data.carrier}. Guía ${data.trackingNumber}.`}
      heading={`Tu pedido #${data.orderNumber} va en camino`}
    >
      <Paragraph>
        Tu pedido ya salió de la tienda y va con la paquetería. Puedes seguirlo con tu número de guía.
      </Paragraph>
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
