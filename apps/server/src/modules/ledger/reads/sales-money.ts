import { sql, type SQL } from 'drizzle-orm';

/**
 * Each order's money as a derived table (`bill_id`, `charged_cents`, `refunded_cents`), for a caller's
 * query that adds orders up inside the database (the dashboard's days): joined on the order's id, it
 * counts only what succeeded, as `moneyOfOrders` does; an overpayment and its return are the shopper's
 * money, in neither sum.
 */
export function moneyPerOrderSql(): SQL {
  return sql`(
    SELECT bill_id,
      coalesce(sum(amount_cents) FILTER (WHERE kind = 'charge' AND state = 'succeeded'), 0) AS charged_cents,
      coalesce(sum(amount_cents) FILTER (WHERE kind = 'refund' AND cause <> 'overpayment' AND state = 'succeeded'), 0) AS refunded_cents
    FROM money_movements GROUP BY bill_id
  )`;
}

/**
 * The units and centavos each order line got back through succeeded refunds (`bill_line_id`, `units`,
 * `cents`), from the refunds' lines: the best sellers count units and pesos net of them.
 */
export function refundedUnitsSql(): SQL {
  return sql`(
    SELECT (line ->> 'order_line_id')::int AS bill_line_id, sum((line ->> 'units')::int) AS units,
      sum((line ->> 'cents')::int) AS cents
    FROM money_movements, jsonb_array_elements(money_movements.lines) AS line
    WHERE kind = 'refund' AND state = 'succeeded'
    GROUP BY 1
  )`;
}
