import { RETURN_STATUSES, type ReturnStatus, type ShippingStatus } from '@store/contract';
import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { moneyOfOrders, moneyPerOrderSql, type LedgerMoney } from '../../ledger';
import { bills, paymentSessions, returnRequests } from '../tables';

/**
 * What each customer's orders add up to, as a derived table (`user_id`, `orders`, `spent_cents`,
 * `last_order_at`) for 'Clientes', which sorts customers by it: an order counts once its money came in
 * (paid, even if refunded later; a voucher never paid is no order of theirs), and what they spent is the
 * ledger's charged minus refunded, as every other figure of money.
 */
export function ordersPerCustomerSql(): SQL {
  return sql`(
    SELECT b.user_id, count(*) AS orders, max(b.created_at) AS last_order_at,
      sum(m.charged_cents - m.refunded_cents) AS spent_cents
    FROM bills b JOIN ${moneyPerOrderSql()} AS m ON m.bill_id = b.id
    WHERE m.charged_cents > 0
    GROUP BY b.user_id
  )`;
}

export type CustomerOrder = {
  id: number;
  reference: string;
  createdAt: Date;
  shippingStatus: ShippingStatus;
  totalCents: number;
  money: LedgerMoney;
};

export type CustomerReturn = { id: number; orderId: number; status: ReturnStatus; createdAt: Date };

/** A customer's orders, newest first, each with its money from the ledger, and the returns they asked for. */
export async function customerOrdersForStaff(
  db: Database,
  userId: number,
): Promise<{ orders: CustomerOrder[]; returns: CustomerReturn[] }> {
  const rows = await db
    .select({
      id: bills.id,
      reference: paymentSessions.reference,
      createdAt: bills.createdAt,
      shippingStatus: bills.shippingStatus,
      totalCents: bills.totalCents,
    })
    .from(bills)
    .innerJoin(paymentSessions, eq(paymentSessions.id, bills.paymentSessionId))
    .where(eq(bills.userId, userId))
    .orderBy(desc(bills.createdAt), desc(bills.id));
  const ids = rows.map((row) => row.id);
  const [money, returns] = await Promise.all([
    moneyOfOrders(db, ids),
    ids.length === 0
      ? []
      : db
          .select({
            id: returnRequests.id,
            orderId: returnRequests.orderId,
            status: returnRequests.status,
            createdAt: returnRequests.createdAt,
          })
          .from(returnRequests)
          .where(inArray(returnRequests.orderId, ids))
          .orderBy(desc(returnRequests.createdAt)),
  ]);
  return {
    orders: rows.map((row) => ({ ...row, money: money(row.id) })),
    returns: returns.flatMap((each) => {
      const status = RETURN_STATUSES.find((known) => known === each.status);
      return status ? [{ ...each, status }] : [];
    }),
  };
}
