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
  /**
   * Of `units`, those refunded outside a return (staff's partial refund from the order page): a return
   * counts its own units, and these are gone from what can still be returned.
   */
  unitsOutsideReturns: Map<number, number>;
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
      cause: moneyMovements.cause,
      state: moneyMovements.state,
      shippingCents: moneyMovements.shippingCents,
      lines: moneyMovements.lines,
    })
    .from(moneyMovements)
    .where(eq(moneyMovements.orderId, orderId));
  const parts: RefundedParts = {
    refunds: 0,
    units: new Map(),
    shippingCents: 0,
    unitsOutsideReturns: new Map(),
  };
  const add = (units: Map<number, number>, lineId: number, count: number) =>
    units.set(lineId, (units.get(lineId) ?? 0) + count);
  for (const row of rows) {
    if (row.kind !== 'refund') continue;
    parts.refunds += 1;
    if (row.state === 'failed') continue;
    parts.shippingCents += row.shippingCents;
    for (const line of row.lines) {
      add(parts.units, line.order_line_id, line.units);
      if (row.cause !== 'return-refunded') add(parts.unitsOutsideReturns, line.order_line_id, line.units);
    }
  }
  return parts;
}
