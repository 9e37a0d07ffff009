import type { LinePromotion } from './promotions';
import type { ShippingRule } from './shipping';
import { unitDiscountCents } from './unit-price';
import type { Centavos } from './units';

/** What a discount code gives: a percentage off, a fixed amount off, or the shipping. */
export type CouponKind = 'percent' | 'amount' | 'free_shipping';

/** A code as the rule needs it: its scope already resolved to the products it covers. */
export type CouponRule = {
  code: string;
  kind: CouponKind;
  /** 1–100 for `percent`, ignored otherwise. */
  percentOff: number | null;
  /** The amount off for `amount`, ignored otherwise. */
  amountCents: Centavos | null;
  /** What the promotion left of the cart's goods must reach it; null for none. */
  minimumPurchaseCents: Centavos | null;
  /** The products it covers; `null` is the whole shop. */
  productIds: readonly number[] | null;
};

/** A line as the code sees it: its product, one unit's price after its own discount, and its promotion. */
export type CouponLine = { productId: number; unitFinalCents: Centavos; promotion: LinePromotion };

/** Why a code that exists and runs gives nothing to this cart. */
export type CouponRefusal = 'minimum' | 'not_covered';

export type CouponDiscounts =
  | { applies: false; refusal: CouponRefusal }
  | {
      applies: true;
      /**
       * Each line's promotion with the code's discount added: what the line's promotion and the code
       * take off together, its units regrouped by that, named by both ('Segundo par al 50 % y Cupón
       * VAQUERO10') or by the code alone.
       */
      lines: LinePromotion[];
      /** What the code takes off each line, in the order of the lines. */
      lineCouponCents: Centavos[];
      /** What the code takes off the goods (0 for free shipping, whose saving is the shipping itself). */
      goodsCents: Centavos;
      freeShipping: boolean;
    };

/** The name an order line gets from a code when no promotion named it: 'Cupón VAQUERO10'. */
export const couponLineName = (code: string) => `Cupón ${code}`;

type Unit = { line: number; leftCents: Centavos; promotionCents: Centavos };

/**
 * A fixed amount shared among units in proportion to what each still costs, in whole centavos: each gets
 * the floor of its share, and the centavos left go one each to the largest remainders (the first on a
 * tie). Never more than a unit costs, since the amount is at most their sum.
 */
function shareAmount(amountCents: Centavos, units: readonly Centavos[]): Centavos[] {
  const totalCents = units.reduce((sum, cents) => sum + cents, 0);
  if (totalCents === 0) return units.map(() => 0);
  const shares = units.map((cents) => Math.floor((amountCents * cents) / totalCents));
  let left = amountCents - shares.reduce((sum, cents) => sum + cents, 0);
  const byRemainder = units
    .map((cents, index) => ({ index, remainder: (amountCents * cents) % totalCents }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * How a discount code combines with promotions, the one rule for it (the checkout charges it and the cart
 * and payment page show it): the code applies after the promotion running now, on what the promotion left.
 * Its minimum purchase is measured on the goods after product discounts and promotions; it gives nothing
 * when the cart does not reach it or holds none of the products it covers. A percentage comes off every
 * covered unit's price after its promotion, rounded half up per unit; a fixed amount is shared among the
 * covered units by what each still costs, never more than they cost; free shipping takes nothing off the
 * goods and makes the shipping free.
 */
export function couponDiscounts(lines: readonly CouponLine[], coupon: CouponRule): CouponDiscounts {
  const units: Unit[] = lines.flatMap((line, index) =>
    line.promotion.units.flatMap((group) =>
      Array.from({ length: group.quantity }, () => ({
        line: index,
        leftCents: line.unitFinalCents - group.discountCents,
        promotionCents: group.discountCents,
      })),
    ),
  );
  const leftCents = units.reduce((sum, unit) => sum + unit.leftCents, 0);
  if ((coupon.minimumPurchaseCents ?? 0) > leftCents) return { applies: false, refusal: 'minimum' };
  const covered = coupon.productIds === null ? null : new Set(coupon.productIds);
  const isCovered = (unit: Unit) => covered === null || covered.has(lines[unit.line]?.productId ?? 0);
  if (!units.some(isCovered)) return { applies: false, refusal: 'not_covered' };

  const perUnit = new Array<Centavos>(units.length).fill(0);
  if (coupon.kind === 'percent') {
    const percent = Math.min(Math.max(coupon.percentOff ?? 0, 0), 100);
    units.forEach((unit, index) => {
      if (isCovered(unit)) perUnit[index] = unitDiscountCents(unit.leftCents, percent);
    });
  } else if (coupon.kind === 'amount') {
    const coveredIndexes = units.flatMap((unit, index) => (isCovered(unit) ? [index] : []));
    const coveredCents = coveredIndexes.map((index) => units[index]?.leftCents ?? 0);
    const amount = Math.min(
      coupon.amountCents ?? 0,
      coveredCents.reduce((sum, cents) => sum + cents, 0),
    );
    shareAmount(amount, coveredCents).forEach((cents, position) => {
      perUnit[coveredIndexes[position] ?? 0] = cents;
    });
  }

  const lineCouponCents = lines.map(() => 0);
  units.forEach((unit, index) => {
    lineCouponCents[unit.line] = (lineCouponCents[unit.line] ?? 0) + (perUnit[index] ?? 0);
  });
  const linesOut = lines.map((line, lineIndex): LinePromotion => {
    const couponCents = lineCouponCents[lineIndex] ?? 0;
    if (couponCents === 0) return line.promotion;
    const counts = new Map<Centavos, number>();
    units.forEach((unit, index) => {
      if (unit.line !== lineIndex) return;
      const cents = unit.promotionCents + (perUnit[index] ?? 0);
      counts.set(cents, (counts.get(cents) ?? 0) + 1);
    });
    return {
      discountCents: line.promotion.discountCents + couponCents,
      promotionId: line.promotion.promotionId,
      promotionName: line.promotion.promotionName
        ? `${line.promotion.promotionName} y ${couponLineName(coupon.code)}`
        : couponLineName(coupon.code),
      units: [...counts]
        .map(([discountCents, quantity]) => ({ discountCents, quantity }))
        .sort((a, b) => a.discountCents - b.discountCents),
    };
  });
  return {
    applies: true,
    lines: linesOut,
    lineCouponCents,
    goodsCents: lineCouponCents.reduce((sum, cents) => sum + cents, 0),
    freeShipping: coupon.kind === 'free_shipping',
  };
}

/** The shipping rule once a code applies: free when the code gives free shipping, else as it was. */
export const shippingWithCoupon = <Rule extends ShippingRule | null>(
  rule: Rule,
  coupon: CouponDiscounts | null,
): Rule | ShippingRule => (coupon?.applies && coupon.freeShipping ? FREE_SHIPPING : rule);

const FREE_SHIPPING: ShippingRule = { costCents: 0, freeFromCents: null };
