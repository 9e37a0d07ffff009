import type { ReturnLine, ReturnRequest, ReturnStatus, ReturnStep } from '@store/contract';
import { returnedLineRefundCents, toPesos } from '@store/money';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { refundedPartsOf } from '../../ledger';
import { billLines, billStatusChanges, returnLines, returnRequests } from '../tables';

export type ReturnRow = typeof returnRequests.$inferSelect;
type LineRow = typeof billLines.$inferSelect;

/** What the shopper paid for a whole sold line: its units after their discount, less its promotion. */
export const linePaidCents = (line: LineRow) =>
  line.quantity * (line.unitPriceCents - line.unitDiscountCents) - line.promotionDiscountCents;

/**
 * What the shopper gets back for `quantity` units of a sold line, `returnedBefore` of its units having
 * gone back in earlier requests: the line's paid cents (discounts and promotions taken off) shared among
 * its units by `returnedLineRefundCents`, the same rule the shopper's form shows the amount by, so the
 * units of a line refund exactly what the line was paid, however many requests return them.
 */
export const paidCentsOf = (line: LineRow, quantity: number, returnedBefore = 0) =>
  returnedLineRefundCents({ paidCents: linePaidCents(line), units: line.quantity }, quantity, returnedBefore);

/** When the order was delivered: its 'entregado' change, or null before that. */
export async function deliveredAt(db: Database, orderId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: billStatusChanges.changedAt })
    .from(billStatusChanges)
    .where(and(eq(billStatusChanges.orderId, orderId), eq(billStatusChanges.status, 'entregado')))
    .orderBy(desc(billStatusChanges.changedAt))
    .limit(1);
  return row?.at ?? null;
}

/**
 * How many units of each of the order's lines went or are going back: in requests (rejected ones do not
 * count) or refunded by staff from the order page.
 */
export async function unitsAskedBack(db: Database, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ lineId: returnLines.orderLineId, units: sql<number>`sum(${returnLines.quantity})::int` })
    .from(returnLines)
    .innerJoin(returnRequests, eq(returnRequests.id, returnLines.returnId))
    .where(and(eq(returnRequests.orderId, orderId), ne(returnRequests.status, 'rechazada')))
    .groupBy(returnLines.orderLineId);
  const asked = new Map(rows.map((row) => [row.lineId, row.units]));
  // Units staff refunded from the order page are paid back already: they cannot be returned for money again.
  const { unitsOutsideReturns } = await refundedPartsOf(db, orderId);
  for (const [lineId, units] of unitsOutsideReturns) asked.set(lineId, (asked.get(lineId) ?? 0) + units);
  return asked;
}

/** Each step a request took, oldest first, with who took it. */
export function stepsOf(row: ReturnRow): (ReturnStep & { by: string | null })[] {
  const steps: (ReturnStep & { by: string | null })[] = [
    { status: 'solicitada', at: row.createdAt.toISOString(), by: null },
  ];
  if (row.decidedAt) {
    steps.push({
      status: row.status === 'rechazada' ? 'rechazada' : 'aprobada',
      at: row.decidedAt.toISOString(),
      by: row.decidedBy,
    });
  }
  if (row.receivedAt)
    steps.push({ status: 'recibida', at: row.receivedAt.toISOString(), by: row.receivedBy });
  if (row.refundedAt) {
    steps.push({ status: 'reembolsada', at: row.refundedAt.toISOString(), by: row.refundedBy });
  }
  return steps;
}

/**
 * The lines of each request, as read with their sold line, and how many units of that line went back in
 * the order's earlier requests (rejected ones do not count). A request is made only once the earlier ones
 * are closed, so that count never changes once the request exists.
 */
export async function linesOf(db: Database, returnIds: number[]) {
  if (returnIds.length === 0) return [];
  return db
    .select({
      returnId: returnLines.returnId,
      quantity: returnLines.quantity,
      line: billLines,
      returnedBefore: sql<number>`(SELECT coalesce(sum(earlier.quantity), 0)::int
          FROM return_lines earlier JOIN return_requests asked ON asked.id = earlier.return_id
          WHERE earlier.order_line_id = ${returnLines.orderLineId}
            AND earlier.return_id < ${returnLines.returnId} AND asked.status <> 'rechazada')`.mapWith(Number),
    })
    .from(returnLines)
    .innerJoin(billLines, eq(billLines.id, returnLines.orderLineId))
    .where(inArray(returnLines.returnId, returnIds))
    .orderBy(asc(billLines.id));
}

type RequestLine = { quantity: number; line: LineRow; returnedBefore: number };

export const toReturnLine = ({ quantity, line, returnedBefore }: RequestLine): ReturnLine => ({
  order_line_id: line.id,
  product_name: line.productName,
  color_name: line.colorName,
  size_name: line.sizeName,
  quantity,
  paid_amount: toPesos(paidCentsOf(line, quantity, returnedBefore)),
});

/** A request as the shopper reads it. */
export function toReturnRequest(row: ReturnRow, lines: RequestLine[]): ReturnRequest {
  return {
    return_id: row.id,
    status: row.status as ReturnStatus,
    reason: row.reason,
    rejection_reason: row.rejectionReason,
    lines: lines.map(toReturnLine),
    refund: row.refundedAt
      ? {
          amount: toPesos(row.refundCents ?? 0),
          shipping_amount: toPesos(row.shippingRefundCents ?? 0),
          method: row.refundClabe ? 'transfer' : 'payment',
          clabe_last4: row.refundClabe?.slice(-4) ?? null,
        }
      : null,
    created_at: row.createdAt.toISOString(),
    steps: stepsOf(row).map(({ status, at }) => ({ status, at })),
  };
}
