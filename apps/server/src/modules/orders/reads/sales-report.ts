import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { col, oneOf, rowShape, selectRows } from '../../../db/rows';
import { moneyPerOrderSql, refundedUnitsSql } from '../../ledger';
import { lastShopDays, soldOrder } from './sales-of-day';

export type SoldProduct = { productId: number; productName: string; units: number; salesCents: number };

/**
 * How an order was paid, as the owner tells them apart: a card in one payment, a card in meses sin
 * intereses (the order keeps the plan's months), cash at OXXO, a SPEI transfer.
 */
export const SALES_PAYMENT_METHODS = ['card', 'msi', 'oxxo', 'spei'] as const;
export type SalesPaymentMethod = (typeof SALES_PAYMENT_METHODS)[number];
export type PaymentMethodSales = { method: SalesPaymentMethod; orders: number; salesCents: number };

/**
 * The products that sold most over the shop's last `days` days, by units or by pesos, from the lines of
 * the orders counted as sold (as the day's sales count them). A line's pesos are what it charged: its
 * units at the unit price less the unit discount, less what promotions took off the line, less what its
 * refunds gave back (units and pesos net of returns, from the ledger; a product all returned drops
 * out); shipping is the
 * order's, not a product's. The name is the one the product was last sold under. Ties go to the other
 * figure, then to the older product, so that the list does not shuffle between two reloads.
 */
export async function topSoldProducts(
  db: Database,
  now: Date,
  days: number,
  by: 'units' | 'sales',
  limit: number,
): Promise<SoldProduct[]> {
  const window = lastShopDays(now, days);
  const order = by === 'units' ? sql`units DESC, sales_cents DESC` : sql`sales_cents DESC, units DESC`;
  return selectRows(
    db,
    sql`SELECT l.product_id,
               (array_agg(l.product_name ORDER BY b.created_at DESC, l.id DESC))[1] AS product_name,
               sum(l.quantity - coalesce(r.units, 0)) AS units,
               sum(l.quantity * (l.unit_price_cents - l.unit_discount_cents) - l.promotion_discount_cents
                   - coalesce(r.cents, 0)) AS sales_cents
        FROM bill_lines l JOIN bills b ON b.id = l.bill_id
        LEFT JOIN ${refundedUnitsSql()} AS r ON r.bill_line_id = l.id
        WHERE b.created_at >= ${window.starts} AND b.created_at < ${window.ends}
          AND ${soldOrder(sql.raw('b.shipping_status'))}
        GROUP BY l.product_id
        HAVING sum(l.quantity - coalesce(r.units, 0)) > 0
        ORDER BY ${order}, l.product_id
        LIMIT ${limit}`,
    rowShape({ productId: col.integer, productName: col.text, units: col.count, salesCents: col.count }),
  );
}

/** How the orders counted as sold over the shop's last `days` days were paid: orders and pesos per method, every method listed. */
export async function salesByPaymentMethod(
  db: Database,
  now: Date,
  days: number,
): Promise<PaymentMethodSales[]> {
  const window = lastShopDays(now, days);
  const rows = await selectRows(
    db,
    // Net of refunds, as every sales figure of the dashboard (the ledger's charges less its refunds).
    sql`SELECT CASE WHEN b.payment_method = 'card' AND b.installment_months IS NOT NULL THEN 'msi'
                    ELSE b.payment_method END AS method,
               count(*) AS orders,
               sum(coalesce(m.charged_cents, 0) - coalesce(m.refunded_cents, 0)) AS sales_cents
        FROM bills b LEFT JOIN ${moneyPerOrderSql()} AS m ON m.bill_id = b.id
        WHERE b.created_at >= ${window.starts} AND b.created_at < ${window.ends}
          AND ${soldOrder(sql.raw('b.shipping_status'))}
        GROUP BY 1`,
    rowShape({ method: col.text, orders: col.count, salesCents: col.count }),
  );
  const found = new Map(rows.map((row) => [oneOf(SALES_PAYMENT_METHODS, row.method), row]));
  return SALES_PAYMENT_METHODS.map((method) => ({
    method,
    orders: found.get(method)?.orders ?? 0,
    salesCents: found.get(method)?.salesCents ?? 0,
  }));
}
