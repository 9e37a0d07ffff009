import {
  ADMIN_ORDERS_PAGE_SIZE,
  type AdminOrdersQuery,
  type AdminOrdersResponse,
} from '@store/contract/admin';
import { toPesos } from '@store/money';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { col, rowShape, selectRow, selectRows } from '../../../db/rows';
import { userMatchesSql } from '../../auth';
import { financialStatusSql } from '../../ledger';
import { FINANCIAL_STATUSES, type FinancialStatus } from '@store/money';
import { customersOf } from './order-with-customer';
import { asFulfilment, asShippingStatus } from './shipping-status';
import { startOfNextShopDay, startOfShopDay } from '../../../lib/shop-day';
import { containing } from '../../../lib/like-pattern';

/**
 * What the search box matches: an order number (with or without '#', or its reference NW-…), part
 * of the customer's name (accents ignored) or e-mail, or part of a product's name as the order kept it
 * (accents ignored: 'botin' finds 'Botín').
 */
function searchCondition(search: string): SQL {
  const pattern = containing(search);
  const conditions = [
    sql`ps.reference ILIKE ${pattern}`,
    userMatchesSql(sql`b.user_id`, pattern),
    sql`EXISTS (SELECT 1 FROM bill_lines sl WHERE sl.bill_id = b.id
          AND unaccent(sl.product_name) ILIKE unaccent(${pattern}))`,
  ];
  const number = /^#?(\d{1,9})$/.exec(search)?.[1];
  if (number) conditions.push(sql`b.id = ${Number(number)}`);
  return sql`(${sql.join(conditions, sql` OR `)})`;
}

function filters(query: AdminOrdersQuery): SQL {
  const conditions = [
    query.status ? sql`b.shipping_status = ${query.status}` : undefined,
    query.financial_status ? sql`${financialStatusSql(sql`b.id`)} = ${query.financial_status}` : undefined,
    query.from ? sql`b.created_at >= ${startOfShopDay(query.from)}` : undefined,
    query.to ? sql`b.created_at < ${startOfNextShopDay(query.to)}` : undefined,
    query.search ? searchCondition(query.search) : undefined,
  ].filter((condition) => condition !== undefined);
  return conditions.length === 0 ? sql`` : sql`WHERE ${sql.join(conditions, sql` AND `)}`;
}

const orderRow = rowShape({
  id: col.integer,
  reference: col.text,
  createdAt: col.timestamp,
  userId: col.integer,
  totalCents: col.integer,
  shippingStatus: col.text,
  fulfilment: col.text,
  units: col.count,
  financialStatus: col.nullable(col.text),
});

const asFinancialStatus = (status: string | null): FinancialStatus | null =>
  FINANCIAL_STATUSES.find((known) => known === status) ?? null;

/** The back-office's list of orders, newest first, filtered and one page at a time. */
export async function listOrders(db: Database, query: AdminOrdersQuery): Promise<AdminOrdersResponse> {
  const matching = sql`FROM bills b
    JOIN payment_sessions ps ON ps.id = b.payment_session_id
    ${filters(query)}`;
  const limit = ADMIN_ORDERS_PAGE_SIZE;
  const [rows, counted] = await Promise.all([
    selectRows(
      db,
      sql`SELECT b.id, ps.reference, b.created_at, b.user_id, b.total_cents, b.shipping_status, b.fulfilment,
            (SELECT coalesce(sum(bl.quantity), 0) FROM bill_lines bl WHERE bl.bill_id = b.id) AS units,
            ${financialStatusSql(sql`b.id`)} AS financial_status
          ${matching}
          ORDER BY b.created_at DESC, b.id DESC
          LIMIT ${limit} OFFSET ${(query.page - 1) * limit}`,
      orderRow,
    ),
    selectRow(db, sql`SELECT count(*) AS total ${matching}`, rowShape({ total: col.count })),
  ]);
  const total = counted?.total ?? 0;
  const customer = await customersOf(db, rows);
  return {
    orders: rows.map((row) => ({
      bill_id: row.id,
      reference: row.reference,
      created_at: row.createdAt.toISOString(),
      units: row.units,
      customer_name: customer(row).name,
      customer_email: customer(row).email,
      total_amount: toPesos(row.totalCents),
      shipping_status: asShippingStatus(row.shippingStatus),
      fulfilment: asFulfilment(row.fulfilment),
      financial_status: asFinancialStatus(row.financialStatus),
    })),
    pagination: { page: query.page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) },
  };
}
