import { PAID_ORDER_STATUSES } from '@store/contract';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { col, rowShape, selectRow } from '../../db/rows';
import { SHOP_TIME_ZONE } from '../../lib/shop-day';
import { NEW_ORDER_STATUS } from './transitions';

export type DaySales = { orders: number; salesCents: number };

/**
 * Orders placed on the shop's day around `now` (midnight to midnight in Mexico City) and what they add
 * up to, paid ones only: a cancelled order's money went back, a waiting one's has not come (yet).
 */
export async function salesOfShopDay(db: Database, now: Date): Promise<DaySales> {
  const row = await selectRow(
    db,
    sql`WITH local_day AS (
          SELECT date_trunc('day', ${now.toISOString()}::timestamptz AT TIME ZONE ${SHOP_TIME_ZONE}) AS midnight),
        today AS (
          SELECT midnight AT TIME ZONE ${SHOP_TIME_ZONE} AS starts,
                 (midnight + interval '1 day') AT TIME ZONE ${SHOP_TIME_ZONE} AS ends
          FROM local_day)
        SELECT count(*) AS orders, coalesce(sum(b.total_cents), 0) AS sales_cents
        FROM bills b, today
        WHERE b.created_at >= today.starts AND b.created_at < today.ends
          AND ${inArray(sql.raw('b.shipping_status'), [...PAID_ORDER_STATUSES])}`,
    rowShape({ orders: col.count, salesCents: col.count }),
  );
  return row ?? { orders: 0, salesCents: 0 };
}

/** Paid orders that have not left the shop yet. */
export async function ordersAwaitingShipment(db: Database): Promise<number> {
  const row = await selectRow(
    db,
    sql`SELECT count(*) AS awaiting FROM bills WHERE shipping_status = ${NEW_ORDER_STATUS}`,
    rowShape({ awaiting: col.count }),
  );
  return row?.awaiting ?? 0;
}
