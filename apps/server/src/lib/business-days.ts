import { endOfShopDay, shopClock } from './shop-day.js';

/** A day as the shop writes it, YYYY-MM-DD. */
type Day = string;

const asUtcNoon = (day: Day) => new Date(`${day}T12:00:00Z`);
const dayOf = (date: Date): Day => date.toISOString().slice(0, 10);

/** The `nth` Monday (1-based) of `month` (1–12) in `year`. */
function nthMonday(year: number, month: number, nth: number): Day {
  const first = new Date(Date.UTC(year, month - 1, 1, 12));
  const toMonday = (8 - first.getUTCDay()) % 7;
  return dayOf(new Date(Date.UTC(year, month - 1, 1 + toMonday + 7 * (nth - 1), 12)));
}

/**
 * Mexico's federal rest days (Ley Federal del Trabajo, art. 74) in `year`: 1 January; the first Monday of
 * February; the third Monday of March; 1 May; 16 September; the third Monday of November; 25 December; and
 * 1 October of each year the federal executive changes (every six years: 2024, 2030, …).
 */
export function federalHolidays(year: number): Set<Day> {
  const days = [
    `${year}-01-01`,
    nthMonday(year, 2, 1),
    nthMonday(year, 3, 3),
    `${year}-05-01`,
    `${year}-09-16`,
    nthMonday(year, 11, 3),
    `${year}-12-25`,
  ];
  if (year >= 2024 && (year - 2024) % 6 === 0) days.push(`${year}-10-01`);
  return new Set(days);
}

/** Whether `day` is a working day: Monday to Friday and no federal holiday. */
export function isBusinessDay(day: Day): boolean {
  const weekday = asUtcNoon(day).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !federalHolidays(Number(day.slice(0, 4))).has(day);
}

/** The `n`th business day after `day` (the day itself never counts). */
export function addBusinessDays(day: Day, n: number): Day {
  let date = asUtcNoon(day);
  let left = n;
  while (left > 0) {
    date = new Date(date.getTime() + 24 * 3600 * 1000);
    if (isBusinessDay(dayOf(date))) left -= 1;
  }
  return dayOf(date);
}

/** How many business days after delivery a shopper may ask to return an order (Profeco's five). */
export const RETURN_BUSINESS_DAYS = 5;

/** The last day (YYYY-MM-DD, shop's time) a shopper may ask to return an order delivered at `deliveredAt`. */
export const returnDeadlineDay = (deliveredAt: Date): Day =>
  addBusinessDays(shopClock(deliveredAt).day, RETURN_BUSINESS_DAYS);

/** The last moment (23:59:59 of that day in Mexico City) a return may be asked for. */
export function returnDeadline(deliveredAt: Date): Date {
  return endOfShopDay(asUtcNoon(returnDeadlineDay(deliveredAt)));
}

/** Whether a return asked for at `now` of an order delivered at `deliveredAt` is still within the window. */
export const withinReturnWindow = (deliveredAt: Date, now: Date): boolean =>
  now.getTime() <= returnDeadline(deliveredAt).getTime();
