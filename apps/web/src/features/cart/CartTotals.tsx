import type { CartLine } from '../../lib/cart/cart-line';
import { cartTotals } from '../../lib/cart/cart-money';
import { useActivePromotions } from '../../lib/cart/promotions';
import { useShippingRule } from '../../lib/cart/shipping-rule';
import { formatCentavos } from '../../lib/format';
import { toCentavos } from '@store/money';
import { cheapestOption, useSavedPostalCode, useShippingOptions } from '../../lib/shipping/shipping-options';
import { InstallmentsNote } from '../../lib/installments/InstallmentsNote';
import { PromotionSavingRow } from '../../lib/cart/PromotionSavingRow';
import { toCouponRule, useAppliedCoupon } from '../../lib/cart/applied-coupon';
import { CouponField } from '../../lib/cart/CouponField';
import { TaxIncluded } from '../../lib/tax-included';

/**
 * What the cart will cost before the shopper goes to pay: the goods, what each promotion running now
 * saves, the shipping (the cheapest carrier's to the shopper's saved postal code when there is one, else
 * the owner's flat rate, or how much is left to ship free) and the total, the same `promotionDiscounts`
 * and `orderTotals` the checkout charges.
 */
export function CartTotals({ lines }: { lines: readonly CartLine[] }) {
  const shipping = useShippingRule();
  const promotions = useActivePromotions();
  const applied = useAppliedCoupon();
  const postalCode = useSavedPostalCode();
  const cheapest = cheapestOption(useShippingOptions(postalCode, lines).data);
  const rule = shipping.data ?? null;
  const totals = cartTotals(
    lines,
    // The quote already has the owner's free shipping applied to the cheapest.
    cheapest ? { costCents: toCentavos(cheapest.price), freeFromCents: null } : rule,
    promotions.data,
    applied ? toCouponRule(applied) : null,
  );
  const shippingText =
    totals.shippingCents === null
      ? shipping.isError
        ? 'Se calcula al pagar'
        : 'Calculando…'
      : totals.shippingCents === 0
        ? 'Envío gratis'
        : formatCentavos(totals.shippingCents);
  // Free shipping is measured against the goods after discounts, as the server's rule does.
  const missingCents =
    rule && rule.freeFromCents !== null && totals.shippingCents !== 0
      ? rule.freeFromCents - totals.goodsCents
      : null;

  return (
    <>
      <CouponField refusal={totals.coupon?.refusal ?? null} />
      <dl className="cart-amounts">
        <dt>Productos</dt>
        <dd>{formatCentavos(totals.goodsCents + totals.promotionCents)}</dd>
        {totals.savings.map((saving) => (
          <PromotionSavingRow key={saving.promotionId} name={saving.name} cents={saving.discountCents} />
        ))}
        {totals.coupon && totals.coupon.refusal === null && totals.coupon.cents > 0 ? (
          <PromotionSavingRow name={totals.coupon.name} cents={totals.coupon.cents} />
        ) : null}
        <dt>{cheapest && postalCode ? `Envío a ${postalCode}` : 'Envío'}</dt>
        <dd>{shippingText}</dd>
      </dl>
      {missingCents !== null && missingCents > 0 ? (
        <p className="cart-free-shipping">Te faltan {formatCentavos(missingCents)} para el envío gratis.</p>
      ) : null}
      <p className="cart-total">
        <span>
          {totals.shippingCents === null ? 'Total (sin envío)' : 'Total'}
          <TaxIncluded />
        </span>
        <strong>{formatCentavos(totals.totalCents)}</strong>
      </p>
      <InstallmentsNote amountCents={totals.totalCents} />
    </>
  );
}
