import type { ChosenShippingFacts, Fulfilment } from '@store/contract';
import { chosenShippingFacts } from './chosen-shipping';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { ORDER_NOT_FOUND } from '../lifecycle/order-status';
import { orderCustomer, orderWithReference } from './order-with-customer';
import { billLines, bills, paymentSessions } from '../tables';
import { NEW_ORDER_STATUS } from '../lifecycle/transitions';
import { carrierNameOf } from '../../shipping';
import { chosenCarrierOf } from '../carrier/chosen-carrier';

/** A sold line as the packer needs it: what and how many, without its price. */
export type LineToPack = {
  productId: number;
  /** Null once the variant was removed from the catalogue; the line keeps its names. */
  variantId: number | null;
  productName: string;
  colorName: string;
  sizeName: string;
  quantity: number;
};

export type OrderToPack = {
  id: number;
  reference: string;
  createdAt: Date;
  /** The customer who paid: the parcel goes to them, and the carrier calls their phone. */
  recipient: { name: string; phoneNumber: string | null };
  /** A pick-up's box stays at the store's counter: no parcel, no carrier. */
  fulfilment: Fulfilment;
  shippingAddress: string;
  /** The carrier the shopper chose and the days promised; null for the flat rate or a pick-up. */
  shippingChoice: ChosenShippingFacts | null;
  /** Who takes the parcel (the carrier shipped with, or its label's); null for a pick-up. */
  carrier: { name: string; trackingNumber: string | null } | null;
  lines: LineToPack[];
};

const lineColumns = {
  productId: billLines.productId,
  variantId: billLines.variantId,
  productName: billLines.productName,
  colorName: billLines.colorName,
  sizeName: billLines.sizeName,
  quantity: billLines.quantity,
};

/** One order's box: who it goes to, where, and its lines in the order they were sold; 404 if missing. */
export async function orderToPack(db: Database, orderId: number): Promise<OrderToPack> {
  const row = await orderWithReference(db, orderId);
  if (!row) throw new HttpError(404, ORDER_NOT_FOUND);
  const { order } = row;
  const [customer, lines] = await Promise.all([
    orderCustomer(db, orderId, order.userId),
    db.select(lineColumns).from(billLines).where(eq(billLines.orderId, orderId)).orderBy(asc(billLines.id)),
  ]);
  return {
    id: order.id,
    reference: row.reference,
    createdAt: order.createdAt,
    recipient: { name: customer.name, phoneNumber: customer.phoneNumber },
    fulfilment: order.fulfilment,
    shippingAddress: order.shippingAddress,
    shippingChoice: chosenShippingFacts(order.chosenShipping),
    carrier:
      order.fulfilment === 'pickup'
        ? null
        : {
            name:
              order.carrier ??
              order.chosenShipping?.carrierName ??
              carrierNameOf(chosenCarrierOf(order).carrier),
            trackingNumber: order.trackingNumber,
          },
    lines,
  };
}

/**
 * Every line of the orders waiting to be packed: paid and not shipped, the status a paid order starts
 * in (`NEW_ORDER_STATUS`, 'En proceso'), pick-ups to take to the counter included. Oldest order first.
 */
export async function linesAwaitingShipment(
  db: Database,
): Promise<(LineToPack & { orderId: number; reference: string; fulfilment: Fulfilment })[]> {
  return db
    .select({
      orderId: bills.id,
      reference: paymentSessions.reference,
      fulfilment: bills.fulfilment,
      ...lineColumns,
    })
    .from(billLines)
    .innerJoin(bills, eq(bills.id, billLines.orderId))
    .innerJoin(paymentSessions, eq(paymentSessions.id, bills.paymentSessionId))
    .where(eq(bills.shippingStatus, NEW_ORDER_STATUS))
    .orderBy(asc(bills.id), asc(billLines.id));
}
