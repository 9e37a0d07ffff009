import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { col, rowShape, selectRows } from '../../../db/rows';
import { moneyOfOrders } from '../../ledger';

/** A checkout a signed-in shopper opened and has not paid: what it held, for 'Tu carrito te espera'. */
export type UnpaidCheckout = {
  paymentSessionId: number;
  userId: number;
  openedAt: Date;
  lines: { variantId: number; quantity: number }[];
};

const checkoutRow = rowShape({
  id: col.integer,
  userId: col.integer,
  createdAt: col.timestamp,
  variantIds: col.integers,
  quantities: col.integers,
});

/**
 * Checkouts opened between `openedAfter` and `openedBefore` whose shopper has no order since (none paid,
 * and no OXXO voucher or SPEI transfer waiting either: they chose how to pay), each the shopper's latest
 * checkout (a retry replaces the one before), with the units it held.
 */
export async function unpaidCheckouts(
  db: Database,
  window: { openedAfter: Date; openedBefore: Date },
): Promise<UnpaidCheckout[]> {
  const rows = await selectRows(
    db,
    sql`SELECT ps.id, ps.user_id, ps.created_at,
          array_agg(sr.variant_id ORDER BY sr.id) AS variant_ids,
          array_agg(sr.quantity ORDER BY sr.id) AS quantities
        FROM payment_sessions ps
        JOIN stock_reservations sr ON sr.payment_session_id = ps.id
        WHERE ps.created_at >= ${window.openedAfter.toISOString()}::timestamptz
          AND ps.created_at < ${window.openedBefore.toISOString()}::timestamptz
          AND ps.status <> 'paid'
          AND NOT EXISTS (SELECT 1 FROM bills b WHERE b.user_id = ps.user_id AND b.created_at >= ps.created_at)
          AND NOT EXISTS (SELECT 1 FROM payment_sessions later
                          WHERE later.user_id = ps.user_id AND later.created_at > ps.created_at)
        GROUP BY ps.id, ps.user_id, ps.created_at
        ORDER BY ps.id`,
    checkoutRow,
  );
  return rows.map((row) => ({
    paymentSessionId: row.id,
    userId: row.userId,
    openedAt: row.createdAt,
    lines: row.variantIds.map((variantId, index) => ({ variantId, quantity: row.quantities[index] ?? 1 })),
  }));
}

/**
 * For each ask, the shopper's first order placed after `after` and within `withinDays`, when its money
 * came in, with what stayed of it net of refunds (the ledger's): the cart reminders' recovered carts.
 */
export async function firstPaidOrdersAfter(
  db: Database,
  asks: readonly { userId: number; after: Date }[],
  withinDays: number,
): Promise<({ orderId: number; netCents: number } | null)[]> {
  if (asks.length === 0) return [];
  const rows = await selectRows(
    db,
    sql`SELECT ask.ord AS ask, b.id
        FROM unnest(${sql.param(asks.map((ask) => ask.userId))}::integer[],
                    ${sql.param(asks.map((ask) => ask.after.toISOString()))}::timestamptz[])
             WITH ORDINALITY AS ask(user_id, after, ord)
        JOIN LATERAL (
          SELECT b.id FROM bills b
          WHERE b.user_id = ask.user_id AND b.created_at > ask.after
            AND b.created_at < ask.after + make_interval(days => ${withinDays})
          ORDER BY b.created_at LIMIT 1) AS b ON true`,
    rowShape({ ask: col.count, id: col.integer }),
  );
  const money = await moneyOfOrders(
    db,
    rows.map((row) => row.id),
  );
  const found = new Map(rows.map((row) => [row.ask - 1, row.id]));
  return asks.map((_ask, index) => {
    const orderId = found.get(index);
    // An order whose money never came (a voucher left unpaid) recovered nothing.
    if (orderId === undefined || money(orderId).chargedCents === 0) return null;
    return { orderId, netCents: money(orderId).netCents };
  });
}
