import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { moneyMovements } from '../tables';

/** What of an order went or is going back: each line's units, the shipping, and how many refunds it has. */
export type RefundedParts = {
  /** Every refund row of the order, failed ones too: what a staff member saw when they chose theirs. */
  refunds: number;
  /** Units of each order line covered by refunds that did not fail. */
  units: Map<number, number>;
  /** Shipping given back (or being given back) by refunds that did not fail. */
  shippingCents: number;
};

/**
 * The parts of an order already refunded, as a partial refund must see them: a refund waiting at the
 * provider counts (it is not asked twice), a failed one does not, as `refundableCents` counts money. Read
 * in the caller's transaction, which holds the order's row lock.
 */
export async function refundedPartsOf(tx: Database, orderId: number): Promise<RefundedParts> {
  const rows = await tx
    .select({
      kind: moneyMovements.kind,
      state: moneyMovements.state,
      shippingCents: moneyMovements.shippingCents,
      lines: moneyMovements.lines,
    })
    .from(moneyMovements)
    .where(eq(moneyMovements.orderId, orderId));
  const parts: RefundedParts = { refunds: 0, units: new Map(), shippingCents: 0 };
  for (const row of rows) {
    if (row.kind !== 'refund') continue;
    parts.refunds += 1;
    if (row.state === 'failed') continue;
    parts.shippingCents += row.shippingCents;
    for (const line of row.lines) {
      parts.units.set(line.order_line_id, (parts.units.get(line.order_line_id) ?? 0) + line.units);
    }
  }
  return parts;
}
