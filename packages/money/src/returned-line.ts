import type { Centavos } from './units';

/** A sold line as a refund sees it: what was paid for all its units after every discount, and how many. */
export type PaidLine = { paidCents: Centavos; units: number };

/**
 * What `returnedUnits` units of a sold line give back when `returnedBefore` of its units went back in
 * earlier returns. The line's paid cents are shared among its units as an allocation: its first k units
 * are worth ⌊paid × k ÷ units⌋, so two units differ by a centavo at most, and returning all of them, at
 * once or a few at a time, gives back exactly what was paid, never a centavo more or less. A promotion
 * that took $1.00 off three units thus refunds its units 34, 33 and 33 centavos below their price, not 34 each.
 */
export function returnedLineRefundCents(line: PaidLine, returnedUnits: number, returnedBefore = 0): Centavos {
  if (line.units <= 0) return 0;
  const worthOfFirst = (units: number) =>
    Math.floor((line.paidCents * Math.min(Math.max(units, 0), line.units)) / line.units);
  return worthOfFirst(returnedBefore + returnedUnits) - worthOfFirst(returnedBefore);
}
