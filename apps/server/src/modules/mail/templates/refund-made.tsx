import { orderPagePath } from '@store/contract';
import { formatCentavos } from '@store/money';
import type { MessagePayloads } from '../messages';
import { absolute, ActionLink, Layout, Paragraph, type Site } from './layout';
import { Fact } from './order-parts';

type Data = MessagePayloads['refund-made'];

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' };

/** Where the money went, as the shopper recognises it: their card, their bank account. */
function destination(data: Data): string {
  if (data.method === 'transfer') {
    return data.clabeLast4
      ? `tu cuenta bancaria con CLABE terminada en ${data.clabeLast4}, por transferencia`
      : 'tu cuenta bancaria, por transferencia';
  }
  if (data.method === 'spei') return 'tu cuenta bancaria, por SPEI';
  if (data.cardLast4) {
    const brand = data.cardBrand ? `${BRANDS[data.cardBrand] ?? data.cardBrand} ` : '';
    return `tu tarjeta ${brand}•••• ${data.cardLast4}`;
  }
  return 'el mismo medio con el que pagaste';
}

/** When it usually shows: a card's bank takes days; a transfer staff made is already there. */
function arrival(data: Data): string {
  if (data.method === 'transfer') {
    return `Ya hicimos la transferencia${data.transferReference ? ` (clave de rastreo ${data.transferReference})` : ''}; suele verse en tu cuenta el mismo día.`;
  }
  if (data.method === 'spei') return 'Suele verse en tu cuenta en 1 a 3 días hábiles.';
  return 'Tu banco suele reflejarlo en tu estado de cuenta en 5 a 10 días hábiles.';
}

export const refundMade = {
  subject: (data: Data) =>
    `Te devolvimos ${formatCentavos(data.refundedCents)} del pedido #${data.orderNumber}`,
  body: (data: Data, site: Site) => {
    const refunded = formatCentavos(data.refundedCents);
    return (
      <Layout
        site={site}
        preview={`Te devolvimos ${refunded} a ${destination(data)}.`}
        heading={`Te devolvimos ${refunded} del pedido #${data.orderNumber}`}
      >
        <Fact label="Reembolso">{refunded}</Fact>
        <Fact label="A dónde va">{destination(data)}</Fact>
        <Paragraph>{arrival(data)}</Paragraph>
        <ActionLink href={absolute(site, orderPagePath(data.orderNumber))}>Ver mi pedido</ActionLink>
      </Layout>
    );
  },
};
