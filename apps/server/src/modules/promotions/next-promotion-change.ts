import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { col, rowShape, selectRow } from '../../db/rows';

const nextChangeRow = rowShape({ at: col.nullable(col.timestamp) });

/**
 * When the clock next starts or ends a promotion (ms since the epoch), Infinity when none is waiting:
 * badges and prices read until then stay right, whatever the hour.
 */
export async function nextPromotionChange(db: Database): Promise<number> {
  const row = await selectRow(
    db,
    sql`SELECT min(moment) AS at FROM (
          SELECT starts_at AS moment FROM promotions WHERE archived_at IS NULL AND starts_at > now()
          UNION ALL
          SELECT ends_at FROM promotions WHERE archived_at IS NULL AND ends_at > now()) AS moments`,
    nextChangeRow,
  );
  return row?.at ? row.at.getTime() : Infinity;
}
