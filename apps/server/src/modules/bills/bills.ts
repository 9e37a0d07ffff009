import type { Bill, BillDetail } from '@store/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { billLines, bills, paymentSessions } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { pesos } from '../../lib/money';
import { trackingUrl } from './tracking-url';

export const BILL_NOT_FOUND = 'Pedido no encontrado';

type BillRow = typeof bills.$inferSelect & { reference: string };
type LineRow = typeof billLines.$inferSelect;

/** A sold line as both the shopper and the back-office read it. */
export const toBillDetail = (line: LineRow): BillDetail => ({
  product_id: line.productId,
  variant_id: line.variantId ?? 0,
  product_name: line.productName,
  color_name: line.colorName,
  size_name: line.sizeName,
  quantity: line.quantity,
  price: pesos(line.unitPriceCents),
  discount_amount: pesos(line.unitDiscountCents),
  images: line.imageName ? [line.imageName] : [],
});

const toBill = (row: BillRow, lines: LineRow[]): Bill => ({
  bill_id: row.id,
  reference: row.reference,
  created_at: row.createdAt.toISOString(),
  total_amount: pesos(row.totalCents),
  shipping_status: row.shippingStatus,
  shipping_address: row.shippingAddress,
  shipping_last4: row.cardLast4,
  shipping_cost: pesos(row.shippingCents),
  shipping_carrier: row.carrier,
  shipping_tracking_number: row.trackingNumber,
  tracking_url: trackingUrl(row.carrier, row.trackingNumber),
  summary: {
    subtotal: pesos(row.subtotalCents),
    total_discount: pesos(row.discountCents),
    discounted_amount: pesos(row.subtotalCents - row.discountCents),
    total_amount: pesos(row.totalCents),
  },
  bill_details: lines.map(toBillDetail),
});

async function withLines(db: Database, rows: BillRow[]): Promise<Bill[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(billLines)
    .where(
      inArray(
        billLines.billId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(billLines.id));
  return rows.map((row) =>
    toBill(
      row,
      lines.filter((line) => line.billId === row.id),
    ),
  );
}

function selectBills(db: Database) {
  return db
    .select({ bill: bills, reference: paymentSessions.reference })
    .from(bills)
    .innerJoin(paymentSessions, eq(paymentSessions.id, bills.paymentSessionId));
}

/** The user's orders, newest first. */
export async function billsOf(db: Database, userId: number): Promise<Bill[]> {
  const rows = await selectBills(db)
    .where(eq(bills.userId, userId))
    .orderBy(desc(bills.createdAt), desc(bills.id));
  return withLines(
    db,
    rows.map(({ bill, reference }) => ({ ...bill, reference })),
  );
}

/** One of the user's orders; another user's is not found, exactly like one that does not exist. */
export async function billOf(db: Database, userId: number, billId: number): Promise<Bill> {
  const [row] = await selectBills(db).where(and(eq(bills.id, billId), eq(bills.userId, userId)));
  if (!row) throw new HttpError(404, BILL_NOT_FOUND);
  const [bill] = await withLines(db, [{ ...row.bill, reference: row.reference }]);
  if (!bill) throw new HttpError(404, BILL_NOT_FOUND);
  return bill;
}

/** The bill written for a paid checkout, if it exists yet. */
export async function billIdForPaymentSession(
  db: Database,
  paymentSessionId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: bills.id })
    .from(bills)
    .where(eq(bills.paymentSessionId, paymentSessionId));
  return row?.id;
}
