import { PICKUP_SHIPPING, type PromotionRule, type ShippingRule } from '@store/money';
import type { CartLine } from '../../lib/cart/cart-line';
import { cartLineCents, cartTotals } from '../../lib/cart/cart-money';
import { PromotionSavingRow } from '../../lib/cart/PromotionSavingRow';
import { toCouponRule, useAppliedCoupon } from '../../lib/cart/applied-coupon';
import { CouponField } from '../../lib/cart/CouponField';
import { formatCentavos } from '../../lib/format';
import { imageUrl, PLACEHOLDER_IMAGE } from '../../lib/images';
import { DiscountBadge } from '../../lib/product-card/DiscountBadge';
import { TaxIncluded } from '../../lib/tax-included';

/**
 * The cart as it will be paid: each line, then subtotal, discount, each promotion's saving, shipping and
 * total, summed by the same rules the server charges with, so that the summary matches the hosted
 * checkout to the centavo.
 */
export function OrderSummaryCard({
  lines,
  rule,
  ruleFailed,
  promotions,
  pickup = false,
  carrier = null,
  couponError = null,
}: {
  lines: readonly CartLine[];
  /** The shipping rule; undefined while it loads or when it could not be read. */
  rule: ShippingRule | undefined;
  ruleFailed: boolean;
  /** The promotions running now; undefined while they load or when they could not be read. */
  promotions: readonly PromotionRule[] | undefined;
  /** Picked up at the store: no shipping line, nothing to charge for it. */
  pickup?: boolean;
  /** The carrier's option chosen: its name on the shipping line and its price instead of the rule's. */
  carrier?: { name: string; cents: number } | null;
  /** The checkout's refusal of the code at 'Continuar', shown under the code's field. */
  couponError?: string | null;
}) {
  const applied = useAppliedCoupon();
  const totals = cartTotals(
    lines,
    pickup ? PICKUP_SHIPPING : carrier ? { costCents: carrier.cents, freeFromCents: null } : (rule ?? null),
    promotions,
    applied ? toCouponRule(applied) : null,
  );
  const productDiscountCents = totals.discountCents - totals.promotionCents;
  const shippingText =
    totals.shippingCents === null
      ? ruleFailed
        ? 'Se calcula al pagar'
        : 'Calculando…'
      : totals.shippingCents === 0
        ? 'Gratis'
        : formatCentavos(totals.shippingCents);

  return (
    <section className="payment-card payment-summary" aria-labelledby="payment-summary-title">
      <h2 id="payment-summary-title">Resumen del pedido</h2>
      <ul className="payment-lines">
        {lines.map((line, index) => {
          const cents = cartLineCents(line);
          const promotionCents = totals.linePromotionCents[index] ?? 0;
          return (
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
                  {line.quantity} x {formatCentavos(cents.unitFinalCents)}
                  {line.discount_percentage > 0 ? (
                    <DiscountBadge className="payment-line-badge" percentage={line.discount_percentage} />
                  ) : null}
                </span>
                {line.stock <= 0 ? <span className="payment-line-warning">Agotado</span> : null}
                {line.stock > 0 && line.quantity > line.stock ? (
                  <span className="payment-line-warning">(Solo {line.stock} disponibles)</span>
                ) : null}
              </span>
              <strong className="payment-line-total">
                {promotionCents > 0 ? (
                  <s className="payment-line-before">{formatCentavos(cents.lineFinalCents)}</s>
                ) : null}
                {formatCentavos(cents.lineFinalCents - promotionCents)}
              </strong>
            </li>
          );
        })}
      </ul>
      <CouponField refusal={totals.coupon?.refusal ?? null} checkoutError={couponError} />
      <dl className="payment-totals">
        <dt>Subtotal</dt>
        <dd>{formatCentavos(totals.subtotalCents)}</dd>
        <dt>Descuento</dt>
        <dd className={productDiscountCents > 0 ? 'payment-discount' : undefined}>
          {productDiscountCents > 0 ? `−${formatCentavos(productDiscountCents)}` : formatCentavos(0)}
        </dd>
        {totals.savings.map((saving) => (
          <PromotionSavingRow key={saving.promotionId} name={saving.name} cents={saving.discountCents} />
        ))}
        {totals.coupon && totals.coupon.refusal === null && totals.coupon.cents > 0 ? (
          <PromotionSavingRow name={totals.coupon.name} cents={totals.coupon.cents} />
        ) : null}
        <dt>{pickup ? 'Recoger en tienda' : carrier ? `Envío (${carrier.name})` : 'Envío'}</dt>
        <dd>{shippingText}</dd>
        <dt className="payment-total">
          {totals.shippingCents === null ? 'Total (sin envío)' : 'Total'}
          <TaxIncluded />
        </dt>
        <dd className="payment-total">{formatCentavos(totals.totalCents)}</dd>
      </dl>
      {!pickup && rule && rule.freeFromCents !== null && totals.shippingCents !== 0 ? (
        <p className="payment-note">
          {/* With carriers, the owner's free shipping goes to the cheapest option only (decision 038). */}
          {carrier ? 'Envío gratis en la opción más económica' : 'Envío gratis'} en compras desde{' '}
          {formatCentavos(rule.freeFromCents)}.
        </p>
      ) : null}
    </section>
  );
}
