import { addBusinessDays, isBusinessDay } from '../../../lib/business-days';
import { shopClock } from '../../../lib/shop-day';

/**
 * A parcel paid for before this hour of a business day (the shop's clock) leaves the same day; later, or
 * on a weekend or a federal holiday, the next business day. The carriers' pick-up passes in the afternoon.
 */
export const DISPATCH_CUTOFF_HOUR = 14;

/** The shop's day (YYYY-MM-DD) a parcel paid for at `now` leaves the store. */
export function dispatchDay(now: Date): string {
  const { day, hour } = shopClock(now);
  return isBusinessDay(day) && hour < DISPATCH_CUTOFF_HOUR ? day : addBusinessDays(day, 1);
}

const WEEKDAYS = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'];
const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

const parts = (day: string) => {
  const date = new Date(`${day}T12:00:00Z`);
  return {
    weekday: WEEKDAYS[date.getUTCDay()] ?? '',
    day: date.getUTCDate(),
    month: MONTHS[date.getUTCMonth()] ?? '',
    year: date.getUTCFullYear(),
  };
};

/**
 * A range of days as the shopper reads it: 'Llega el mar 2 de dic', 'Llega entre el mar 2 y el jue 4 de
 * dic', 'Llega entre el vie 28 de nov y el mar 2 de dic'; the year only when the range crosses one.
 */
export function arrivalText(from: string, to: string): string {
  const first = parts(from);
  const last = parts(to);
  if (from === to) return `Llega el ${first.weekday} ${first.day} de ${first.month}`;
  const sameMonth = first.month === last.month && first.year === last.year;
  const firstText = sameMonth
    ? `${first.weekday} ${first.day}`
    : `${first.weekday} ${first.day} de ${first.month}${first.year === last.year ? '' : ` de ${first.year}`}`;
  const lastText = `${last.weekday} ${last.day} de ${last.month}${first.year === last.year ? '' : ` de ${last.year}`}`;
  return `Llega entre el ${firstText} y el ${lastText}`;
}

/** When a parcel paid for at `now` that takes `minDays` to `maxDays` business days arrives. */
export function arrivalRange(
  now: Date,
  days: { minDays: number; maxDays: number },
): { from: string; to: string; text: string } {
  const leaves = dispatchDay(now);
  const from = addBusinessDays(leaves, days.minDays);
  const to = addBusinessDays(leaves, days.maxDays);
  return { from, to, text: arrivalText(from, to) };
}
