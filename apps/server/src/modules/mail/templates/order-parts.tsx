import { imagePath } from '@store/contract';
import { formatCentavos } from '@store/money';
import { Column } from '@react-email/column';
import { Img } from '@react-email/img';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { MessageLine } from '../messages';
import { absolute, endColumn, colors, type Site } from './layout';

// `data-text-line` keeps a line's facts on consecutive lines of the plain-text part, and a row marked
// `data-text-format="dataTable"` is one line there ("Total   $1,299.00"); see renderMessage.
const small = { color: colors.muted, fontSize: '14px', lineHeight: '20px', margin: 0 } as const;
/** Kept on one line when the text around it wraps: "Talla 27", "Cantidad: 2". */
const together = { whiteSpace: 'nowrap' } as const;
/** A word longer than its column (an e-mail address, a made-up name) breaks rather than widening the message. */
const breakable = { overflowWrap: 'anywhere', wordBreak: 'break-word' } as const;

/**
 * Each line as the order page shows it: picture, name, colour, size, quantity and price. The pictures'
 * column is left out when no line has one, so the names are not pushed aside by an empty space.
 */
export function OrderLines(props: { site: Site; lines: MessageLine[] }) {
  const pictures = props.lines.some((line) => line.picture !== null);
  return (
    <Section style={{ margin: '12px 0' }}>
      {props.lines.map((line, index) => {
        const paidCents = line.unitPriceCents - line.unitDiscountCents;
        const promotionCents = line.promotionDiscountCents ?? 0;
        return (
          <Row key={index} style={{ borderTop: `1px solid ${colors.line}` }}>
            {pictures ? (
              <Column style={{ padding: '12px 12px 12px 0', verticalAlign: 'top', width: '56px' }}>
                {line.picture ? (
                  <Img
                    src={absolute(props.site, imagePath(line.picture, 160))}
                    alt=""
                    width="56"
                    height="56"
                    style={{ borderRadius: '8px', objectFit: 'cover' }}
                  />
                ) : null}
              </Column>
            ) : null}
            <Column style={{ padding: '12px 0', verticalAlign: 'top' }}>
              <Text
                data-text-line
                style={{ fontSize: '15px', fontWeight: 700, lineHeight: '20px', margin: 0, ...breakable }}
              >
                {line.name}
              </Text>
              <Text data-text-line style={{ ...small, marginTop: '2px' }}>
                {`${line.color} · `}
                <span style={together}>{`Talla ${line.size}`}</span>
                {' · '}
                <span style={together}>{`Cantidad: ${line.quantity}`}</span>
              </Text>
              <Text data-text-line style={small}>{`${formatCentavos(paidCents)} c/u`}</Text>
              {line.unitDiscountCents > 0 ? (
                <Text data-text-line style={{ ...small, color: colors.sale }}>
                  {`Antes ${formatCentavos(line.unitPriceCents)}, ahorras ${formatCentavos(line.unitDiscountCents)}`}
                </Text>
              ) : null}
              {promotionCents > 0 ? (
                <Text data-text-line style={{ ...small, color: colors.sale }}>
                  {`${line.promotionName ?? 'Promoción'}: −${formatCentavos(promotionCents)}`}
                </Text>
              ) : null}
            </Column>
            <Column style={{ padding: '12px 0 12px 12px', ...endColumn }}>
              <Text
                data-text-line
                style={{ fontSize: '15px', fontWeight: 700, lineHeight: '20px', margin: 0 }}
              >
                {formatCentavos(paidCents * line.quantity - promotionCents)}
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
    <Row data-text-format="dataTable">
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
      <Text
        data-text-line
        style={{ ...small, fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.04em' }}
      >
        {props.label}
      </Text>
      <Text data-text-line style={{ fontSize: '15px', lineHeight: '22px', margin: '2px 0 0', ...breakable }}>
        {props.children}
      </Text>
    </Section>
  );
}
