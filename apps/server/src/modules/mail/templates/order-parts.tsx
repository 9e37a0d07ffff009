import { imagePath } from '@store/contract';
import { formatCentavos } from '@store/money';
import { Column } from '@react-email/column';
import { Img } from '@react-email/img';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { MessageLine } from '../messages';
import { absolute, colors, type Site } from './layout';

const small = { color: colors.muted, fontSize: '14px', lineHeight: '20px', margin: 0 } as const;

/** Each line as the order page shows it: picture, name, colour, size, quantity and price. */
export function OrderLines(props: { site: Site; lines: MessageLine[] }) {
  return (
    <Section style={{ margin: '12px 0' }}>
      {props.lines.map((line, index) => {
        const paidCents = line.unitPriceCents - line.unitDiscountCents;
        return (
          <Row key={index} style={{ borderTop: `1px solid ${colors.line}` }}>
            <Column style={{ padding: '10px 12px 10px 0', verticalAlign: 'top', width: '64px' }}>
              {line.picture ? (
                <Img
                  src={absolute(props.site, imagePath(line.picture, 160))}
                  alt=""
                  width="64"
                  height="64"
                  style={{ borderRadius: '8px', objectFit: 'cover' }}
                />
              ) : null}
            </Column>
            <Column style={{ padding: '10px 0', verticalAlign: 'top' }}>
              <Text style={{ fontSize: '15px', fontWeight: 700, lineHeight: '20px', margin: 0 }}>
                {line.name}
              </Text>
              <Text style={small}>{`${line.color} · Talla ${line.size} · Cantidad: ${line.quantity}`}</Text>
              <Text style={small}>
                {`${formatCentavos(paidCents)} c/u`}
                {line.unitDiscountCents > 0 ? (
                  <span style={{ color: colors.sale }}>
                    {` · antes ${formatCentavos(line.unitPriceCents)}, ahorras ${formatCentavos(line.unitDiscountCents)}`}
                  </span>
                ) : null}
              </Text>
            </Column>
            <Column
              style={{
                padding: '10px 0 10px 8px',
                textAlign: 'right',
                verticalAlign: 'top',
                whiteSpace: 'nowrap',
              }}
            >
              <Text style={{ fontSize: '15px', fontWeight: 700, margin: 0 }}>
                {formatCentavos(paidCents * line.quantity)}
              </Text>
            </Column>
          </Row>
        );
      })}
    </Section>
  );
}

function AmountRow(props: { label: string; amount: string; strong?: boolean }) {
  const style = {
    fontSize: props.strong ? '17px' : '15px',
    fontWeight: props.strong ? 700 : 400,
    lineHeight: '22px',
    margin: '2px 0',
  };
  return (
    <Row>
      <Column>
        <Text style={style}>{props.label}</Text>
      </Column>
      <Column style={{ textAlign: 'right' }}>
        <Text style={style}>{props.amount}</Text>
      </Column>
    </Row>
  );
}

/** Subtotal, discount, shipping and total, in the order the payment page shows them. */
export function OrderTotals(props: {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
}) {
  return (
    <Section style={{ borderTop: `2px solid ${colors.line}`, paddingTop: '8px' }}>
      <AmountRow label="Subtotal" amount={formatCentavos(props.subtotalCents)} />
      {props.discountCents > 0 ? (
        <AmountRow label="Descuento" amount={`−${formatCentavos(props.discountCents)}`} />
      ) : null}
      <AmountRow
        label="Envío"
        amount={props.shippingCents === 0 ? 'Gratis' : formatCentavos(props.shippingCents)}
      />
      <AmountRow label="Total" amount={formatCentavos(props.totalCents)} strong />
      <Text style={small}>Precios con IVA incluido.</Text>
    </Section>
  );
}

/** A labelled fact: "Dirección de entrega", then the address. */
export function Fact(props: { label: string; children: string }) {
  return (
    <Section style={{ margin: '12px 0' }}>
      <Text style={{ ...small, fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.04em' }}>
        {props.label}
      </Text>
      <Text style={{ fontSize: '15px', lineHeight: '22px', margin: '2px 0 0' }}>{props.children}</Text>
    </Section>
  );
}

/** Where the shopper sees the order in their account. */
export const orderPath = (orderNumber: number) => `/BuyDetails/${orderNumber}`;
