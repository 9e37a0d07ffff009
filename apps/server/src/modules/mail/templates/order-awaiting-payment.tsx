import { orderPagePath } from '@store/contract';
import { paymentDeadlineText, type PaymentInstructions } from '@store/contract';
import { formatCentavos, toCentavos } from '@store/money';
import type { MessagePayloads } from '../messages';
import { absolute, ActionLink, Layout, Paragraph, type Site } from './layout';
import { Fact, OrderLines } from './order-parts';

type Data = MessagePayloads['order-awaiting-payment'];

const pesos = (amount: number) => formatCentavos(toCentavos(amount));

function OxxoVoucher(props: {
  site: Site;
  orderNumber: number;
  voucher: PaymentInstructions & { method: 'oxxo' };
}) {
  const { voucher } = props;
  return (
    <>
      <Paragraph>
        Paga en efectivo en cualquier tienda OXXO antes de que venza tu ficha. Dile al cajero que quieres
        hacer un pago de OXXO Pay y muéstrale el número de referencia (o el código de barras de la ficha).
      </Paragraph>
      <Fact label="Referencia OXXO">{voucher.reference}</Fact>
      <Fact label="Monto exacto">{pesos(voucher.amount)}</Fact>
      <Fact label="Paga antes del">{paymentDeadlineText(voucher.expires_at)}</Fact>
      <Paragraph>
        Apartamos tus productos hasta entonces. OXXO nos confirma el pago a más tardar el siguiente día hábil;
        en cuanto llegue te avisamos y preparamos tu pedido.
      </Paragraph>
      {voucher.voucher_url ? (
        <ActionLink href={voucher.voucher_url}>Ver e imprimir mi ficha</ActionLink>
      ) : (
        <ActionLink href={absolute(props.site, orderPagePath(props.orderNumber))}>Ver mi pedido</ActionLink>
      )}
    </>
  );
}

function SpeiTransfer(props: { transfer: PaymentInstructions & { method: 'spei' } }) {
  const { transfer } = props;
  const partial = transfer.amount_remaining < transfer.amount;
  return (
    <>
      <Paragraph>
        Haz una transferencia SPEI desde la app o el portal de tu banco con estos datos. La CLABE es solo
        tuya: cada peso que envíes a ella se aplica a tus pedidos.
      </Paragraph>
      <Fact label="CLABE">{transfer.clabe}</Fact>
      <Fact label="Banco">{transfer.bank}</Fact>
      <Fact label="Beneficiario">{transfer.beneficiary}</Fact>
      <Fact label={partial ? 'Falta por transferir' : 'Monto exacto'}>
        {pesos(transfer.amount_remaining)}
      </Fact>
      <Fact label="Referencia o concepto">{transfer.reference}</Fact>
      <Fact label="Transfiere antes del">{paymentDeadlineText(transfer.expires_at)}</Fact>
      <Paragraph>
        Apartamos tus productos hasta entonces. Las transferencias suelen confirmarse en minutos; en cuanto
        llegue el pago completo te avisamos y preparamos tu pedido.
      </Paragraph>
    </>
  );
}

/** Sent when an order is created 'Pendiente de pago': how to pay it, and until when. */
export const orderAwaitingPayment = {
  subject: (data: Data) =>
    data.instructions.method === 'oxxo'
      ? `Tu ficha para pagar el pedido #${data.orderNumber}`
      : `Datos para tu transferencia del pedido #${data.orderNumber}`,
  body: (data: Data, site: Site) => {
    const { instructions } = data;
    const heading =
      instructions.method === 'oxxo'
        ? `Paga tu pedido #${data.orderNumber} en OXXO`
        : `Transfiere para tu pedido #${data.orderNumber}`;
    return (
      <Layout
        site={site}
        preview={`${pesos(instructions.amount)} antes del ${paymentDeadlineText(instructions.expires_at)}.`}
        heading={heading}
      >
        {instructions.method === 'oxxo' ? (
          <OxxoVoucher site={site} orderNumber={data.orderNumber} voucher={instructions} />
        ) : (
          <SpeiTransfer transfer={instructions} />
        )}
        <OrderLines site={site} lines={data.lines} />
        <Fact label="Total">{formatCentavos(data.totalCents)}</Fact>
        {instructions.method === 'spei' ? (
          <ActionLink href={absolute(site, orderPagePath(data.orderNumber))}>Ver mi pedido</ActionLink>
        ) : null}
      </Layout>
    );
  },
};
