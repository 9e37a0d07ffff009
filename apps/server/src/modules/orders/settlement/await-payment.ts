import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { endOfShopDay } from '../../../lib/shop-day';
import type { PendingPayment } from '../../payments';
import { createOrder, orderIdForPaymentSession } from './create-order';
import { CONFIRMATION_TIME_MS } from './delayed-payments';
import { queueAwaitingPaymentMessage } from '../lifecycle/order-messages';
import { orderPayment } from './payment-form';
import type { PaymentSession } from '../checkout/payment-sessions';
import { bills, paymentSessions, stockReservations } from '../tables';
import { AWAITING_PAYMENT_STATUS } from '../lifecycle/transitions';
import { lockWaitingOrdersOf, waitingOrderOf } from './waiting-orders';

/**
 * `waiting`: the checkout's order waits for its money. `refused`: the shopper already has another order
 * waiting, so this checkout gets none and its payment must be withdrawn. `settled`: it already ended.
 */
export type AwaitOutcome =
  { outcome: 'waiting' | 'settled' } | { outcome: 'refused'; waitingOrderId: number };

/**
 * A checkout completed with an OXXO voucher or SPEI details: an order 'Pendiente de pago' exists from
 * now, holding the checkout's units until the money arrives or the deadline passes, and the shopper is
 * sent how to pay. Delivered again (a partial transfer), it updates what is left to pay. A shopper who
 * already has an order waiting gets no second one (`refused`).
 */
export async function awaitPayment(
  db: Database,
  session: PaymentSession,
  pending: PendingPayment,
): Promise<AwaitOutcome> {
  return db.transaction(async (tx): Promise<AwaitOutcome> => {
    // The checkout's lock: of two deliveries at once, one writes the order and the other then finds it.
    const [locked] = await tx
      .select({ status: paymentSessions.status })
      .from(paymentSessions)
      .where(eq(paymentSessions.id, session.id))
      .for('update');
    if (locked?.status !== 'open') return { outcome: 'settled' };
    const waiting = await orderIdForPaymentSession(tx, session.id);
    if (waiting !== undefined) {
      await tx
        .update(bills)
        .set({ paymentInstructions: pending })
        .where(and(eq(bills.id, waiting), eq(bills.shippingStatus, AWAITING_PAYMENT_STATUS)));
      return { outcome: 'waiting' };
    }
    // One waiting order per shopper, checked under the shopper's lock so that two checkouts completed
    // at once cannot both become one.
    await lockWaitingOrdersOf(tx, session.userId);
    const other = await waitingOrderOf(tx, session.userId);
    if (other !== undefined) {
      await tx
        .update(paymentSessions)
        .set({ refusedForOrderId: other })
        .where(eq(paymentSessions.id, session.id));
      return { outcome: 'refused', waitingOrderId: other };
    }
    const dueAt =
      pending.method === 'oxxo'
        ? new Date(pending.expiresAt)
        : endOfShopDay(new Date(), session.transferDays);
    const held = await tx
      .select()
      .from(stockReservations)
      .where(and(eq(stockReservations.paymentSessionId, session.id), eq(stockReservations.status, 'held')));
    const orderId = await createOrder(tx, {
      userId: session.userId,
      paymentSessionId: session.id,
      shippingAddress: session.shippingAddressText,
      fulfilment: session.fulfilment,
      chosenShipping: session.chosenShipping,
      payment: orderPayment({
        method: pending.method,
        cardBrand: null,
        cardLast4: null,
        cardFunding: null,
        installmentMonths: null,
      }),
      subtotalCents: session.subtotalCents,
      discountCents: session.discountCents,
      shippingCents: session.shippingCents,
      totalCents: session.totalCents,
      lines: held,
      awaiting: { instructions: pending, dueAt },
    });
    // The sweeper leaves the checkout alone until the deadline and the provider's confirmation time pass.
    await tx
      .update(paymentSessions)
      .set({ expiresAt: new Date(dueAt.getTime() + CONFIRMATION_TIME_MS[pending.method]) })
      .where(eq(paymentSessions.id, session.id));
    await queueAwaitingPaymentMessage(tx, orderId);
    return { outcome: 'waiting' };
  });
}
