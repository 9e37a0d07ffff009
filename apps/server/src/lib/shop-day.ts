import { sql } from 'drizzle-orm';

/** The shop is in Mexico (Chihuahua keeps Mexico City's time): its day runs from midnight to midnight there, wherever the server runs. */
export const SHOP_TIME_ZONE = 'America/Mexico_City';

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
