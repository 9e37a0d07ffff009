import type { Centavos } from './units';
import { unitDiscountCents } from './unit-price';

/** What a promotion gives: a percentage off every unit, or the cheaper unit of each pair or trio. */
export type PromotionKind = 'percent' | 'second_half' | 'two_for_one' | 'three_for_two';

/** An active promotion as the rule needs it; its scope already resolved to the products it covers. */
export type PromotionRule = {
  id: number;
  name: string;
  kind: PromotionKind;
  /** 1–90 for `percent`, ignored otherwise. */
  percentOff: number | null;
  /** The cart's subtotal after product discounts (before promotions) must reach it; null for none. */
  minimumPurchaseCents: Centavos | null;
  /** May add to another stackable promotion's discount on the same unit. */
  stackable: boolean;
  /** The products it covers; `null` is the whole shop. */
  productIds: readonly number[] | null;
};

/** A cart or order line as promotions see it: which product, what one unit costs after its own discount. */
export type PromotionLine = { productId: number; unitFinalCents: Centavos; quantity: number };

export type LinePromotion = {
  /** What promotions take off the whole line (its units may be discounted differently). */
  discountCents: Centavos;
  /** The promotion that gives most on this line (the first given on a tie); null when none applies. */
  promotionId: number | null;
  promotionName: string | null;
  /**
   * The line's units grouped by what promotions took off each (undiscounted ones first), adding up to
   * its quantity and its discount: a payment page lists them apart and charges exactly the line.
   */
  units: { discountCents: Centavos; quantity: number }[];
};

export type PromotionSaving = { promotionId: number; name: string; discountCents: Centavos };

export type PromotionDiscounts = {
  /** In the order of the lines given. */
  lines: LinePromotion[];
  /** Each promotion that gave something, and how much, in the order the promotions were given. */
  savings: PromotionSaving[];
  /** The sum of the lines' discounts. */
  totalCents: Centavos;
};

/** How many units form a group, and what share of its cheapest unit's price comes off. */
const GROUPS: Record<Exclude<PromotionKind, 'percent'>, { size: number; percent: number }> = {
  second_half: { size: 2, percent: 50 },
  two_for_one: { size: 2, percent: 100 },
  three_for_two: { size: 3, percent: 100 },
};

type Unit = { line: number; priceCents: Centavos };

/**
 * Which of several amounts, one per promotion in the order given, is the largest: its index, the first
 * one on a tie, or -1 when none gives anything. Each unit chooses its promotion by it, and each line is
 * named by it; so the promotions' order (by id, as the shop reads them) breaks every tie the same way.
 */
function mostGiving(amounts: readonly Centavos[]): number {
  let most = -1;
  amounts.forEach((cents, index) => {
    if (cents > (amounts[most] ?? 0)) most = index;
  });
  return most;
}

/**
 * What one promotion gives each unit (same order as `units`). A percentage comes off every unit it covers;
 * for pairs and trios, all the covered units of the cart, across lines, are sorted from dearest to
 * cheapest and cut into groups, and the last (cheapest) unit of each full group gets the discount, so four
 * pairs give two halves and three pairs give one; a unit outside the scope never counts nor gets anything.
 */
function discountsOf(promotion: PromotionRule, units: readonly Unit[], productOf: (line: number) => number) {
  const covered = promotion.productIds === null ? null : new Set(promotion.productIds);
  const eligible = units
    .map((unit, index) => ({ ...unit, index }))
    .filter((unit) => covered === null || covered.has(productOf(unit.line)));
  const discounts = new Array<Centavos>(units.length).fill(0);
  if (promotion.kind === 'percent') {
    const percent = Math.min(Math.max(promotion.percentOff ?? 0, 0), 100);
    for (const unit of eligible) discounts[unit.index] = unitDiscountCents(unit.priceCents, percent);
    return discounts;
  }
  const group = GROUPS[promotion.kind];
  // Dearest first; a tie keeps the cart's order, so the same cart always gives the same lines.
  eligible.sort((a, b) => b.priceCents - a.priceCents || a.index - b.index);
  for (let last = group.size - 1; last < eligible.length; last += group.size) {
    const unit = eligible[last];
    if (unit) discounts[unit.index] = unitDiscountCents(unit.priceCents, group.percent);
  }
  return discounts;
}

