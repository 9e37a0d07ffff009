import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { col, rowShape, selectRows } from '../../../db/rows';
import type { MovementMethod } from '../tables';

/** What came in and what went back through one payment method, in centavos, since the shop opened. */
export type LedgerTotals = { method: MovementMethod; chargedCents: number; refundedCents: number };

/**
 * The ledger added up by method, for the metrics' revenue and refund counters: charges as recorded, refunds
 * once they succeeded (one asked for and still waiting, or failed, gave nothing back). A SPEI overpayment is
 * the shopper's money, not revenue, and is left out with its return.
 */
export async function ledgerTotals(db: Database): Promise<LedgerTotals[]> {
  return selectRows(
    db,
    sql`SELECT method,
               coalesce(sum(amount_cents) FILTER (WHERE kind = 'charge'), 0) AS charged_cents,
               coalesce(sum(amount_cents) FILTER (WHERE kind = 'refund' AND cause <> 'overpayment'
                                                   AND state = 'succeeded'), 0) AS refunded_cents
        FROM money_movements WHERE kind IN ('charge', 'refund') GROUP BY method ORDER BY method`,
    rowShape({ method: col.text, chargedCents: col.count, refundedCents: col.count }),
  ) as Promise<LedgerTotals[]>;
}
