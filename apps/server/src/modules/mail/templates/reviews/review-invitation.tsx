import { imagePath } from '@store/contract';
import { Column } from '@react-email/column';
import { Img } from '@react-email/img';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { MessagePayloads } from '../../messages';
import {
  absolute,
  ActionLink,
  colors,
  Layout,
  offersUnsubscribeHeaders,
  Paragraph,
  type Site,
} from '../layout';

type Data = MessagePayloads['review-invitation'];

export const reviewInvitation = {
  subject: (data: Data) => `¿Qué te pareció tu pedido #${data.orderNumber}?`,
  // Sent under the offers consent: the cart reminder's one-click way out, which ends that consent.
  headers: (data: Data, site: Site) => offersUnsubscribeHeaders(site, data),
  body: (data: Data, site: Site) => (
    <Layout
      site={site}
      audience={{ offers: { unsubscribePath: data.unsubscribePath } }}
      preview="Tu reseña ayuda a otros a elegir su talla."
      heading={`¿Qué te pareció tu pedido #${data.orderNumber}?`}
    >
      <Paragraph>
        Hace una semana recibiste tu pedido. Cuéntanos cómo te fue: tu reseña, y cómo te quedó la talla,
        ayudan a otros clientes a elegir.
      </Paragraph>
      {data.products.map((product) => (
        <Section key={product.path} style={{ margin: '8px 0' }}>
          <Row style={{ borderTop: `1px solid ${colors.line}` }}>
            {product.picture ? (
              <Column style={{ padding: '12px 12px 12px 0', width: '72px', verticalAlign: 'top' }}>
                <Img
                  src={absolute(site, imagePath(product.picture, 160))}
                  alt=""
                  width="72"
                  height="72"
                  style={{ borderRadius: '8px', objectFit: 'cover' }}
                />
              </Column>
            ) : null}
            <Column style={{ padding: '12px 0', verticalAlign: 'top' }}>
              <Text data-text-line style={{ fontSize: '16px', fontWeight: 700, margin: '0 0 8px' }}>
                {product.name}
              </Text>
              <ActionLink href={absolute(site, product.path)}>Escribir reseña</ActionLink>
            </Column>
          </Row>
        </Section>
      ))}
    </Layout>
  ),
};
