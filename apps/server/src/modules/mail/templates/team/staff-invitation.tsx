import type { MessagePayloads } from '../../messages';
import { absolute, ActionLink, Layout, Paragraph, type Site } from '../layout';

type Data = MessagePayloads['staff-invitation'];

/** Sent to a new staff member when an owner adds them in 'Equipo': how to get into the back-office. */
export const staffInvitation = {
  subject: () => 'Te agregaron al equipo de la tienda',
  body: (data: Data, site: Site) => (
    <Layout
      site={site}
      audience="staff"
      preview={`${data.invitedBy} te dio acceso al panel de la tienda.`}
      heading="Ya eres parte del equipo"
    >
      <Paragraph>
        {`${data.invitedBy} te agregó al equipo de la tienda como personal. Desde el panel puedes ver y enviar pedidos, contar existencias y subir fotos.`}
      </Paragraph>
      <Paragraph>
        {`Para entrar, inicia sesión con Google usando este correo (${data.email}) y abre el panel.`}
      </Paragraph>
      <ActionLink href={absolute(site, '/admin')}>Abrir el panel</ActionLink>
    </Layout>
  ),
};