/**
 * The promotions' discount on each line, in whole centavos. Per unit the shopper gets the best single
 * promotion, or, when it is more, the sum of every stackable one (never more than the unit costs); a
 * promotion whose minimum purchase the cart does not reach gives nothing. The server charges this and the
 * cart panel shows it, so both come from this one function.
 */
export function promotionDiscounts(
  lines: readonly PromotionLine[],
  promotions: readonly PromotionRule[],
): PromotionDiscounts {
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitFinalCents * line.quantity, 0);
  const reached = promotions.filter((promotion) => (promotion.minimumPurchaseCents ?? 0) <= subtotalCents);
  const units: Unit[] = lines.flatMap((line, index) =>
    Array.from({ length: line.quantity }, () => ({ line: index, priceCents: line.unitFinalCents })),
  );
  const productOf = (line: number) => lines[line]?.productId ?? 0;
  const offers = reached.map((promotion) => discountsOf(promotion, units, productOf));

  // What each promotion gives each line, and what each unit gets in all, once every unit has chosen.
  const given = reached.map(() => new Array<Centavos>(lines.length).fill(0));
  const perUnit = new Array<Centavos>(units.length).fill(0);
  units.forEach((unit, index) => {
    const unitOffers = offers.map((offer) => offer[index] ?? 0);
    const best = mostGiving(unitOffers);
    const bestCents = unitOffers[best] ?? 0;
    const stackedCents = unitOffers.reduce(
      (sum, cents, promotion) => (reached[promotion]?.stackable ? sum + cents : sum),
      0,
    );
    if (stackedCents > bestCents) {
      // Stackable promotions add up, in the order given, until the unit is free.
      let left = unit.priceCents;
      offers.forEach((offer, promotion) => {
        if (!reached[promotion]?.stackable || left === 0) return;
        const cents = Math.min(offer[index] ?? 0, left);
        left -= cents;
        perUnit[index] = (perUnit[index] ?? 0) + cents;
        const row = given[promotion];
        if (row) row[unit.line] = (row[unit.line] ?? 0) + cents;
      });
    } else if (best >= 0) {
      perUnit[index] = bestCents;
      const row = given[best];
      if (row) row[unit.line] = (row[unit.line] ?? 0) + bestCents;
    }
  });

  const linesOut = lines.map((_, line) => {
    const lineGiven = given.map((row) => row[line] ?? 0);
    const discountCents = lineGiven.reduce((sum, cents) => sum + cents, 0);
    const named = reached[mostGiving(lineGiven)];
    const counts = new Map<Centavos, number>();
    units.forEach((unit, index) => {
      if (unit.line !== line) return;
      const cents = perUnit[index] ?? 0;
      counts.set(cents, (counts.get(cents) ?? 0) + 1);
    });
    const grouped = [...counts]
      .map(([cents, quantity]) => ({ discountCents: cents, quantity }))
      .sort((a, b) => a.discountCents - b.discountCents);
    return {
      discountCents,
      promotionId: named?.id ?? null,
      promotionName: named?.name ?? null,
      units: grouped,
    };
  });
  const savings = reached
    .map((promotion, index) => ({
      promotionId: promotion.id,
      name: promotion.name,
      discountCents: (given[index] ?? []).reduce((sum, cents) => sum + cents, 0),
    }))
    .filter((saving) => saving.discountCents > 0);
  return {
    lines: linesOut,
    savings,
    totalCents: linesOut.reduce((sum, line) => sum + line.discountCents, 0),
  };
}

/** The short text of a promotion's badge on a card or a product page: '2x1', '−20 %'. */
export function promotionBadge(promotion: Pick<PromotionRule, 'kind' | 'percentOff'>): string {
  switch (promotion.kind) {
    case 'percent':
      return `−${promotion.percentOff ?? 0} %`;
    case 'second_half':
      return 'Segundo par al 50 %';
    case 'two_for_one':
      return '2x1';
    case 'three_for_two':
      return '3x2';
  }
}
