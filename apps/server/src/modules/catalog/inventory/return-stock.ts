import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { StockChange } from './take-stock';

/**
 * Gives units back (an unpaid checkout that expired, a cancelled order); in variant order, as
 * `takeStock` takes them, so the two cannot deadlock.
 */
export async function returnStock(tx: Database, changes: StockChange[]): Promise<void> {
  for (const change of [...changes].sort((a, b) => a.variantId - b.variantId)) {
    await tx.execute(
      sql`UPDATE variants SET stock = stock + ${change.quantity} WHERE id = ${change.variantId}`,
    );
  }
}
