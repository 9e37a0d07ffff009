import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { col, rowShape, selectRows } from '../../../db/rows';
import type { PaymentMethod } from '../settlement/payment-form';

/** Orders of one payment method since the shop opened: placed, paid, and cancelled. */
export type OrderCounts = { method: PaymentMethod; created: number; paid: number; cancelled: number };

/**
 * Every order ever placed, by payment method, for the metrics' counters. Read from the orders themselves
 * rather than counted as they happen: the table is the truth whichever process placed an order, and a
 * process that restarts loses nothing. An order is never deleted, a paid one keeps its `paid_at` and
 * 'cancelado' is final, so each figure only grows.
 */
export async function orderCounts(db: Database): Promise<OrderCounts[]> {
  return selectRows(
    db,
    sql`SELECT payment_method AS method, count(*) AS created, count(paid_at) AS paid,
               count(*) FILTER (WHERE shipping_status = 'cancelado') AS cancelled
        FROM bills GROUP BY payment_method ORDER BY payment_method`,
    rowShape({ method: col.text, created: col.count, paid: col.count, cancelled: col.count }),
  ) as Promise<OrderCounts[]>;
}
