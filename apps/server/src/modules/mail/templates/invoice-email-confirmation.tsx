import { SHOP_TIME_ZONE } from '@store/contract';
import type { MessagePayloads } from '../messages';
import { absolute, ActionLink, Layout, Paragraph, type Site } from './layout';

type Data = MessagePayloads['invoice-email-confirmation'];

const day = new Intl.DateTimeFormat('es-MX', {
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: SHOP_TIME_ZONE,
});

/**
 * To an address a shopper typed for their invoice: nothing of the invoice (whose taxpayer it names) until
 * someone here confirms, and no words of the shopper's, so the shop's mail cannot carry anyone's message.
 */
export const invoiceEmailConfirmation = {
  subject: (data: Data) => `¿Quieres recibir la factura del pedido #${data.orderNumber}?`,
  body: (data: Data, site: Site) => (
    <Layout
      site={site}
      audience="invoice-recipient"
      preview={`Confirma este correo para recibir la factura del pedido #${data.orderNumber}.`}
      heading="Confirma tu correo para recibir una factura"
    >
      <Paragraph>
        Un cliente de nuestra tienda pidió que te enviemos la factura de su pedido #{data.orderNumber} a este
        correo. Antes de enviarla, necesitamos que confirmes que la esperas.
      </Paragraph>
      <ActionLink href={absolute(site, data.confirmPath)}>Confirmar y recibir la factura</ActionLink>
      <Paragraph>
        El enlace sirve hasta el {day.format(new Date(data.expiresAt))} (hora del centro de México). Si no
        esperas esta factura, ignora este correo: no te enviaremos nada más.
      </Paragraph>
    </Layout>
  ),
};
