import { orderPagePath, RETURN_SHIPPING, SHOP_NAME, STORE_ADDRESS } from '@store/contract';
import { formatCentavos } from '@store/money';
import type { MessagePayloads } from '../messages';
import { absolute, ActionLink, Layout, Paragraph, type Site } from './layout';
import { Fact } from './order-parts';

type Data<Kind extends keyof MessagePayloads> = MessagePayloads[Kind];

const pieces = (units: number) => (units === 1 ? '1 pieza' : `${units} piezas`);

const orderLink = (site: Site, orderNumber: number) => (
  <ActionLink href={absolute(site, orderPagePath(orderNumber))}>Ver mi pedido</ActionLink>
);

export const returnRequested = {
  subject: (data: Data<'return-requested'>) =>
    `Recibimos tu solicitud de devolución del pedido #${data.orderNumber}`,
  body: (data: Data<'return-requested'>, site: Site) => (
    <Layout
      site={site}
      preview={`Revisamos tu solicitud de devolución de ${pieces(data.units)} y te respondemos pronto.`}
      heading={`Recibimos tu solicitud de devolución del pedido #${data.orderNumber}`}
    >
      <Paragraph>
        Pediste devolver {pieces(data.units)}. La revisamos y te escribimos en cuanto la aprobemos, con los
        pasos para enviarnos los artículos.
      </Paragraph>
      {orderLink(site, data.orderNumber)}
    </Layout>
  ),
};

export const returnApproved = {
  subject: (data: Data<'return-approved'>) => `Aprobamos tu devolución del pedido #${data.orderNumber}`,
  body: (data: Data<'return-approved'>, site: Site) => (
    <Layout
      site={site}
      preview="Envíanos los artículos o tráelos a la tienda."
      heading={`Aprobamos tu devolución del pedido #${data.orderNumber}`}
    >
      <Paragraph>
        Envíanos los artículos por paquetería, nuevos, con sus etiquetas y, si son botas, en su caja; o
        tráelos a nuestra tienda sin costo. En cuanto lleguen te avisamos.
      </Paragraph>
      <Fact label="Envíalos a">{`${SHOP_NAME}, ${STORE_ADDRESS.mapQuery}`}</Fact>
      <Fact label="Quién paga el envío">{`${RETURN_SHIPPING.shopPays} ${RETURN_SHIPPING.shopperPays}`}</Fact>
      <Paragraph>{`Pon una nota con tu número de pedido, #${data.orderNumber}, dentro del paquete para que lo reconozcamos al llegar.`}</Paragraph>
      {orderLink(site, data.orderNumber)}
    </Layout>
  ),
};

export const returnRejected = {
  subject: (data: Data<'return-rejected'>) =>
    `No pudimos aceptar tu devolución del pedido #${data.orderNumber}`,
  body: (data: Data<'return-rejected'>, site: Site) => (
    <Layout
      site={site}
      preview="Te explicamos por qué."
      heading={`No pudimos aceptar tu devolución del pedido #${data.orderNumber}`}
    >
      <Fact label="Motivo">{data.reason}</Fact>
      <Paragraph>Si tienes dudas, responde a este correo y lo vemos contigo.</Paragraph>
      {orderLink(site, data.orderNumber)}
    </Layout>
  ),
};

export const returnReceived = {
  subject: (data: Data<'return-received'>) =>
    `Recibimos los artículos de tu devolución del pedido #${data.orderNumber}`,
  body: (data: Data<'return-received'>, site: Site) => (
    <Layout
      site={site}
      preview={`Llegaron ${pieces(data.units)}; preparamos tu reembolso.`}
      heading={`Recibimos los artículos de tu devolución del pedido #${data.orderNumber}`}
    >
      <Paragraph>
        Llegaron {pieces(data.units)}. Te hacemos el reembolso en un máximo de 10 días hábiles y te avisamos
        cuando esté hecho.
      </Paragraph>
      {orderLink(site, data.orderNumber)}
    </Layout>
  ),
};

export const returnRefunded = {
  subject: (data: Data<'return-refunded'>) =>
    `Te reembolsamos ${formatCentavos(data.refundedCents)} de tu devolución del pedido #${data.orderNumber}`,
  body: (data: Data<'return-refunded'>, site: Site) => {
    const refunded = formatCentavos(data.refundedCents);
    return (
      <Layout
        site={site}
        preview={`Te reembolsamos ${refunded}.`}
        heading={`Te reembolsamos ${refunded} de tu devolución del pedido #${data.orderNumber}`}
      >
        <Fact label="Reembolso">
          {data.refundClabeLast4
            ? `${refunded} por transferencia a tu CLABE terminada en ${data.refundClabeLast4}`
            : data.cardLast4
              ? `${refunded} a tu tarjeta terminada en ${data.cardLast4}`
              : `${refunded} por el mismo medio con el que pagaste`}
        </Fact>
        {data.shippingCents > 0 ? (
          <Fact label="Incluye el envío de regreso">{formatCentavos(data.shippingCents)}</Fact>
        ) : null}
        <Paragraph>
          {data.refundClabeLast4
            ? 'Ya hicimos la transferencia; suele verse en tu cuenta el mismo día.'
            : 'Tu banco lo refleja en tu estado de cuenta en un plazo de 5 a 10 días hábiles.'}
        </Paragraph>
        {orderLink(site, data.orderNumber)}
      </Layout>
    );
  },
};
