import { sql } from 'drizzle-orm';

/**
 * A variant that was sold keeps its row for good (a bill line points at it) and so does one a checkout
 * is holding units of; for a query that has the variant as `v`.
 */
export const variantWasSold = sql.raw(
  '(EXISTS (SELECT 1 FROM bill_lines bl WHERE bl.variant_id = v.id) OR EXISTS (SELECT 1 FROM stock_reservations sr WHERE sr.variant_id = v.id))',
);
