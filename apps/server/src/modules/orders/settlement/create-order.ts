import type { Fulfilment } from '@store/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sellableVariantsForOrder } from '../../catalog';
import { recordCharge } from '../../ledger';
import type { PendingPayment } from '../../payments';
import type { OrderPayment } from './payment-form';
import { billLines, bills, type ChosenShipping } from '../tables';
import { AWAITING_PAYMENT_STATUS, NEW_ORDER_STATUS } from '../lifecycle/transitions';

export type SoldLine = {
  variantId: number;
  quantity: number;
  unitPriceCents: number;
  unitDiscountCents: number;
  /** What promotions took off the whole line, and the one that gave most. */
  promotionDiscountCents: number;
  promotionName: string | null;
};

export type NewOrder = {
  userId: number;
  paymentSessionId: number;
  shippingAddress: string;
  /** As the shopper chose at checkout: delivered by a carrier, or picked up at the store. */
  fulfilment: Fulfilment;
  /** The carrier's option chosen at checkout; null for the flat rate and a pick-up. */
  chosenShipping: ChosenShipping | null;
  payment: OrderPayment;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
  lines: SoldLine[];
  /** For an order that waits for a delayed payment: how to pay it, and until when. */
  awaiting?: { instructions: PendingPayment; dueAt: Date };
};

/**
 * Writes an order and its lines, inside the transaction that marked its checkout paid (or, for a
 * delayed payment, that recorded the voucher or transfer details it waits for). Prices are the
 * ones the shopper was charged; names and pictures are copied so the order reads the same whatever the
 * catalogue becomes.
 */
export async function createOrder(tx: Database, order: NewOrder): Promise<number> {
  const { lines, payment, awaiting, ...fields } = order;
  const [row] = await tx
    .insert(bills)
    .values({
      ...fields,
      ...payment,
      ...(awaiting
        ? {
            shippingStatus: AWAITING_PAYMENT_STATUS,
            paymentInstructions: awaiting.instructions,
            paymentDueAt: awaiting.dueAt,
          }
        : { shippingStatus: NEW_ORDER_STATUS, paidAt: sql`now()` }),
    })
    .returning({ id: bills.id });
  if (!row) throw new Error('No se guardó el pedido');
  const variants = new Map(
    (
      await sellableVariantsForOrder(
        tx,
        lines.map((line) => line.variantId),
      )
    ).map((variant) => [variant.variantId, variant]),
  );
  await tx.insert(billLines).values(
    lines.map((line) => {
      const variant = variants.get(line.variantId);
      return {
        orderId: row.id,
        variantId: line.variantId,
        productId: variant?.productId ?? 0,
        productName: variant?.productName ?? 'Producto',
        colorName: variant?.colorName ?? '',
        sizeName: variant?.sizeName ?? '',
        imageName: variant?.image ?? null,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        unitDiscountCents: line.unitDiscountCents,
        promotionDiscountCents: line.promotionDiscountCents,
        promotionName: line.promotionName,
      };
    }),
  );
  // A card's money is the shop's at once; a voucher's or a transfer's is charged when it arrives.
  if (!awaiting) {
    await recordCharge(tx, {
      orderId: row.id,
      amountCents: fields.totalCents,
      shippingCents: fields.shippingCents,
      method: payment.paymentMethod,
      cardBrand: payment.cardBrand,
      cardLast4: payment.cardLast4,
    });
  }
  return row.id;
}

/** The order written for a paid checkout, if it exists yet. */
export async function orderIdForPaymentSession(
  db: Database,
  paymentSessionId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: bills.id })
    .from(bills)
    .where(eq(bills.paymentSessionId, paymentSessionId));
  return row?.id;
}
