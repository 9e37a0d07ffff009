import {
  ADMIN_ORDERS_PAGE_SIZE,
  type AdminOrdersQuery,
  type AdminOrdersResponse,
} from '@store/contract/admin';
import { and, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { bills, paymentSessions, users } from '../../../db/schema';
import { pesos } from '../../../lib/money';

/** The shop is in Mexico: a day the owner picks runs from midnight to midnight there. */
export const SHOP_TIME_ZONE = 'America/Mexico_City';

const startOfDay = (day: string) => sql`(${day}::date)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE}`;
const startOfNextDay = (day: string) => sql`((${day}::date + 1)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})`;

/** `%`, `_` and the escape itself typed by the owner are searched for as they are, not as wildcards. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * What the search box matches: an order number (the bill's, with or without '#', or its reference
 * NW-…), or part of the customer's name (accents ignored) or e-mail.
 */
function searchCondition(search: string): SQL | undefined {
  const pattern = containing(search);
  const conditions: (SQL | undefined)[] = [
    sql`${paymentSessions.reference} ILIKE ${pattern}`,
    sql`unaccent(${users.name}) ILIKE unaccent(${pattern})`,
    sql`${users.email} ILIKE ${pattern}`,
  ];
  const number = /^#?(\d{1,9})$/.exec(search)?.[1];
  if (number) conditions.push(eq(bills.id, Number(number)));
  return or(...conditions);
}

/** The back-office's list of orders, newest first, filtered and one page at a time. */
export async function listOrders(db: Database, query: AdminOrdersQuery): Promise<AdminOrdersResponse> {
  const where = and(
    query.status ? eq(bills.shippingStatus, query.status) : undefined,
    query.from ? gte(bills.createdAt, startOfDay(query.from)) : undefined,
    query.to ? lt(bills.createdAt, startOfNextDay(query.to)) : undefined,
    query.search ? searchCondition(query.search) : undefined,
  );
  const limit = ADMIN_ORDERS_PAGE_SIZE;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: bills.id,
        reference: paymentSessions.reference,
        createdAt: bills.createdAt,
        customerName: users.name,
        customerEmail: users.email,
        totalCents: bills.totalCents,
        shippingStatus: bills.shippingStatus,
      })
      .from(bills)
      .innerJoin(paymentSessions, eq(paymentSessions.id, bills.paymentSessionId))
      .innerJoin(users, eq(users.id, bills.userId))
      .where(where)
      .orderBy(desc(bills.createdAt), desc(bills.id))
      .limit(limit)
      .offset((query.page - 1) * limit),
    db
      .select({ total: count() })
      .from(bills)
      .innerJoin(paymentSessions, eq(paymentSessions.id, bills.paymentSessionId))
      .innerJoin(users, eq(users.id, bills.userId))
      .where(where),
  ]);
  const total = counted?.total ?? 0;
  return {
    orders: rows.map((row) => ({
      bill_id: row.id,
      reference: row.reference,
      created_at: row.createdAt.toISOString(),
      customer_name: row.customerName,
      customer_email: row.customerEmail,
      total_amount: pesos(row.totalCents),
      shipping_status: row.shippingStatus,
    })),
    pagination: { page: query.page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) },
  };
}
