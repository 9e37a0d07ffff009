import { orderPagePath } from '@store/contract';
import { formatCentavos } from '@store/money';
import type { MessagePayloads } from '../messages';
import { absolute, ActionLink, Layout, Paragraph, type Site } from './layout';

type Data = MessagePayloads['invoice-issued'];

export const invoiceIssued = {
  subject: (data: Data) => `${data.copy ? 'Factura' : 'Tu factura'} del pedido #${data.orderNumber}`,
  body: (data: Data, site: Site) => (
    <Layout
      site={site}
      audience={data.copy ? 'invoice-recipient' : 'shopper'}
      preview={`Te enviamos el PDF y el XML de la factura del pedido #${data.orderNumber}.`}
      heading={`${data.copy ? 'Factura' : 'Tu factura'} del pedido #${data.orderNumber}`}
    >
      <Paragraph>
        {data.copy ? 'Aquí tienes la factura que confirmaste recibir' : 'Aquí tienes la factura de tu pedido'}
        , a nombre de {data.legalName} (RFC {data.rfc}), por {formatCentavos(data.totalCents)}. Van adjuntos
        el PDF y el XML.
      </Paragraph>
      <Paragraph>Folio fiscal: {data.uuid}</Paragraph>
      {data.copy ? (
        <Paragraph>Si algún dato no es correcto, responde a este correo y te ayudamos.</Paragraph>
      ) : (
        <>
          <Paragraph>
            También puedes descargarlos cuando quieras desde tu pedido. Si algún dato no es correcto, responde
            a este correo y te ayudamos.
          </Paragraph>
          <ActionLink href={absolute(site, orderPagePath(data.orderNumber))}>Ver mi pedido</ActionLink>
        </>
      )}
    </Layout>
  ),
};
