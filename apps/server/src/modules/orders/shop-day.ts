import { sql } from 'drizzle-orm';

/** The shop is in Mexico: its day runs from midnight to midnight there, wherever the server runs. */
export const SHOP_TIME_ZONE = 'America/Mexico_City';

/** The moment a day the owner picks (YYYY-MM-DD) starts in the shop's time zone. */
export const startOfShopDay = (day: string) => sql`(${day}::date)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE}`;

/** The moment the day after it starts: the end of that day, excluded. */
export const startOfNextShopDay = (day: string) =>
  sql`((${day}::date + 1)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})`;
