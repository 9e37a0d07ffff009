import { Column } from '@react-email/column';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { MessagePayloads } from '../messages';
import { absolute, endColumn, ActionLink, colors, Layout, Paragraph, type Site } from './layout';

type Data = MessagePayloads['low-stock'];

const units = (stock: number) => (stock === 1 ? '1 pieza' : `${stock} piezas`);

export const lowStock = {
  subject: (data: Data) =>
    `Existencias bajas: ${data.variants.length}${data.truncated ? '+' : ''} tallas por surtir`,
  body: (data: Data, site: Site) => (
    <Layout
      site={site}
      audience="staff"
      preview={`${data.variants.length} tallas a la venta tienen menos de ${data.threshold} piezas.`}
      heading="Existencias bajas"
    >
      <Paragraph>
        {`Estas tallas siguen a la venta y les quedan menos de ${data.threshold} piezas. Las agotadas van primero.`}
      </Paragraph>
      <Section>
        {data.variants.map((variant) => (
          <Row key={`${variant.sku}`} style={{ borderTop: `1px solid ${colors.line}` }}>
            <Column style={{ padding: '8px 0', verticalAlign: 'top' }}>
              <Text
                data-text-line
                style={{ fontSize: '15px', fontWeight: 700, lineHeight: '20px', margin: 0 }}
              >
                {variant.productName}
              </Text>
              <Text
                data-text-line
                style={{ color: colors.muted, fontSize: '14px', lineHeight: '20px', margin: 0 }}
              >
                {`${variant.color} · `}
                <span style={{ whiteSpace: 'nowrap' }}>{`Talla ${variant.size}`}</span>
                {' · '}
                <span style={{ whiteSpace: 'nowrap' }}>{`SKU ${variant.sku}`}</span>
              </Text>
            </Column>
            <Column style={{ padding: '8px 0 8px 12px', ...endColumn }}>
              <Text
                data-text-line
                style={{
                  color: variant.stock === 0 ? colors.sale : colors.ink,
                  fontSize: '15px',
                  fontWeight: 700,
                  lineHeight: '20px',
                  margin: 0,
                }}
              >
                {variant.stock === 0 ? 'Agotada' : units(variant.stock)}
              </Text>
            </Column>
          </Row>
        ))}
      </Section>
      {data.truncated ? <Paragraph>Hay más; la lista completa está en el panel.</Paragraph> : null}
      <ActionLink href={absolute(site, '/admin')}>Abrir el panel</ActionLink>
    </Layout>
  ),
};
