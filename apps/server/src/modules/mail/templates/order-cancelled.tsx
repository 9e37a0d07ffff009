import { formatCentavos } from '@store/money';
import type { MessagePayloads } from '../messages';
import { absolute, ActionLink, Layout, Paragraph, type Site } from './layout';
import { Fact, orderPath } from './order-parts';

type Data = MessagePayloads['order-cancelled'];

export const orderCancelled = {
  subject: (data: Data) => `Tu pedido #${data.orderNumber} fue cancelado`,
  body: (data: Data, site: Site) => {
    const refunded = formatCentavos(data.refundedCents);
    return (
      <Layout
        site={site}
        preview={`Cancelamos tu pedido #${data.orderNumber} y te reembolsamos ${refunded}.`}
        heading={`Tu pedido #${data.orderNumber} fue cancelado`}
      >
        <Paragraph>Cancelamos tu pedido antes de enviarlo y te devolvimos tu dinero completo.</Paragraph>
        {data.reason ? <Fact label="Motivo">{data.reason}</Fact> : null}
        <Fact label="Reembolso">
          {data.refundClabeLast4
            ? `${refunded} por transferencia a tu CLABE terminada en ${data.refundClabeLast4}`
            : data.cardLast4
              ? `${refunded} a tu tarjeta terminada en ${data.cardLast4}`
              : `${refunded} por el mismo medio con el que pagaste`}
        </Fact>
        <Paragraph>
          {data.refundClabeLast4
            ? 'Ya hicimos la transferencia; suele verse en tu cuenta el mismo día.'
            : 'Tu banco lo refleja en tu estado de cuenta en un plazo de 5 a 10 días hábiles.'}{' '}
          Si después de ese tiempo no lo ves, responde a este correo y te ayudamos.
        </Paragraph>
        <ActionLink href={absolute(site, orderPath(data.orderNumber))}>Ver mi pedido</ActionLink>
      </Layout>
    );
  },
};
