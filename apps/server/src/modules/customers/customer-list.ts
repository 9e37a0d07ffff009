import {
  ADMIN_CUSTOMERS_PAGE_SIZE,
  type AdminCustomerRow,
  type AdminCustomersQuery,
  type AdminCustomersResponse,
} from '@store/contract/admin';
import { toPesos } from '@store/money';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { col, rowShape, selectRow, selectRows } from '../../db/rows';
import { containing } from '../../lib/like-pattern';
import { customersSql } from '../auth';
import { ordersPerCustomerSql } from '../orders';

const customerRow = rowShape({
  userId: col.integer,
  name: col.text,
  email: col.text,
  phoneNumber: col.nullable(col.text),
  createdAt: col.timestamp,
  deletedAt: col.nullable(col.timestamp),
  orders: col.count,
  spentCents: col.count,
  lastOrderAt: col.nullable(col.timestamp),
});
export type CustomerFigures = ReturnType<typeof customerRow>;

/** Users beside what their orders add up to; the name the SQL below reads its columns by. */
const customersWithOrders = () => sql`${customersSql()} AS u LEFT JOIN ${ordersPerCustomerSql()} AS o
  ON o.user_id = u.user_id`;

const figures = sql`u.user_id, u.name, u.email, u.phone_number, u.created_at, u.deleted_at,
  coalesce(o.orders, 0) AS orders, coalesce(o.spent_cents, 0) AS spent_cents, o.last_order_at`;

/**
 * Part of a name (accents ignored), an e-mail or a phone number; a deleted account matches none of its
 * former data, since none is kept.
 */
function searchCondition(search: string | undefined): SQL {
  if (!search) return sql``;
  const pattern = containing(search);
  const digits = search.replace(/\D/g, '');
  return sql`WHERE (unaccent(u.name) ILIKE unaccent(${pattern}) OR u.email ILIKE ${pattern}
    ${digits.length >= 3 ? sql`OR u.phone_number LIKE ${containing(digits)}` : sql``})`;
}

const SORT_COLUMNS: Record<AdminCustomersQuery['sort'], SQL> = {
  name: sql`lower(unaccent(u.name))`,
  orders: sql`coalesce(o.orders, 0)`,
  spent: sql`coalesce(o.spent_cents, 0)`,
  last_order: sql`o.last_order_at`,
};

function ordering(query: Pick<AdminCustomersQuery, 'sort' | 'direction'>): SQL {
  const direction = query.direction === 'asc' ? sql`ASC` : sql`DESC`;
  // Customers who never ordered go last either way; ties keep the newest account first.
  return sql`ORDER BY ${SORT_COLUMNS[query.sort]} ${direction} NULLS LAST, u.user_id DESC`;
}

/** The row as the back-office shows it: a deleted account keeps its name 'Cuenta eliminada' and nothing else. */
export function toCustomerRow(row: CustomerFigures): AdminCustomerRow {
  const deleted = row.deletedAt !== null;
  return {
    customer_id: row.userId,
    name: row.name,
    email: deleted ? null : row.email,
    phone_number: deleted ? null : row.phoneNumber,
    deleted,
    orders: row.orders,
    spent: toPesos(row.spentCents),
    last_order_at: row.lastOrderAt?.toISOString() ?? null,
  };
}

/** 'Clientes': every customer with their orders and money net of refunds, searched, sorted, a page at a time. */
export async function listCustomers(
  db: Database,
  query: AdminCustomersQuery,
): Promise<AdminCustomersResponse> {
  const limit = ADMIN_CUSTOMERS_PAGE_SIZE;
  const from = sql`FROM ${customersWithOrders()} ${searchCondition(query.search)}`;
  const [rows, counted] = await Promise.all([
    selectRows(
      db,
      sql`SELECT ${figures} ${from} ${ordering(query)} LIMIT ${limit} OFFSET ${(query.page - 1) * limit}`,
      customerRow,
    ),
    selectRow(db, sql`SELECT count(*) AS total ${from}`, rowShape({ total: col.count })),
  ]);
  const total = counted?.total ?? 0;
  return {
    customers: rows.map(toCustomerRow),
    pagination: { page: query.page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) },
  };
}

/** Every customer the search finds, in the list's order, a page at a time (the CSV). */
export async function* everyCustomer(
  db: Database,
  query: Pick<AdminCustomersQuery, 'search' | 'sort' | 'direction'>,
): AsyncGenerator<AdminCustomerRow[]> {
  const pageSize = 500;
  for (let offset = 0; ; offset += pageSize) {
    const rows = await selectRows(
      db,
      sql`SELECT ${figures} FROM ${customersWithOrders()} ${searchCondition(query.search)}
          ${ordering(query)} LIMIT ${pageSize} OFFSET ${offset}`,
      customerRow,
    );
    if (rows.length > 0) yield rows.map(toCustomerRow);
    if (rows.length < pageSize) return;
  }
}

/** One customer's figures, or undefined when there is no such user. */
export async function customerFigures(db: Database, userId: number): Promise<CustomerFigures | undefined> {
  return selectRow(
    db,
    sql`SELECT ${figures} FROM ${customersWithOrders()} WHERE u.user_id = ${userId}`,
    customerRow,
  );
}
