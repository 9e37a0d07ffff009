import { formatCentavos } from '@store/money';
import type { MessagePayloads } from '../messages';
import { absolute, ActionLink, Layout, Paragraph, type Site } from './layout';
import { Fact, OrderLines } from './order-parts';

type Data = MessagePayloads['staff-new-order'];

export const staffNewOrder = {
  subject: (data: Data) => `Nuevo pedido #${data.orderNumber}`,
  body: (data: Data, site: Site) => (
    <Layout
      site={site}
      audience="staff"
      preview={`${data.customerName} pagó ${formatCentavos(data.totalCents)}. Pedido #${data.orderNumber}.`}
      heading={`Nuevo pedido #${data.orderNumber}: ${formatCentavos(data.totalCents)}`}
    >
      <Paragraph>Entró un pedido pagado. Está en proceso y espera que lo prepares y lo envíes.</Paragraph>
      <Fact label="Cliente">{`${data.customerName} · ${data.customerEmail}`}</Fact>
      <Fact label="Referencia">{data.reference}</Fact>
      <OrderLines site={site} lines={data.lines} />
      <Fact label="Enviar a">{data.address}</Fact>
      <ActionLink href={absolute(site, `/admin/pedidos/${data.orderNumber}`)}>Abrir el pedido</ActionLink>
    </Layout>
  ),
};
