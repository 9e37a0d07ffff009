import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { col, rowShape, selectRow } from '../../../db/rows';
import { shopClock, startOfNextShopDay, startOfShopDay } from '../../../lib/shop-day';

/**
 * Invoices shoppers asked for on the shop's day around `now` (midnight to midnight in Mexico City),
 * whatever became of them since (one the provider refused is deleted, so it does not count); all of them,
 * or one shopper's. The month's global invoice is staff's own doing and is not counted.
 */
export async function invoicesRequestedOnShopDay(db: Database, now: Date, userId?: number): Promise<number> {
  const { day } = shopClock(now);
  const row = await selectRow(
    db,
    sql`SELECT count(*) AS requested FROM invoices
        WHERE kind = 'order' AND created_at >= ${startOfShopDay(day)} AND created_at < ${startOfNextShopDay(day)}
        ${userId === undefined ? sql`` : sql`AND user_id = ${userId}`}`,
    rowShape({ requested: col.count }),
  );
  return row?.requested ?? 0;
}
