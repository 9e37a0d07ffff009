import { randomInt } from 'node:crypto';
import { FULFILMENTS, PICKUP_CODE_DIGITS, type Fulfilment } from '@store/contract';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { noteSalesChanged } from '../../../db/sales-changed';
import { HttpError } from '../../../http/errors';
import { recordAudit, type AuditEvent } from '../../audit';
import { recordCharge } from '../../ledger';
import type { ProviderRefund } from '../../payments';
import type { OrderPayment } from '../settlement/payment-form';
import { queueOrderMoveMessage } from './order-messages';
import { orderPlace } from './order-status';
import { refusedOrderMove } from './refused-move';
import { bills, billStatusChanges } from '../tables';
import { orderMovableFrom, type Mover } from './transitions';

/** Each move an order can make, with the facts that come with it. */
export type OrderMove =
  /** The money of an order 'Pendiente de pago' arrived, paid this way. */
  | { to: 'En proceso'; payment: OrderPayment }
  | { to: 'Pago no recibido' }
  /** `trackingUrl`: the parcel's page the label came with (absent: the carrier's page for the number). */
  | { to: 'enviado'; carrier: string; trackingNumber: string; trackingUrl?: string | null }
  /** A pick-up order at the counter: it gets its pick-up code now. */
  | { to: 'Listo para recoger' }
  /** Delivered; a pick-up order only with the code its shopper shows, checked by the move itself. */
  | { to: 'entregado'; pickupCode?: string }
  | { to: 'cancelado'; refund: CancelRefund; unitsReturned: number; reason?: string | undefined };

/** How a cancelled order's money went back: through the provider, or by a transfer staff made. */
export type RefundMade =
  | ({ by: 'provider' } & ProviderRefund)
  | { by: 'transfer'; amountCents: number; clabe: string; reference: string };

/**
 * What a cancel does with the money: a refund made; a transfer still to make (cash paid at OXXO, cancelled
 * by the shopper: staff transfer it later to the CLABE the shopper gave, or asked for); nothing, for an
 * order whose money never arrived.
 */
export type CancelRefund =
  RefundMade | { by: 'transfer to make'; amountCents: number; clabe: string | null } | { by: 'none' };

/** Staff are named in the order's history and the audit log. */
export type OrderMover = { by: 'staff'; email: string } | { by: Exclude<Mover, 'staff'> };

export const PICKUP_NEEDS_CODE =
  'Este pedido se recoge en la tienda: entrégalo con el código de recogida que te muestra el cliente.';
export const WRONG_PICKUP_CODE =
  'El código de recogida no coincide con el de este pedido. Revisa los 6 dígitos con el cliente; el pedido no cambió.';

/** A pick-up order's hand-over refused for its code: the caller counts the wrong try. */
export class WrongPickupCodeError extends HttpError {
  constructor() {
    super(422, WRONG_PICKUP_CODE, 'pickup_code');
  }
}

/** Six digits, each as likely as any other, leading zeros included. */
const newPickupCode = () => String(randomInt(0, 10 ** PICKUP_CODE_DIGITS)).padStart(PICKUP_CODE_DIGITS, '0');

/**
 * The orders `move` may leave from, for each way of fulfilment: the UPDATE's condition. A pick-up's
 * hand-over also needs its code to match, so a wrong or missing code moves nothing.
 */
function movableOrders(move: OrderMove, mover: Mover): SQL | undefined {
  const conditions = FULFILMENTS.flatMap((fulfilment: Fulfilment) => {
    const from = orderMovableFrom(move.to, mover, fulfilment);
    if (from.length === 0) return [];
    const here = and(eq(bills.fulfilment, fulfilment), inArray(bills.shippingStatus, from));
    if (fulfilment !== 'pickup' || move.to !== 'entregado') return [here];
    return move.pickupCode === undefined ? [] : [and(here, eq(bills.pickupCode, move.pickupCode))];
  });
  return conditions.length === 0 ? undefined : or(...conditions);
}

/**
 * The one place an order's status changes. The UPDATE applies only while the order is in a status the
 * transition table lets this mover leave for `move.to`, so of two moves racing for one order exactly
 * one happens, and a replay changes nothing. The history row, for staff the audit entry, and the
 * shopper's message about the step are written in the caller's transaction with it, so they always agree
 * with the order.
 */
