import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { col, rowShape, selectRows } from '../../../db/rows';

const variantRow = rowShape({ variantId: col.integer });

/**
 * The catalogue's `SoldVariants`: of `variantIds`, those an order's line or a checkout's held units point
 * at. The catalogue keeps their rows for good (the editor marks them sold and refuses to remove them).
 */
export async function soldVariants(db: Database, variantIds: number[]): Promise<Set<number>> {
  if (variantIds.length === 0) return new Set();
  const ids = sql.param(variantIds);
  const rows = await selectRows(
    db,
    sql`SELECT variant_id FROM bill_lines WHERE variant_id = ANY(${ids}::integer[])
        UNION
        SELECT variant_id FROM stock_reservations WHERE variant_id = ANY(${ids}::integer[])`,
    variantRow,
  );
  return new Set(rows.map((row) => row.variantId));
}
