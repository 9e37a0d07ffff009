import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { col, rowShape, selectRow } from '../../../db/rows';
import { sayBackInStock, type BackInStock } from './back-in-stock';
import type { StockChange } from './take-stock';

const returnedRow = rowShape({ id: col.integer, stock: col.integer });

/**
 * Gives units back (an unpaid checkout that expired, a cancelled order, a received return); in variant
 * order, as `takeStock` takes them, so the two cannot deadlock. The UPDATE holds the row's lock, so the
 * stock it returns less the units given is the stock just before: a size that had none is told to
 * `backInStock` in this transaction.
 */
export async function returnStock(
  tx: Database,
  changes: StockChange[],
  backInStock: BackInStock,
): Promise<void> {
  const returned: { id: number; before: number; after: number }[] = [];
  for (const change of [...changes].sort((a, b) => a.variantId - b.variantId)) {
    const row = await selectRow(
      tx,
      sql`UPDATE variants SET stock = stock + ${change.quantity} WHERE id = ${change.variantId}
          RETURNING id, stock`,
      returnedRow,
    );
    if (row) returned.push({ id: row.id, before: row.stock - change.quantity, after: row.stock });
  }
  await sayBackInStock(tx, backInStock, returned);
}
