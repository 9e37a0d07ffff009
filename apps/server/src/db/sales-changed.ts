import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * The channel told when what counts as sold changes: an order's money arrived, a paid order was cancelled,
 * a refund's units went back (or came back, undone). The catalogue remembers 'Lo más vendido' until it hears
 * it (decision 049 read it at every request). Sent from the code, not a trigger as the catalogue's own
 * channel is (decision 023): whether an order counts as sold depends on its status and the ledger together,
 * and the places that change either are these few writes.
 */
export const SALES_CHANGED = 'sales_changed';

/**
 * Says, inside the writer's transaction, that the sales changed: PostgreSQL delivers it to every process
 * only if and when that transaction commits, so nobody forgets too early or hears of a sale rolled back.
 */
export async function noteSalesChanged(tx: Database): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${SALES_CHANGED}, '')`);
}
