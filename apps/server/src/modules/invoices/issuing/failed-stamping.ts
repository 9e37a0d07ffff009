import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { col, rowShape, selectRow } from '../../../db/rows';
import { STALLED_AFTER_MS } from './order-invoices';

/**
 * Invoices and credit notes whose stamping failed, for the back-office home's 'Por atender': an invoice
 * still being issued past the moment the sweep takes it up again (the provider did not answer), and a
 * credit note the provider refused (never retried: its data needs the owner). An invoice the provider
 * refused is deleted and the shopper told at once, so it waits on nobody and is not counted.
 */
export async function failedStampingCount(db: Database, now: Date = new Date()): Promise<number> {
  const stalledBefore = new Date(now.getTime() - STALLED_AFTER_MS);
  const row = await selectRow(
    db,
    sql`SELECT (SELECT count(*) FROM invoices WHERE status = 'emitiendo' AND created_at < ${stalledBefore})
             + (SELECT count(*) FROM credit_notes WHERE status = 'rechazada') AS failed`,
    rowShape({ failed: col.count }),
  );
  return row?.failed ?? 0;
}

/** Invoices and credit notes waiting to be stamped, and those whose stamping failed (as counted above). */
export type StampingBacklog = { pending: number; failed: number };

/**
 * For the metrics: what is on its way to SAT (an invoice or a credit note still 'emitiendo' within the time
 * its request gets), next to what failed. A failed one stays counted until someone acts on it.
 */
export async function stampingBacklog(db: Database, now: Date = new Date()): Promise<StampingBacklog> {
  const stalledBefore = new Date(now.getTime() - STALLED_AFTER_MS);
  const row = await selectRow(
    db,
    sql`SELECT (SELECT count(*) FROM invoices WHERE status = 'emitiendo' AND created_at >= ${stalledBefore})
             + (SELECT count(*) FROM credit_notes WHERE status = 'emitiendo') AS pending`,
    rowShape({ pending: col.count }),
  );
  return { pending: row?.pending ?? 0, failed: await failedStampingCount(db, now) };
}
