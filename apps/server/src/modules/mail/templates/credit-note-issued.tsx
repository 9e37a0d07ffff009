import { orderPagePath } from '@store/contract';
import { formatCentavos } from '@store/money';
import type { MessagePayloads } from '../messages';
import { absolute, ActionLink, Layout, Paragraph, type Site } from './layout';

type Data = MessagePayloads['credit-note-issued'];

export const creditNoteIssued = {
  subject: (data: Data) => `Tu nota de crédito del pedido #${data.orderNumber}`,
  body: (data: Data, site: Site) => (
    <Layout
      site={site}
      audience="shopper"
      preview={`Te enviamos el PDF y el XML de la nota de crédito del pedido #${data.orderNumber}.`}
      heading={`Tu nota de crédito del pedido #${data.orderNumber}`}
    >
      <Paragraph>
        Como te devolvimos {formatCentavos(data.totalCents)} del pedido, emitimos una nota de crédito a nombre
        de {data.legalName} (RFC {data.rfc}) por ese monto, relacionada con tu factura (folio fiscal{' '}
        {data.invoiceUuid}). Van adjuntos el PDF y el XML.
      </Paragraph>
      <Paragraph>Folio fiscal de la nota de crédito: {data.uuid}</Paragraph>
      <Paragraph>
        También puedes descargarlos cuando quieras desde tu pedido. Si algún dato no es correcto, responde a
        este correo y te ayudamos.
      </Paragraph>
      <ActionLink href={absolute(site, orderPagePath(data.orderNumber))}>Ver mi pedido</ActionLink>
    </Layout>
  ),
};
