import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { billLines, returnLines, returnRequests } from '../tables';

/** The units of one product asked back for one reason (and, for size, how it fitted). */
export type ProductReturnReason = {
  productId: number;
  productName: string;
  reasonKind: string;
  fit: string | null;
  units: number;
};

/**
 * The back-office's 'Por producto': units asked back per product and reason, of the products returned
 * most, so the owner sees which boot runs small. Rejected requests are left out: staff refused them.
 */
export async function returnsByReason(db: Database, productLimit = 100): Promise<ProductReturnReason[]> {
  const returned = db
    .select({
      productId: billLines.productId,
      units: sql<number>`sum(${returnLines.quantity})::int`.as('units'),
    })
    .from(returnLines)
    .innerJoin(returnRequests, eq(returnRequests.id, returnLines.returnId))
    .innerJoin(billLines, eq(billLines.id, returnLines.orderLineId))
    .where(ne(returnRequests.status, 'rechazada'))
    .groupBy(billLines.productId)
    .orderBy(desc(sql`units`), billLines.productId)
    .limit(productLimit);
  const top = (await returned).map((row) => row.productId);
  if (top.length === 0) return [];
  return db
    .select({
      productId: billLines.productId,
      productName: sql<string>`max(${billLines.productName})`,
      reasonKind: returnRequests.reasonKind,
      fit: returnRequests.fit,
      units: sql<number>`sum(${returnLines.quantity})::int`,
    })
    .from(returnLines)
    .innerJoin(returnRequests, eq(returnRequests.id, returnLines.returnId))
    .innerJoin(billLines, eq(billLines.id, returnLines.orderLineId))
    .where(and(ne(returnRequests.status, 'rechazada'), inArray(billLines.productId, top)))
    .groupBy(billLines.productId, returnRequests.reasonKind, returnRequests.fit);
}
