import { orderPagePath } from '@store/contract';
import { formatCentavos } from '@store/money';
import type { MessagePayloads } from '../messages';
import { absolute, ActionLink, Layout, Paragraph, type Site } from './layout';
import { Fact } from './order-parts';

type Data = MessagePayloads['order-cancelled'];

export const orderCancelled = {
  subject: (data: Data) => `Tu pedido #${data.orderNumber} fue cancelado`,
  body: (data: Data, site: Site) => {
    const refunded = formatCentavos(data.refundedCents);
    const refund = data.refund ?? 'made';
    const preview =
      refund === 'none'
        ? `Cancelamos tu pedido #${data.orderNumber}; tu ficha o tus datos de transferencia ya no son válidos.`
        : refund === 'owed'
          ? `Cancelamos tu pedido #${data.orderNumber}; te devolveremos ${refunded} por transferencia.`
          : `Cancelamos tu pedido #${data.orderNumber} y te reembolsamos ${refunded}.`;
    return (
      <Layout site={site} preview={preview} heading={`Tu pedido #${data.orderNumber} fue cancelado`}>
        <Paragraph>
          {data.byShopper
            ? 'Cancelaste tu pedido antes de que lo enviáramos'
            : 'Cancelamos tu pedido antes de enviarlo'}
          {refund === 'none'
            ? '. Como aún no lo pagabas, no se te cobró nada.'
            : refund === 'owed'
              ? '. Pagaste en efectivo en OXXO, así que te devolveremos tu dinero completo por transferencia.'
              : ' y te devolvimos tu dinero completo.'}
        </Paragraph>
        {data.reason ? <Fact label="Motivo">{data.reason}</Fact> : null}
        {refund === 'none' ? (
          <Paragraph>
            Tu ficha de pago o tus datos de transferencia ya no son válidos: no hagas el pago. Si ya lo
            hiciste, responde a este correo y te devolvemos tu dinero.
          </Paragraph>
        ) : refund === 'owed' ? (
          <>
            <Fact label="Reembolso">
              {data.refundClabeLast4
                ? `${refunded} por transferencia a tu CLABE terminada en ${data.refundClabeLast4}`
                : `${refunded} por transferencia`}
            </Fact>
            <Paragraph>
              {data.refundClabeLast4
                ? 'Te avisaremos en cuanto hagamos la transferencia.'
                : 'Te escribiremos para pedirte tu CLABE y te avisaremos en cuanto hagamos la transferencia.'}
            </Paragraph>
          </>
        ) : (
          <>
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
          </>
        )}
        <ActionLink href={absolute(site, orderPagePath(data.orderNumber))}>Ver mi pedido</ActionLink>
      </Layout>
    );
  },
};
