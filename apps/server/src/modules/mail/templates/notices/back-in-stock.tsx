import { imagePath } from '@store/contract';
import { Column } from '@react-email/column';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { MessagePayloads } from '../../messages';
import { absolute, ActionLink, colors, Layout, Paragraph, type Site } from '../layout';

type Data = MessagePayloads['back-in-stock'];

const small = { color: colors.muted, fontSize: '14px', lineHeight: '20px', margin: 0 } as const;
const together = { whiteSpace: 'nowrap' } as const;

export const backInStock = {
  subject: (data: Data) => `Ya llegó tu talla: ${data.productName}`,
  body: (data: Data, site: Site) => (
    <Layout
      site={site}
      audience="stock-alert"
      preview={`${data.productName} en ${data.color}, talla ${data.size}, ya está disponible.`}
      heading="Ya llegó tu talla"
    >
      <Paragraph>
        Nos pediste avisarte cuando volviera la talla que esperabas. Ya está a la venta, mientras haya piezas.
      </Paragraph>
      <Section style={{ margin: '12px 0' }}>
        <Row style={{ borderTop: `1px solid ${colors.line}`, borderBottom: `1px solid ${colors.line}` }}>
          {data.picture ? (
            <Column style={{ padding: '12px 12px 12px 0', verticalAlign: 'top', width: '72px' }}>
              <Img
                src={absolute(site, imagePath(data.picture, 160))}
                alt=""
                width="72"
                height="72"
                style={{ borderRadius: '8px', objectFit: 'cover' }}
              />
            </Column>
          ) : null}
          <Column style={{ padding: '12px 0', verticalAlign: 'top' }}>
            <Text
              data-text-line
              style={{
                fontSize: '16px',
                fontWeight: 700,
                lineHeight: '22px',
                margin: 0,
                overflowWrap: 'anywhere',
              }}
            >
              {data.productName}
            </Text>
            <Text data-text-line style={{ ...small, marginTop: '2px' }}>
              {`${data.color} · `}
              <span style={together}>{`Talla ${data.size}`}</span>
            </Text>
          </Column>
        </Row>
      </Section>
      <ActionLink href={absolute(site, data.path)}>Ver mi talla</ActionLink>
      <Paragraph>Este aviso terminó: no te volveremos a escribir por esta talla.</Paragraph>
      {data.otherAlerts.length > 0 ? (
        <Section style={{ margin: '8px 0 0' }}>
          <Text style={{ ...small, margin: '8px 0 4px' }}>
            {data.otherAlerts.length === 1
              ? 'Sigues esperando otra talla. Si ya no la quieres, cancela su aviso:'
              : `Sigues esperando otras ${data.otherAlerts.length} tallas. Si ya no quieres alguna, cancela su aviso:`}
          </Text>
          {data.otherAlerts.map((alert) => (
            <Text key={alert.cancelPath} data-text-line style={small}>
              {`${alert.productName} · ${alert.color} · `}
              <span style={together}>{`Talla ${alert.size}`}</span>
              {' · '}
              <Link href={absolute(site, alert.cancelPath)} style={{ color: colors.muted }}>
                Cancelar aviso
              </Link>
            </Text>
          ))}
        </Section>
      ) : null}
    </Layout>
  ),
};
