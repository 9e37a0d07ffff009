import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { moneyMovements } from '../tables';

/**
 * What a shopper sent by SPEI beyond an order's total (`overpaidCents`), as the provider's cash balance
 * shows it once the order is paid: one row per order (kind and cause 'overpayment', keyed
 * `overpayment-<order>`), which only grows, since a later transfer with the order's reference adds to it.
 * It is the shopper's money held at the provider, not a sale: no charged, refunded or net sum counts it.
 */
export async function recordOverpayment(tx: Database, orderId: number, overpaidCents: number): Promise<void> {
  if (!Number.isInteger(overpaidCents) || overpaidCents <= 0) return;
  await tx
    .insert(moneyMovements)
    .values({
      orderId,
      kind: 'overpayment',
      method: 'spei',
      amountCents: overpaidCents,
      cause: 'overpayment',
      requestedBy: 'system',
      idempotencyKey: `overpayment-${orderId}`,
      state: 'succeeded',
      settledAt: sql`now()`,
    })
    .onConflictDoUpdate({
      target: moneyMovements.idempotencyKey,
      set: { amountCents: sql`greatest(${moneyMovements.amountCents}, excluded.amount_cents)` },
    });
}

/**
 * Of the orders asked for, the overpayments still held at the provider: recorded, less their returns not
 * failed (a return on its way is no longer there to give). The shop's share of a customer's cash balance.
 */
export async function overpaymentHeldCents(tx: Database, orderIds: readonly number[]): Promise<number> {
  if (orderIds.length === 0) return 0;
  const [sums] = await tx
    .select({
      held: sql<number>`coalesce(sum(CASE WHEN ${moneyMovements.kind} = 'overpayment' THEN ${moneyMovements.amountCents} ELSE -${moneyMovements.amountCents} END), 0)::int`,
    })
    .from(moneyMovements)
    .where(
      and(
        inArray(moneyMovements.orderId, [...orderIds]),
        eq(moneyMovements.cause, 'overpayment'),
        sql`${moneyMovements.state} <> 'failed'`,
      ),
    );
  return sums?.held ?? 0;
}
