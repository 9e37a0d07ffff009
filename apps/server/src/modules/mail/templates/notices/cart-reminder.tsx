import { imagePath } from '@store/contract';
import { formatCentavos } from '@store/money';
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

type Data = MessagePayloads['cart-reminder'];

const small = { color: colors.muted, fontSize: '14px', lineHeight: '20px', margin: 0 } as const;

/** The stock as the shopper should read it today: none left, a few, or nothing said. */
const stockText = (stock: number, quantity: number) =>
  stock === 0
    ? 'Agotado'
    : stock < quantity
      ? `Solo quedan ${stock}`
      : stock <= 3
        ? `Quedan ${stock}`
        : 'Disponible';

export const cartReminder = {
  subject: () => 'Tu carrito te espera',
  body: (data: Data, site: Site) => (
    <Layout
      site={site}
      audience={{ offers: { unsubscribePath: data.unsubscribePath } }}
      preview="Guardamos lo que elegiste; los precios y existencias son los de hoy."
      heading="Tu carrito te espera"
    >
      <Paragraph>
        {`Hola, ${data.name}. Empezaste a pagar y no terminaste; guardamos lo que elegiste. Estos son los precios y las existencias de hoy:`}
      </Paragraph>
      <Section style={{ margin: '12px 0' }}>
        {data.lines.map((line) => (
          <Row
            key={`${line.name}-${line.color}-${line.size}`}
            style={{ borderTop: `1px solid ${colors.line}` }}
          >
            {line.picture ? (
              <Column style={{ padding: '12px 12px 12px 0', verticalAlign: 'top', width: '72px' }}>
                <Img
                  src={absolute(site, imagePath(line.picture, 160))}
                  alt=""
                  width="72"
                  height="72"
                  style={{ borderRadius: '8px', objectFit: 'cover' }}
                />
              </Column>
            ) : null}
            <Column style={{ padding: '12px 0', verticalAlign: 'top' }}>
              <Text
                data-text-line
                style={{ fontSize: '16px', fontWeight: 700, lineHeight: '22px', margin: 0 }}
              >
                {line.name}
              </Text>
              <Text
                data-text-line
                style={small}
              >{`${line.color} · Talla ${line.size} · ${line.quantity} pza.`}</Text>
              <Text data-text-line style={small}>
                {`${formatCentavos(line.finalPriceCents)} c/u · ${stockText(line.stock, line.quantity)}`}
              </Text>
            </Column>
          </Row>
        ))}
      </Section>
      <ActionLink href={absolute(site, data.cartPath)}>Volver a mi carrito</ActionLink>
      <Paragraph>
        El enlace arma tu carrito en cualquier dispositivo. Solo te enviamos este recordatorio una vez.
      </Paragraph>
    </Layout>
  ),
  headers: (data: Data, site: Site) => offersUnsubscribeHeaders(site, data),
};
