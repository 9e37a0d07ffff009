import { sql, type SQL } from 'drizzle-orm';
import { refundedUnitsSql } from '../../ledger';
import { lastShopDays, soldOrder } from './sales-of-day';

/**
 * SQL for a subquery of the units each variant sold over the shop's last `days` days, net of returned
 * units: `(variant_id, units)`, one row per variant that sold. Counted as the top products count (orders
 * counted as sold, the ledger's refunded units taken off). The catalogue splices it beside its stock to
 * rank what to restock first, so that bill_lines stay this module's.
 */
export function unitsSoldPerVariantSql(now: Date, days: number): SQL {
  const window = lastShopDays(now, days);
  return sql`(
    SELECT l.variant_id, sum(l.quantity - coalesce(r.units, 0))::int AS units
    FROM bill_lines l JOIN bills b ON b.id = l.bill_id
    LEFT JOIN ${refundedUnitsSql()} AS r ON r.bill_line_id = l.id
    WHERE l.variant_id IS NOT NULL
      AND b.created_at >= ${window.starts} AND b.created_at < ${window.ends}
      AND ${soldOrder(sql.raw('b.shipping_status'))}
    GROUP BY l.variant_id
  )`;
}
