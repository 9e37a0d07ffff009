import type { MessagePayloads } from '../messages';
import { absolute, ActionLink, Layout, Paragraph, type Site } from './layout';

type Data = MessagePayloads['order-payment-lapsed'];

/** Sent when an order's voucher or transfer deadline passed without the money. */
export const orderPaymentLapsed = {
  subject: (data: Data) => `No recibimos el pago de tu pedido #${data.orderNumber}`,
  body: (data: Data, site: Site) => (
    <Layout
      site={site}
      preview={`Tu pedido #${data.orderNumber} se canceló porque no llegó el pago.`}
      heading={`No recibimos el pago de tu pedido #${data.orderNumber}`}
    >
      <Paragraph>
        {data.method === 'oxxo'
          ? 'Tu ficha de OXXO venció sin que recibiéramos el pago, así que liberamos los productos que te apartamos.'
          : 'El plazo para tu transferencia terminó sin que recibiéramos el pago completo, así que liberamos los productos que te apartamos.'}
      </Paragraph>
      {data.method === 'spei' ? (
        <Paragraph>
          Si alcanzaste a transferir una parte, no se pierde: escríbenos respondiendo a este correo y te la
          devolvemos.
        </Paragraph>
      ) : null}
      <Paragraph>Si todavía los quieres, puedes volver a comprarlos cuando gustes.</Paragraph>
      <ActionLink href={absolute(site, '/')}>Ir a la tienda</ActionLink>
    </Layout>
  ),
};
