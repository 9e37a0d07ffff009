import type { ShippingRate } from '@store/contract';
import type { CartLine } from '../../lib/cart/cart-line';
import { formatMoney } from '../../lib/format';
import { imageUrl, PLACEHOLDER_IMAGE } from '../../lib/images';
import { orderSummary } from './checkout-rules';

/** The cart as it will be paid: each line, then subtotal, discount, shipping and total. */
export function OrderSummaryCard({
  lines,
  rate,
  rateFailed,
}: {
  lines: readonly CartLine[];
  rate: ShippingRate | undefined;
  rateFailed: boolean;
}) {
  const summary = orderSummary(lines, rate);
  const shippingText =
    summary.shipping === null
      ? rateFailed
        ? 'Se calcula al pagar'
        : 'Calculando…'
      : summary.shipping === 0
        ? 'Gratis'
        : formatMoney(summary.shipping);

  return (
    <section className="payment-card payment-summary" aria-labelledby="payment-summary-title">
      <h2 id="payment-summary-title">Resumen del pedido</h2>
      <ul className="payment-lines">
        {lines.map((line) => (
          <li key={line.variant_id} className="payment-line">
            <img
              src={line.image ? imageUrl(line.image, 160) : PLACEHOLDER_IMAGE}
              alt={`${line.name}, color ${line.color_name}`}
              width="64"
              height="64"
              loading="lazy"
            />
            <span className="payment-line-text">
              <span className="payment-line-name">{line.name}</span>
              <span className="payment-line-variant">
                {line.color_name ? `Color: ${line.color_name} · ` : ''}Talla: {line.size_name}
              </span>
              <span>
                {line.quantity} x {formatMoney(line.final_price)}
                {line.discount_percentage > 0 ? (
                  <span className="payment-line-badge">{line.discount_percentage}% OFF</span>
                ) : null}
              </span>
              {line.stock <= 0 ? <span className="payment-line-warning">Agotado</span> : null}
              {line.stock > 0 && line.quantity > line.stock ? (
                <span className="payment-line-warning">(Solo {line.stock} disponibles)</span>
              ) : null}
            </span>
            <strong className="payment-line-total">{formatMoney(line.final_price * line.quantity)}</strong>
          </li>
        ))}
      </ul>
      <dl className="payment-totals">
        <dt>Subtotal</dt>
        <dd>{formatMoney(summary.subtotal)}</dd>
        <dt>Descuento</dt>
        <dd className={summary.discount > 0 ? 'payment-discount' : undefined}>
          {summary.discount > 0 ? `−${formatMoney(summary.discount)}` : formatMoney(0)}
        </dd>
        <dt>Envío</dt>
        <dd>{shippingText}</dd>
        <dt className="payment-total">{summary.shipping === null ? 'Total (sin envío)' : 'Total'}</dt>
        <dd className="payment-total">{formatMoney(summary.total)}</dd>
      </dl>
      {rate && rate.free_from !== null && summary.shipping !== 0 ? (
        <p className="payment-note">Envío gratis en compras desde {formatMoney(rate.free_from)}.</p>
      ) : null}
    </section>
  );
}
