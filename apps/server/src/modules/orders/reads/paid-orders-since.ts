import { PAID_ORDER_STATUSES } from '@store/contract';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { col, rowShape, selectRow } from '../../../db/rows';

/**
 * Orders whose money arrived after `since` and that still stand: the back-office's "new orders". Counted
 * by when they were paid, so a voucher paid at OXXO today is new today even if it was ordered on Monday.
 */
export async function paidOrdersSince(db: Database, since: Date): Promise<number> {
  const row = await selectRow(
    db,
    sql`SELECT count(*) AS orders FROM bills
        WHERE paid_at > ${since.toISOString()}::timestamptz
          AND ${inArray(sql.raw('shipping_status'), [...PAID_ORDER_STATUSES])}`,
    rowShape({ orders: col.count }),
  );
  return row?.orders ?? 0;
}
