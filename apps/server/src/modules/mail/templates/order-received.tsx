import { orderPagePath, paymentMethodText } from '@store/contract';
import { installmentText, isInstallmentMonths } from '@store/money';
import type { MessagePayloads } from '../messages';
import { absolute, ActionLink, Layout, Paragraph, type Site } from './layout';
import { Fact, OrderLines, OrderTotals } from './order-parts';

type Data = MessagePayloads['order-received'];

/** "Visa terminada en 4242, 6 meses sin intereses de $833.33", "Pago en efectivo en OXXO". */
function paymentText(data: Data): string {
  const payment = data.payment ?? {
    method: data.cardLast4 ? 'card' : 'oxxo',
    card_brand: null,
    installment_months: null,
  };
  if (payment.method !== 'card') return paymentMethodText(payment, null);
  const card = paymentMethodText(payment, null);
  const months = payment.installment_months;
  return [
    data.cardLast4 ? `${card} terminada en ${data.cardLast4}` : card,
    months !== null && isInstallmentMonths(months) ? installmentText(data.totalCents, months) : null,
  ]
    .filter(Boolean)
    .join(', ');
}

export const orderReceived = {
  subject: (data: Data) => `Recibimos tu pedido #${data.orderNumber}`,
  body: (data: Data, site: Site) => (
    <Layout
      site={site}
      preview={`Gracias por tu compra. Tu pedido #${data.orderNumber} ya está en proceso.`}
      heading={`¡Gracias por tu compra! Recibimos tu pedido #${data.orderNumber}`}
    >
      <Paragraph>
        {data.pickup
          ? 'Tu pago quedó registrado y ya estamos preparando tu pedido. Te escribiremos de nuevo cuando esté listo para recoger en la tienda, con tu código de recogida.'
          : 'Tu pago quedó registrado y ya estamos preparando tu pedido. Te escribiremos de nuevo cuando salga con la paquetería, con tu número de guía.'}
      </Paragraph>
      <Fact label="Pedido">{`#${data.orderNumber} · Referencia ${data.reference}`}</Fact>
      <OrderLines site={site} lines={data.lines} />
      <OrderTotals {...data} />
      <Fact label={data.pickup ? 'Entrega' : 'Dirección de entrega'}>{data.address}</Fact>
      {data.carrier ? (
        <Fact label="Paquetería">{`${data.carrier.name} · ${data.carrier.arrives}`}</Fact>
      ) : null}
      <Fact label="Forma de pago">{paymentText(data)}</Fact>
      <ActionLink href={absolute(site, orderPagePath(data.orderNumber))}>Ver mi pedido</ActionLink>
    </Layout>
  ),
};
