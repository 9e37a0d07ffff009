import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { stockAlerts } from './tables';

/** A deleted account waits for nothing: its alerts (and their tokens) go with it. */
export async function forgetStockAlerts(tx: Database, userId: number): Promise<void> {
  await tx.delete(stockAlerts).where(eq(stockAlerts.userId, userId));
}
