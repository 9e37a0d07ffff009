import type { CarrierRate } from '../envia/envia-client';

/** The most options a shopper is shown: enough to choose, few enough to read on a phone. */
export const MAX_OPTIONS = 4;

export type ChosenRate = CarrierRate & { cheapest: boolean; fastest: boolean };

/** Faster: arrives by an earlier last day, then by an earlier first day. */
const bySpeed = (a: CarrierRate, b: CarrierRate) => a.maxDays - b.maxDays || a.minDays - b.minDays;
const byName = (a: CarrierRate, b: CarrierRate) =>
  `${a.carrier}/${a.service}`.localeCompare(`${b.carrier}/${b.service}`);
const byPrice = (a: CarrierRate, b: CarrierRate) =>
  a.priceCents - b.priceCents || bySpeed(a, b) || byName(a, b);
const byFastest = (a: CarrierRate, b: CarrierRate) =>
  bySpeed(a, b) || a.priceCents - b.priceCents || byName(a, b);

/** `a` is no dearer and no slower than `b`, and better in one of them: nobody would choose `b`. */
const dominates = (a: CarrierRate, b: CarrierRate) =>
  a.priceCents <= b.priceCents &&
  a.maxDays <= b.maxDays &&
  a.minDays <= b.minDays &&
  (a.priceCents < b.priceCents || a.maxDays < b.maxDays || a.minDays < b.minDays);

/**
 * The options worth showing out of every service the carriers quoted, cheapest first, at most
 * `MAX_OPTIONS`: the cheapest and the fastest always (marked; one option may be both), then the others
 * no option beats on both price and time, cheapest first. Should those be fewer than two, the next
 * cheapest fills in, so the shopper has a choice whenever there is one. Ties break by carrier and
 * service, so the same rates always give the same options.
 */
export function chooseOptions(rates: readonly CarrierRate[]): ChosenRate[] {
  const sorted = [...rates].sort(byPrice);
  const cheapest = sorted[0];
  const fastest = [...rates].sort(byFastest)[0];
  if (!cheapest || !fastest) return [];
  const chosen: CarrierRate[] = [];
  const add = (rate: CarrierRate) => {
    if (!chosen.includes(rate) && chosen.length < MAX_OPTIONS) chosen.push(rate);
  };
  add(cheapest);
  add(fastest);
  for (const rate of sorted) if (!sorted.some((other) => dominates(other, rate))) add(rate);
  for (const rate of sorted) if (chosen.length < 2) add(rate);
  return chosen
    .sort(byPrice)
    .map((rate) => ({ ...rate, cheapest: rate === cheapest, fastest: rate === fastest }));
}
