import { orderPagePath } from '@store/contract';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { qrCodePng } from '../../../lib/qr-code';
import type { MessagePayloads } from '../messages';
import type { MailAttachment } from '../sender';
import { absolute, ActionLink, colors, Layout, Paragraph, type Site } from './layout';
import { Fact } from './order-parts';

type Data = MessagePayloads['order-ready-for-pickup'];

/** The QR code's size in the message; the PNG is drawn at twice that for sharp phone screens. */
const QR_PX = 180;

/** The QR code travels inside the message (a related part), so it shows without loading anything. */
const qrContentId = (data: Data) => `codigo-recogida-${data.orderNumber}@norteno`;

/** "482 913": two groups of three, easier to read out at the counter than six digits in a row. */
const grouped = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`;

export const orderReadyForPickup = {
  subject: (data: Data) => `Tu pedido #${data.orderNumber} está listo para recoger`,
  body: (data: Data, site: Site) => (
    <Layout
      site={site}
      preview={`Recógelo en ${data.store.name} con tu código ${grouped(data.pickupCode)}.`}
      heading={`Tu pedido #${data.orderNumber} está listo para recoger`}
    >
      <Paragraph>
        Ya tenemos tu pedido en el mostrador de la tienda. Muestra este código al recogerlo:
      </Paragraph>
      <Section
        style={{
          border: `2px solid ${colors.line}`,
          borderRadius: '12px',
          margin: '12px 0',
          padding: '16px',
          textAlign: 'center',
        }}
      >
        <Text style={{ color: colors.muted, fontSize: '14px', lineHeight: '20px', margin: 0 }}>
          Código de recogida
        </Text>
        <Text
          style={{
            fontFamily: 'Menlo, Consolas, monospace',
            fontSize: '34px',
            fontWeight: 700,
            letterSpacing: '0.08em',
            lineHeight: '44px',
            margin: '4px 0 12px',
          }}
        >
          {grouped(data.pickupCode)}
        </Text>
        <Img
          src={`cid:${qrContentId(data)}`}
          alt={`Código QR de recogida ${data.pickupCode}`}
          width={String(QR_PX)}
          height={String(QR_PX)}
          style={{ display: 'block', margin: '0 auto', maxWidth: '100%' }}
        />
      </Section>
      <Paragraph>
        Quien muestre este código recoge el pedido: compártelo solo con quien vaya por él.
      </Paragraph>
      <Fact label="Tienda">{data.store.name}</Fact>
      <Fact label="Dirección">{data.store.address}</Fact>
      <Fact label="Horario">{data.store.hours}</Fact>
      <Paragraph>
        <Link href={data.store.mapUrl} style={{ color: colors.leather, textDecoration: 'underline' }}>
          Ver la tienda en el mapa
        </Link>
      </Paragraph>
      <ActionLink href={absolute(site, orderPagePath(data.orderNumber))}>Ver mi pedido</ActionLink>
    </Layout>
  ),
  /** The QR code of the pick-up code, drawn when the message is sent. */
  inline: async (data: Data): Promise<MailAttachment[]> => [
    {
      filename: `codigo-recogida-${data.orderNumber}.png`,
      content: await qrCodePng(data.pickupCode, QR_PX * 2),
      contentType: 'image/png',
      cid: qrContentId(data),
    },
  ],
};
