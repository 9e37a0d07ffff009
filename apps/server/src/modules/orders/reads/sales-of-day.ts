import { PAID_ORDER_STATUSES, type Fulfilment } from '@store/contract';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { col, rowShape, selectRow, selectRows } from '../../../db/rows';
import { moneyPerOrderSql } from '../../ledger';
import { SHOP_TIME_ZONE, shopClock, startOfNextShopDay } from '../../../lib/shop-day';
import { NEW_ORDER_STATUS, AWAITING_PAYMENT_STATUS } from '../lifecycle/transitions';

/**
 * `salesCents` is net: what the day's orders were charged (`grossCents`) less what went back of it
 * (`refundsCents`), from the ledger.
 */
export type DaySales = { orders: number; salesCents: number; grossCents: number; refundsCents: number };
/** One shop day (YYYY-MM-DD, Mexico City) and what was sold on it. */
export type ShopDaySales = DaySales & { day: string };

/**
 * The shop's last `days` days up to the one `now` falls on, today included: midnight of the first to
 * midnight after today, in Mexico City, wherever the server runs. The one rule for "a day of sales": the
 * day's figure, the 30 days' chart, the top products and the payment methods all count through it.
 */
export function lastShopDays(now: Date, days: number) {
  const today = shopClock(now).day;
  // The first day is computed by the database's date arithmetic, so that no month's length is guessed here.
  const first = sql`(${today}::date - ${days - 1}::int)`;
  return {
    first,
    today,
    starts: sql`(${first}::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})`,
    ends: startOfNextShopDay(today),
  };
}

/** Orders counted as sold: paid ones only. A cancelled order's money went back, a waiting one's has not come (yet). */
export const soldOrder = (status: SQL): SQL => inArray(status, [...PAID_ORDER_STATUSES]);

/**
 * Orders placed on each of the shop's last `days` days and what they add up to, oldest day first; a day
 * without orders is there with zeros, so that a chart shows the gap instead of skipping it.
 */
export async function salesPerShopDay(db: Database, now: Date, days: number): Promise<ShopDaySales[]> {
  const window = lastShopDays(now, days);
  return selectRows(
    db,
    sql`WITH days AS (
          SELECT d::date AS day
          FROM generate_series(${window.first}::timestamp, ${window.today}::date::timestamp, interval '1 day') AS d),
        sold AS (
          SELECT (b.created_at AT TIME ZONE ${SHOP_TIME_ZONE})::date AS day,
                 count(*) FILTER (WHERE ${soldOrder(sql.raw('b.shipping_status'))}) AS orders,
                 sum(coalesce(m.charged_cents, 0)) AS gross_cents,
                 sum(coalesce(m.refunded_cents, 0)) AS refunds_cents
          FROM bills b LEFT JOIN ${moneyPerOrderSql()} AS m ON m.bill_id = b.id
          WHERE b.created_at >= ${window.starts} AND b.created_at < ${window.ends}
          GROUP BY 1)
        SELECT to_char(days.day, 'YYYY-MM-DD') AS day,
               coalesce(sold.orders, 0) AS orders,
               coalesce(sold.gross_cents, 0) - coalesce(sold.refunds_cents, 0) AS sales_cents,
               coalesce(sold.gross_cents, 0) AS gross_cents,
               coalesce(sold.refunds_cents, 0) AS refunds_cents
        FROM days LEFT JOIN sold ON sold.day = days.day
        ORDER BY days.day`,
    rowShape({
      day: col.text,
      orders: col.count,
      salesCents: col.count,
      grossCents: col.count,
      refundsCents: col.count,
    }),
  );
}

/** Orders placed on the shop's day around `now` (midnight to midnight in Mexico City) and what they add up to. */
export async function salesOfShopDay(db: Database, now: Date): Promise<DaySales> {
  const [today] = await salesPerShopDay(db, now, 1);
  if (!today) return { orders: 0, salesCents: 0, grossCents: 0, refundsCents: 0 };
  const { day: _day, ...sales } = today;
  return sales;
}

/** Paid orders to be shipped with a carrier that have not left the shop yet. */
export async function ordersAwaitingShipment(db: Database): Promise<number> {
  return ordersIn(db, NEW_ORDER_STATUS, 'delivery');
}

/** Paid orders the shopper picks up at the store, still to be prepared at the counter: never shipped. */
export async function ordersToPrepareForPickup(db: Database): Promise<number> {
  return ordersIn(db, NEW_ORDER_STATUS, 'pickup');
}

/** Orders waiting for an OXXO payment or a SPEI transfer to arrive. */
export async function ordersAwaitingPayment(db: Database): Promise<number> {
  return ordersIn(db, AWAITING_PAYMENT_STATUS);
}

async function ordersIn(db: Database, status: string, fulfilment?: Fulfilment): Promise<number> {
  const row = await selectRow(
    db,
    sql`SELECT count(*) AS orders FROM bills WHERE shipping_status = ${status}
        ${fulfilment ? sql`AND fulfilment = ${fulfilment}` : sql``}`,
    rowShape({ orders: col.count }),
  );
  return row?.orders ?? 0;
}
