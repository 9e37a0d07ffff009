import { orderPagePath } from '@store/contract';
import type { MessagePayloads } from '../messages';
import { absolute, ActionLink, Layout, Paragraph, type Site } from './layout';

type Data = MessagePayloads['order-delivered'];

export const orderDelivered = {
  subject: (data: Data) => `Tu pedido #${data.orderNumber} fue entregado`,
  body: (data: Data, site: Site) => (
    <Layout
      site={site}
      preview={
        data.pickedUp
          ? `Recogiste tu pedido #${data.orderNumber} en la tienda.`
          : `La paquetería entregó tu pedido #${data.orderNumber}.`
      }
      heading={`Tu pedido #${data.orderNumber} fue entregado`}
    >
      <Paragraph>
        {data.pickedUp
          ? 'Recogiste tu pedido en la tienda. ¡Que lo disfrutes!'
          : 'La paquetería nos avisa que tu pedido ya llegó. ¡Que lo disfrutes!'}
      </Paragraph>
      <Paragraph>
        Si algo no te quedó o no llegó como esperabas, escríbenos respondiendo a este correo y lo resolvemos.
      </Paragraph>
      <ActionLink href={absolute(site, orderPagePath(data.orderNumber))}>Ver mi pedido</ActionLink>
    </Layout>
  ),
};
