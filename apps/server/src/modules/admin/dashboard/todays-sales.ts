import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client';

/** The shop's day is Mexico City's, wherever the server runs (servers usually run in UTC). */
export const SHOP_TIME_ZONE = 'America/Mexico_City';

export type TodaysSales = { orders: number; salesCents: number; awaitingShipment: number };

/**
 * Orders placed since midnight in Mexico City and what they add up to, cancelled ones left out (their
 * money went back), and how many paid orders still wait to be shipped. `now` is a parameter so that a
 * test can stand at a chosen moment of the day.
 */
export async function todaysSales(db: Database, now: Date = new Date()): Promise<TodaysSales> {
  const [row] = await queryRows<TodaysSales>(
    db,
    sql`WITH local_day AS (
          SELECT date_trunc('day', ${now.toISOString()}::timestamptz AT TIME ZONE ${SHOP_TIME_ZONE}) AS midnight),
        today AS (
          SELECT midnight AT TIME ZONE ${SHOP_TIME_ZONE} AS starts,
                 (midnight + interval '1 day') AT TIME ZONE ${SHOP_TIME_ZONE} AS ends
          FROM local_day),
        todays_orders AS (
          SELECT b.total_cents FROM bills b, today
          WHERE b.created_at >= today.starts AND b.created_at < today.ends
            AND b.shipping_status <> 'cancelado')
        SELECT (SELECT count(*) FROM todays_orders)::int AS orders,
               (SELECT coalesce(sum(total_cents), 0) FROM todays_orders)::float8 AS "salesCents",
               (SELECT count(*) FROM bills WHERE shipping_status = 'En proceso')::int AS "awaitingShipment"`,
  );
  return row ?? { orders: 0, salesCents: 0, awaitingShipment: 0 };
}
