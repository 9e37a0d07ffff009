import { isPaidOrder, PAID_ORDER_STATUSES, type ShippingStatus } from '@store/contract';
import { and, asc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { SatPaymentForm } from '../settlement/payment-form';
import { billLines, bills, paymentSessions } from '../tables';

/** An order as its invoice needs it: what was sold at which prices, how it was paid, and when. */
export type InvoiceableOrder = {
  orderId: number;
  userId: number;
  reference: string;
  status: ShippingStatus;
  paid: boolean;
  /** When the money arrived; null while unpaid. */
  paidAt: Date | null;
  satPaymentForm: SatPaymentForm;
  shippingCents: number;
  /** The carrier the shopper chose ('Estafeta Terrestre'); null for the flat rate or a pick-up. */
  shippingCarrier: string | null;
  totalCents: number;
  lines: {
    productId: number;
    variantId: number | null;
    productName: string;
    colorName: string;
    sizeName: string;
    quantity: number;
    unitPriceCents: number;
    unitDiscountCents: number;
    /** What promotions took off the whole line. */
    promotionDiscountCents: number;
  }[];
};

/** One of the user's orders for its invoice; another user's is undefined, as one that does not exist. */
export async function orderForInvoice(
  db: Database,
  userId: number,
  orderId: number,
): Promise<InvoiceableOrder | undefined> {
  const [row] = await db
    .select({ order: bills, reference: paymentSessions.reference })
    .from(bills)
    .innerJoin(paymentSessions, eq(paymentSessions.id, bills.paymentSessionId))
    .where(and(eq(bills.id, orderId), eq(bills.userId, userId)));
  if (!row) return undefined;
  const lines = await db
    .select()
    .from(billLines)
    .where(eq(billLines.orderId, orderId))
    .orderBy(asc(billLines.id));
  const { order } = row;
  return {
    orderId: order.id,
    userId: order.userId,
    reference: row.reference,
    status: order.shippingStatus,
    paid: isPaidOrder(order.shippingStatus),
    paidAt: order.paidAt,
    satPaymentForm: order.satPaymentForm,
    shippingCents: order.shippingCents,
    shippingCarrier: order.chosenShipping
      ? `${order.chosenShipping.carrierName} ${order.chosenShipping.serviceName}`
      : null,
    totalCents: order.totalCents,
    lines: lines.map((line) => ({
      productId: line.productId,
      variantId: line.variantId,
      productName: line.productName,
      colorName: line.colorName,
      sizeName: line.sizeName,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      unitDiscountCents: line.unitDiscountCents,
      promotionDiscountCents: line.promotionDiscountCents,
    })),
  };
}

/** A paid order as a global invoice covers it: one concept per order, its amounts and payment form. */
export type PaidOrderAmounts = {
  orderId: number;
  reference: string;
  paidAt: Date;
  satPaymentForm: SatPaymentForm;
  /** Goods and shipping at their prices with IVA, before discounts. */
  grossCents: number;
  discountCents: number;
  totalCents: number;
};

/**
 * The orders paid between two moments that still stand paid (not cancelled and refunded), oldest first.
 */
export async function paidOrdersBetween(db: Database, from: SQL, to: SQL): Promise<PaidOrderAmounts[]> {
  const rows = await db
    .select({
      orderId: bills.id,
      reference: paymentSessions.reference,
      paidAt: bills.paidAt,
      satPaymentForm: bills.satPaymentForm,
      subtotalCents: bills.subtotalCents,
      discountCents: bills.discountCents,
      shippingCents: bills.shippingCents,
      totalCents: bills.totalCents,
    })
    .from(bills)
    .innerJoin(paymentSessions, eq(paymentSessions.id, bills.paymentSessionId))
    .where(
      and(
        inArray(bills.shippingStatus, [...PAID_ORDER_STATUSES]),
        gte(bills.paidAt, from),
        lt(bills.paidAt, to),
      ),
    )
    .orderBy(asc(bills.paidAt), asc(bills.id));
  return rows.flatMap((row) =>
    row.paidAt
      ? [
          {
            orderId: row.orderId,
            reference: row.reference,
            paidAt: row.paidAt,
            satPaymentForm: row.satPaymentForm,
            grossCents: row.subtotalCents + row.shippingCents,
            discountCents: row.discountCents,
            totalCents: row.totalCents,
          },
        ]
      : [],
  );
}
