import { financialStatus, type FinancialStatus } from '@store/money';
import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { moneyMovements, type MovementMethod, type MovementState } from '../tables';

/** One refund as the pages show it: how much, where it went, and where it stands. */
export type LedgerRefund = {
  id: number;
  amountCents: number;
  shippingCents: number;
  method: MovementMethod;
  cardBrand: string | null;
  cardLast4: string | null;
  clabeLast4: string | null;
  transferReference: string | null;
  providerId: string | null;
  state: MovementState;
  returnId: number | null;
  cause: 'order-cancelled' | 'return-refunded' | 'order-refunded';
  requestedAt: Date;
  settledAt: Date | null;
};

/** An order's money, added up from the ledger: only what succeeded counts as charged or refunded. */
export type LedgerMoney = {
  chargedCents: number;
  refundedCents: number;
  /** Refunds asked for and not settled yet (a transfer staff still owe, a refund the provider has not finished). */
  pendingRefundCents: number;
  netCents: number;
  status: FinancialStatus | null;
  refunds: LedgerRefund[];
  /** What the shopper sent by SPEI beyond the order (not the order's money, outside every sum above). */
  overpayment: LedgerOverpayment | null;
};

/** An order's overpayment: sent beyond its total, given back (succeeded), on its way back, and still held. */
export type LedgerOverpayment = {
  overpaidCents: number;
  returnedCents: number;
  returningCents: number;
  heldCents: number;
};

const NOTHING: Omit<LedgerMoney, 'refunds' | 'overpayment'> = {
  chargedCents: 0,
  refundedCents: 0,
  pendingRefundCents: 0,
  netCents: 0,
  status: null,
};

/** The money of each order asked for, in one query; an order the ledger has no row of has none. */
export async function moneyOfOrders(
  db: Database,
  orderIds: readonly number[],
): Promise<(orderId: number) => LedgerMoney> {
  const rows =
    orderIds.length === 0
      ? []
      : await db
          .select()
          .from(moneyMovements)
          .where(inArray(moneyMovements.orderId, [...new Set(orderIds)]))
          .orderBy(asc(moneyMovements.createdAt), asc(moneyMovements.id));
  const byOrder = new Map<number, LedgerMoney>();
  for (const row of rows) {
    const money = byOrder.get(row.orderId) ?? { ...NOTHING, refunds: [], overpayment: null };
    byOrder.set(row.orderId, money);
    if (row.cause === 'overpayment') {
      money.overpayment = addOverpayment(money.overpayment, row);
      continue;
    }
    if (row.kind === 'charge' && row.state === 'succeeded') money.chargedCents += row.amountCents;
    if (row.kind === 'refund') {
      if (row.state === 'succeeded') money.refundedCents += row.amountCents;
      if (row.state === 'requested') money.pendingRefundCents += row.amountCents;
      money.refunds.push({
        id: row.id,
        amountCents: row.amountCents,
        shippingCents: row.shippingCents,
        method: row.method,
        cardBrand: row.cardBrand,
        cardLast4: row.cardLast4,
        clabeLast4: row.clabe?.slice(-4) ?? null,
        transferReference: row.transferReference,
        providerId: row.providerId,
        state: row.state,
        returnId: row.returnId,
        cause: row.cause === 'payment' ? 'order-cancelled' : row.cause,
        requestedAt: row.createdAt,
        settledAt: row.settledAt,
      });
    }
  }
  return (orderId) => {
    const money = byOrder.get(orderId) ?? { ...NOTHING, refunds: [], overpayment: null };
    const netCents = money.chargedCents - money.refundedCents;
    return { ...money, netCents, status: financialStatus(money) };
  };
}

/** An overpayment row (what was sent beyond the order) or its return, added to the order's overpayment. */
function addOverpayment(
  sum: LedgerOverpayment | null,
  row: typeof moneyMovements.$inferSelect,
): LedgerOverpayment {
  const next = sum ?? { overpaidCents: 0, returnedCents: 0, returningCents: 0, heldCents: 0 };
  if (row.kind === 'overpayment') next.overpaidCents += row.amountCents;
  else if (row.state === 'succeeded') next.returnedCents += row.amountCents;
  else if (row.state === 'requested') next.returningCents += row.amountCents;
  next.heldCents = next.overpaidCents - next.returnedCents - next.returningCents;
  return next;
}

/**
 * The financial status of the order whose id is `orderId` (a column of the caller's query), in SQL: the
 * same rule as `financialStatus` in @store/money, so that the orders list can filter by it inside the
 * database (`order-money.test.ts` proves both agree).
 */
export function financialStatusSql(orderId: SQL | SQL.Aliased | unknown): SQL<string | null> {
  return sql<string | null>`(
    SELECT CASE
      WHEN m.charged <= 0 THEN NULL
      WHEN m.refunded <= 0 THEN 'Pagado'
      WHEN m.refunded >= m.charged THEN 'Reembolsado'
      ELSE 'Reembolsado parcialmente'
    END
    FROM (
      SELECT
        coalesce(sum(amount_cents) FILTER (WHERE kind = 'charge' AND state = 'succeeded'), 0) AS charged,
        coalesce(sum(amount_cents) FILTER (WHERE kind = 'refund' AND cause <> 'overpayment' AND state = 'succeeded'), 0) AS refunded
      FROM money_movements WHERE money_movements.bill_id = ${orderId}
    ) AS m
  )`;
}
