import { SHOP_TIME_ZONE } from '@store/contract';
import { sql } from 'drizzle-orm';

// The shop's day runs from midnight to midnight in its time zone, wherever the server runs.
export { SHOP_TIME_ZONE };

/** The moment a day the owner picks (YYYY-MM-DD) starts in the shop's time zone. */
export const startOfShopDay = (day: string) => sql`(${day}::date)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE}`;

/** The moment the day after it starts: the end of that day, excluded. */
export const startOfNextShopDay = (day: string) =>
  sql`((${day}::date + 1)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})`;

const shopDateParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The shop's day (YYYY-MM-DD) and hour (0–23) at `moment`, as a clock in Chihuahua's shop reads them. */
export function shopClock(moment: Date): { day: string; hour: number } {
  const parts = Object.fromEntries(
    shopDateParts.formatToParts(moment).map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

const shopWallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The shop's wall clock at `moment`, `YYYY-MM-DDThh:mm:ss` without a zone (as a CFDI writes its dates). */
export function shopDateTime(moment: Date): string {
  const parts = Object.fromEntries(
    shopWallClock.formatToParts(moment).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/** How far the shop's clock is ahead of UTC at `moment` (negative in Mexico), in milliseconds. */
function shopOffsetMs(moment: Date): number {
  const parts = Object.fromEntries(
    shopWallClock.formatToParts(moment).map((part) => [part.type, part.value]),
  );
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - Math.floor(moment.getTime() / 1000) * 1000;
}

/**
 * The last second (23:59:59) of the shop's day `daysAfter` days after the one `moment` falls on: the
 * deadline a shopper reads as "antes de que termine el jueves", as Stripe's OXXO vouchers have it.
 */
export function endOfShopDay(moment: Date, daysAfter = 0): Date {
  const [year, month, day] = shopClock(moment).day.split('-').map(Number) as [number, number, number];
  const nextMidnightAsUtc = Date.UTC(year, month - 1, day + daysAfter + 1);
  return new Date(nextMidnightAsUtc - shopOffsetMs(new Date(nextMidnightAsUtc)) - 1000);
}

/** The shop's month (YYYY-MM) at `moment`. */
export const shopMonth = (moment: Date): string => shopClock(moment).day.slice(0, 7);

/** The last day (YYYY-MM-DD) of the shop's month `moment` falls in. */
export function lastDayOfShopMonth(moment: Date): string {
  const [year, month] = shopMonth(moment).split('-').map(Number) as [number, number];
  // Day 0 of the next month is the last of this one.
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** The moments a month the owner picks (YYYY-MM) starts and the next one starts, in the shop's time zone. */
export const shopMonthBounds = (month: string) => ({
  from: sql`((${`${month}-01`}::date)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})`,
  to: sql`(((${`${month}-01`}::date + interval '1 month'))::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})`,
});
