import type { Bill, BillDetail, OrderPickup, ParcelSteps } from '@store/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { toPesos } from '@store/money';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { ORDER_NOT_FOUND } from '../lifecycle/order-status';
import { moneyOfOrders, type LedgerMoney } from '../../ledger';
import { moneyFacts, refundOf } from './order-refund';
import { paymentInstructionsOf } from '../settlement/payment-instructions';
import { billLines, bills, paymentSessions } from '../tables';
import { trackingUrl } from './tracking-url';
import { chosenShippingFacts } from './chosen-shipping';
import { qrCodePath } from '../../../lib/qr-code';
import { PICKUP_STORE } from '../pickup/pickup-store';
import { parcelStepsOf } from '../carrier/parcel-steps';

type OrderRow = typeof bills.$inferSelect & { reference: string };
type LineRow = typeof billLines.$inferSelect;

/** A sold line as both the shopper and the back-office read it (`bill_details` in the contract). */
export const toOrderLine = (line: LineRow): BillDetail => ({
  product_id: line.productId,
  variant_id: line.variantId ?? 0,
  product_name: line.productName,
  color_name: line.colorName,
  size_name: line.sizeName,
  quantity: line.quantity,
  price: toPesos(line.unitPriceCents),
  discount_amount: toPesos(line.unitDiscountCents),
  promotion_discount: toPesos(line.promotionDiscountCents),
  promotion_name: line.promotionName,
  images: line.imageName ? [line.imageName] : [],
});

/**
 * A pick-up order's store and, only while it waits at the counter, its code: before, there is none; after,
 * it has served. Read only through the shopper's own orders (`WHERE user_id = $me`).
 */
function pickupOf(row: OrderRow): OrderPickup | null {
  if (row.fulfilment !== 'pickup') return null;
  const code = row.shippingStatus === 'Listo para recoger' ? row.pickupCode : null;
  return { store: PICKUP_STORE, code, qr: code === null ? null : qrCodePath(code) };
}

const toShopperOrder = (
  row: OrderRow,
  lines: LineRow[],
  money: LedgerMoney,
  steps: ParcelSteps | null,
): Bill => ({
  bill_id: row.id,
  reference: row.reference,
  created_at: row.createdAt.toISOString(),
  total_amount: toPesos(row.totalCents),
  shipping_status: row.shippingStatus,
  fulfilment: row.fulfilment,
  pickup: pickupOf(row),
  shipping_address: row.shippingAddress,
  shipping_last4: row.cardLast4,
  payment: {
    method: row.paymentMethod,
    card_brand: row.cardBrand,
    installment_months: row.installmentMonths,
  },
  payment_instructions: paymentInstructionsOf(row),
  refund: refundOf(money),
  money: moneyFacts(money),
  shipping_cost: toPesos(row.shippingCents),
  shipping_choice: chosenShippingFacts(row.chosenShipping),
  shipping_carrier: row.carrier,
  shipping_tracking_number: row.trackingNumber,
  tracking_url: row.trackingUrl ?? trackingUrl(row.carrier, row.trackingNumber),
  tracking_steps: steps,
  summary: {
    subtotal: toPesos(row.subtotalCents),
    total_discount: toPesos(row.discountCents),
    discounted_amount: toPesos(row.subtotalCents - row.discountCents),
    total_amount: toPesos(row.totalCents),
  },
  bill_details: lines.map(toOrderLine),
});

async function withLines(db: Database, rows: OrderRow[]): Promise<Bill[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(billLines)
    .where(
      inArray(
        billLines.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(billLines.id));
  const orderIds = rows.map((row) => row.id);
  const [money, steps] = await Promise.all([moneyOfOrders(db, orderIds), parcelStepsOf(db, orderIds)]);
  return rows.map((row) =>
    toShopperOrder(
      row,
      lines.filter((line) => line.orderId === row.id),
      money(row.id),
      steps.get(row.id) ?? null,
    ),
  );
}

function selectOrders(db: Database) {
  return db
    .select({ order: bills, reference: paymentSessions.reference })
    .from(bills)
    .innerJoin(paymentSessions, eq(paymentSessions.id, bills.paymentSessionId));
}

/** The user's orders, newest first, as the storefront reads them. */
export async function ordersOf(db: Database, userId: number): Promise<Bill[]> {
  const rows = await selectOrders(db)
    .where(eq(bills.userId, userId))
    .orderBy(desc(bills.createdAt), desc(bills.id));
  return withLines(
    db,
    rows.map(({ order, reference }) => ({ ...order, reference })),
  );
}

/** One of the user's orders; another user's is not found, exactly like one that does not exist. */
export async function orderOf(db: Database, userId: number, orderId: number): Promise<Bill> {
  const [row] = await selectOrders(db).where(and(eq(bills.id, orderId), eq(bills.userId, userId)));
  if (!row) throw new HttpError(404, ORDER_NOT_FOUND);
  const [order] = await withLines(db, [{ ...row.order, reference: row.reference }]);
  if (!order) throw new HttpError(404, ORDER_NOT_FOUND);
  return order;
}
