import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { recordAudit } from '../../audit';
import { withdrawMessage } from '../../mail';
import { deliveredKey, queueShippedAgain } from './order-messages';
import { orderPlace } from './order-status';
import { bills, billStatusChanges, returnRequests } from '../tables';

/** How long after staff mark an order 'entregado' by hand they may take it back. */
export const UNDO_DELIVERY_MINUTES = 10;

export const UNDO_ONLY_DELIVERED = 'Solo se deshace la entrega de un pedido marcado como entregado.';
export const UNDO_NOT_PICKUP =
  'Un pedido entregado en la tienda no se deshace: el cliente ya se lo llevó con su código de recogida.';
export const UNDO_NOT_CARRIER =
  'La paquetería avisó que este pedido se entregó: esa entrega no se deshace aquí.';
export const UNDO_TOO_LATE = `La entrega solo se deshace en los ${UNDO_DELIVERY_MINUTES} minutos siguientes a marcarla; ese tiempo ya pasó.`;
export const UNDO_RETURN_ASKED =
  'El cliente ya pidió una devolución de este pedido: la entrega ya no se puede deshacer.';

/** What the shopper hears of an undone delivery: nothing, its e-mail taken back, or a correction. */
export type UndoneDeliveryEmail = 'withdrawn' | 'corrected';

/**
 * The order's last delivery, if its last change is one: until when it can be taken back (the database's
 * clock), whether that time is still running, whether the carrier told it and whether the shopper has
 * asked to return the order since. Undefined when the last change is no delivery.
 */
export async function undoableDelivery(
  db: Database,
  orderId: number,
): Promise<{ until: Date; recent: boolean; byCarrier: boolean; returnAsked: boolean } | undefined> {
  const [last] = await db
    .select({
      status: billStatusChanges.status,
      changedBy: billStatusChanges.changedBy,
      until: sql<Date>`${billStatusChanges.changedAt} + make_interval(mins => ${UNDO_DELIVERY_MINUTES})`,
      recent: sql<boolean>`${billStatusChanges.changedAt} > now() - make_interval(mins => ${UNDO_DELIVERY_MINUTES})`,
      returnAsked: sql<boolean>`exists (select 1 from ${returnRequests} where ${returnRequests.orderId} = ${orderId})`,
    })
    .from(billStatusChanges)
    .where(eq(billStatusChanges.orderId, orderId))
    // The last written, whatever its time says.
    .orderBy(desc(billStatusChanges.id))
    .limit(1);
  if (last?.status !== 'entregado') return undefined;
  return {
    until: new Date(last.until),
    recent: last.recent,
    byCarrier: last.changedBy === 'carrier',
    returnAsked: last.returnAsked,
  };
}

/**
 * Staff take back an 'entregado' they marked by hand on a delivery, within ten minutes of it (decision
 * 046): the order is 'enviado' again, with its guide, as if the click had not happened. Not a move of the
 * transition table (nothing else goes backwards): only this rule, for this mistake. The carrier's own
 * 'Delivered', a pick-up handed over with its code, or a delivery the shopper already asked to return
 * are facts, not clicks, and stay. What the delivery set off is undone with it: its e-mail is taken back
 * while it has not gone, or else followed by one saying the order is still on its way; the return window
 * reopens from the next delivery (it counts from the latest 'entregado'). Written in the history and the
 * audit log, saying which e-mail the shopper got.
 */
export async function undoDelivery(
  db: Database,
  orderId: number,
  staffEmail: string,
): Promise<UndoneDeliveryEmail> {
  return db.transaction(async (tx) => {
    // Locked: a return asked at this moment, or a second undo, waits for this one.
    const place = await orderPlace(tx, orderId, { forUpdate: true });
    if (place.status !== 'entregado') throw new HttpError(409, UNDO_ONLY_DELIVERED);
    if (place.fulfilment === 'pickup') throw new HttpError(409, UNDO_NOT_PICKUP);
    const delivery = await undoableDelivery(tx, orderId);
    if (!delivery || delivery.byCarrier) throw new HttpError(409, UNDO_NOT_CARRIER);
    if (!delivery.recent) throw new HttpError(409, UNDO_TOO_LATE);
    if (delivery.returnAsked) throw new HttpError(409, UNDO_RETURN_ASKED);

    const [order] = await tx
      .update(bills)
      .set({ shippingStatus: 'enviado' })
      .where(and(eq(bills.id, orderId), eq(bills.shippingStatus, 'entregado')))
      .returning({ carrier: bills.carrier, trackingNumber: bills.trackingNumber });
    if (!order) throw new HttpError(409, UNDO_ONLY_DELIVERED);
    // The key is the delivery's, counted before this history row adds nothing to its deliveries.
    const key = await deliveredKey(tx, orderId);
    await tx.insert(billStatusChanges).values({
      orderId,
      status: 'enviado',
      carrier: order.carrier,
      trackingNumber: order.trackingNumber,
      changedBy: staffEmail,
    });
    const email: UndoneDeliveryEmail = (await withdrawMessage(tx, key)) ? 'withdrawn' : 'corrected';
    if (email === 'corrected') await queueShippedAgain(tx, orderId, 'delivery-undone', `${key}:undone`);
    await recordAudit(tx, staffEmail, { action: 'order.delivery_undone', order: orderId, email });
    return email;
  });
}
