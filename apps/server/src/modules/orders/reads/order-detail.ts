import type { AdminOrderDetail } from '@store/contract/admin';
import { toPesos } from '@store/money';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { messagesOfOrder } from '../../mail';
import { ORDER_NOT_FOUND } from '../lifecycle/order-status';
import { moneyOfOrders } from '../../ledger';
import { moneyFacts, refundOf } from './order-refund';
import { paymentInstructionsOf } from '../settlement/payment-instructions';
import { isShippingStatus } from './shipping-status';
import { toOrderLine } from './shopper-orders';
import { orderCustomer, orderWithReference } from './order-with-customer';
import { notesOfOrder } from '../notes/order-notes';
import { billLines, billStatusChanges } from '../tables';
import { trackingUrl } from './tracking-url';
import { chosenShippingFacts } from './chosen-shipping';
import { orderRefundable } from '../lifecycle/refund-order';
import { parcelStepsOf } from '../carrier/parcel-steps';
import { undoableDelivery } from '../lifecycle/undo-delivery';

/** An order as staff see it: lines, address, payment, customer and every step of its shipping. */
export async function orderDetail(db: Database, orderId: number): Promise<AdminOrderDetail> {
  const row = await orderWithReference(db, orderId);
  if (!row) throw new HttpError(404, ORDER_NOT_FOUND);
  const { order } = row;
  const [customer, lines, history, notes, messages, moneyOf, refundable, steps, undoable] = await Promise.all(
    [
      orderCustomer(db, orderId, order.userId),
      db.select().from(billLines).where(eq(billLines.orderId, orderId)).orderBy(asc(billLines.id)),
      db
        .select()
        .from(billStatusChanges)
        .where(eq(billStatusChanges.orderId, orderId))
        .orderBy(asc(billStatusChanges.changedAt), asc(billStatusChanges.id)),
      notesOfOrder(db, orderId),
      messagesOfOrder(db, orderId),
      moneyOfOrders(db, [orderId]),
      orderRefundable(db, orderId, order.shippingStatus, order.shippingCents),
      parcelStepsOf(db, [orderId]),
      order.shippingStatus === 'entregado' && order.fulfilment === 'delivery'
        ? undoableDelivery(db, orderId)
        : undefined,
    ],
  );
  const money = moneyOf(orderId);
  const cancelRefund = refundOf(money);
  const providerRefund = money.refunds.find((refund) => refund.cause === 'order-cancelled');
  return {
    bill_id: order.id,
    reference: row.reference,
    created_at: order.createdAt.toISOString(),
    shipping_status: order.shippingStatus,
    fulfilment: order.fulfilment,
    shipping_choice: chosenShippingFacts(order.chosenShipping),
    customer: { name: customer.name, email: customer.email, phone_number: customer.phoneNumber },
    shipping_address: order.shippingAddress,
    lines: lines.map(toOrderLine),
    summary: {
      subtotal: toPesos(order.subtotalCents),
      total_discount: toPesos(order.discountCents),
      shipping_cost: toPesos(order.shippingCents),
      total_amount: toPesos(order.totalCents),
    },
    payment: {
      method: order.paymentMethod,
      card_brand: order.cardBrand,
      installment_months: order.installmentMonths,
      sat_payment_form: order.satPaymentForm,
      card_last4: order.cardLast4,
      amount: toPesos(order.totalCents),
      refunded_at: cancelRefund?.refunded_at ?? null,
      refund_id: providerRefund?.providerId ?? null,
      refund: cancelRefund,
    },
    money: moneyFacts(money),
    refundable,
    payment_instructions: paymentInstructionsOf(order),
    shipping: {
      carrier: order.carrier,
      tracking_number: order.trackingNumber,
      tracking_url: order.trackingUrl ?? trackingUrl(order.carrier, order.trackingNumber),
      has_label: steps.has(orderId),
      tracking_steps: steps.get(orderId) ?? null,
      // Offered only while the server would take it back: by staff's hand, in time, no return asked.
      ...(undoable?.recent && !undoable.byCarrier && !undoable.returnAsked
        ? { undo_delivery_until: undoable.until.toISOString() }
        : {}),
    },
    // Only moveOrder writes the history, always with one of the statuses.
    history: history.flatMap((change) =>
      isShippingStatus(change.status)
        ? [
            {
              status: change.status,
              carrier: change.carrier,
              tracking_number: change.trackingNumber,
              changed_by: change.changedBy,
              changed_at: change.changedAt.toISOString(),
            },
          ]
        : [],
    ),
    notes,
    messages,
  };
}
