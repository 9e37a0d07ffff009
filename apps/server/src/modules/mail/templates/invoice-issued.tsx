import { orderPagePath } from '@store/contract';
import { formatCentavos } from '@store/money';
import type { MessagePayloads } from '../messages';
import { absolute, ActionLink, Layout, Paragraph, type Site } from './layout';

type Data = MessagePayloads['invoice-issued'];

export const invoiceIssued = {
  subject: (data: Data) => `Tu factura del pedido #${data.orderNumber}`,
  body: (data: Data, site: Site) => (
    <Layout
      site={site}
      preview={`Te enviamos el PDF y el XML de la factura de tu pedido #${data.orderNumber}.`}
      heading={`Tu factura del pedido #${data.orderNumber}`}
    >
      <Paragraph>
        Aquí tienes la factura de tu pedido, a nombre de {data.legalName} (RFC {data.rfc}), por{' '}
        {formatCentavos(data.totalCents)}. Van adjuntos el PDF y el XML.
      </Paragraph>
      <Paragraph>Folio fiscal: {data.uuid}</Paragraph>
      <Paragraph>
        También puedes descargarlos cuando quieras desde tu pedido. Si algún dato no es correcto, responde a
        este correo y te ayudamos.
      </Paragraph>
      <ActionLink href={absolute(site, orderPagePath(data.orderNumber))}>Ver mi pedido</ActionLink>
    </Layout>
  ),
};
