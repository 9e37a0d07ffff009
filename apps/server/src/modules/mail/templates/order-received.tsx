import type { MessagePayloads } from '../messages';
import { absolute, ActionLink, Layout, Paragraph, type Site } from './layout';
import { Fact, OrderLines, OrderTotals, orderPath } from './order-parts';

type Data = MessagePayloads['order-received'];

export const orderReceived = {
  subject: (data: Data) => `Recibimos tu pedido #${data.orderNumber}`,
  body: (data: Data, site: Site) => (
    <Layout
      site={site}
      preview={`Gracias por tu compra. Tu pedido #${data.orderNumber} ya está en proceso.`}
      heading={`¡Gracias por tu compra! Recibimos tu pedido #${data.orderNumber}`}
    >
      <Paragraph>
        Tu pago quedó registrado y ya estamos preparando tu pedido. Te escribiremos de nuevo cuando salga con
        la paquetería, con tu número de guía.
      </Paragraph>
      <Fact label="Pedido">{`#${data.orderNumber} · Referencia ${data.reference}`}</Fact>
      <OrderLines site={site} lines={data.lines} />
      <OrderTotals {...data} />
      <Fact label="Dirección de entrega">{data.address}</Fact>
      <Fact label="Forma de pago">
        {data.cardLast4 ? `Tarjeta terminada en ${data.cardLast4}` : 'Pago en efectivo en OXXO'}
      </Fact>
      <ActionLink href={absolute(site, orderPath(data.orderNumber))}>Ver mi pedido</ActionLink>
    </Layout>
  ),
};