export async function moveOrder(
  tx: Database,
  orderId: number,
  move: OrderMove,
  mover: OrderMover,
): Promise<void> {
  const movable = movableOrders(move, mover.by);
  const [moved] =
    movable === undefined
      ? []
      : await tx
          .update(bills)
          .set({ shippingStatus: move.to, ...fieldsOf(move) })
          .where(and(eq(bills.id, orderId), movable))
          .returning({
            carrier: bills.carrier,
            trackingNumber: bills.trackingNumber,
            totalCents: bills.totalCents,
            shippingCents: bills.shippingCents,
            fulfilment: bills.fulfilment,
          });
  if (!moved) {
    const current = await orderPlace(tx, orderId);
    // Statuses only move forward, so a refused UPDATE is always explained by where the order is now,
    // and, for a pick-up at the counter, by the code it was given.
    throw (
      refusedOrderMove(current.status, move.to, mover.by, current.fulfilment) ??
      (current.fulfilment === 'pickup' && move.to === 'entregado'
        ? move.pickupCode === undefined
          ? new HttpError(422, PICKUP_NEEDS_CODE)
          : new WrongPickupCodeError()
        : new HttpError(409, 'El pedido cambió; vuelve a intentarlo.'))
    );
  }
  // A cancelled order no longer counts as sold (its charge, below, says so for one paid now).
  if (move.to === 'cancelado') await noteSalesChanged(tx);
  // The money of an order that waited for it arrived: its charge, in the same transaction.
  if (move.to === 'En proceso') {
    await recordCharge(tx, {
      orderId,
      amountCents: moved.totalCents,
      shippingCents: moved.shippingCents,
      method: move.payment.paymentMethod,
      cardBrand: move.payment.cardBrand,
      cardLast4: move.payment.cardLast4,
    });
  }
  await tx.insert(billStatusChanges).values({
    orderId: orderId,
    status: move.to,
    carrier: moved.carrier,
    trackingNumber: moved.trackingNumber,
    changedBy: mover.by === 'staff' ? mover.email : mover.by,
  });
  const audited = mover.by === 'staff' ? auditEventOf(orderId, move, moved.fulfilment) : undefined;
  if (audited && mover.by === 'staff') await recordAudit(tx, mover.email, audited);
  await queueOrderMoveMessage(tx, orderId, move, mover.by);
}

function fieldsOf(move: OrderMove) {
  if (move.to === 'En proceso') return { ...move.payment, paidAt: sql`now()` };
  if (move.to === 'enviado')
    return {
      carrier: move.carrier,
      trackingNumber: move.trackingNumber,
      trackingUrl: move.trackingUrl ?? null,
    };
  if (move.to === 'Listo para recoger') return { pickupCode: newPickupCode() };
  if (move.to === 'cancelado') {
    const { refund } = move;
    if (refund.by === 'none') return {};
    if (refund.by === 'transfer to make')
      return { refundCents: refund.amountCents, refundClabe: refund.clabe };
    return {
      refundedAt: sql`now()`,
      refundCents: refund.amountCents,
      ...(refund.by === 'provider'
        ? { refundId: refund.id }
        : { refundClabe: refund.clabe, refundTransferReference: refund.reference }),
    };
  }
  return {};
}

/** What staff did, for the audit log; the payment provider's moves are in the order's history only. */
function auditEventOf(order: number, move: OrderMove, fulfilment: Fulfilment): AuditEvent | undefined {
  switch (move.to) {
    case 'En proceso':
    case 'Pago no recibido':
      return undefined;
    case 'enviado':
      return { action: 'order.shipped', order, carrier: move.carrier, trackingNumber: move.trackingNumber };
    case 'Listo para recoger':
      return { action: 'order.ready_for_pickup', order };
    case 'entregado':
      return fulfilment === 'pickup'
        ? { action: 'order.picked_up', order }
        : { action: 'order.delivered', order };
    case 'cancelado':
      if (move.refund.by === 'none') {
        return {
          action: 'order.unpaid_cancelled',
          order,
          unitsReturned: move.unitsReturned,
          ...(move.reason ? { reason: move.reason } : {}),
        };
      }
      if (move.refund.by !== 'provider' && move.refund.by !== 'transfer') return undefined;
      return {
        action: 'order.cancelled',
        order,
        refundedCents: move.refund.amountCents,
        ...(move.refund.by === 'provider'
          ? { refundId: move.refund.id }
          : {
              refundClabeLast4: move.refund.clabe.slice(-4),
              refundTransferReference: move.refund.reference,
            }),
        unitsReturned: move.unitsReturned,
        ...(move.reason ? { reason: move.reason } : {}),
      };
  }
}
