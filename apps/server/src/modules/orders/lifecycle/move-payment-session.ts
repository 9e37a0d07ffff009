import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { returnStock } from '../../catalog';
import { countCouponUse, releaseCouponUse } from '../../coupons';
import { countCheckoutEnded } from '../../metrics';
import { tellWaitingShoppers } from '../../stock-alerts';
import type { PaymentMethod } from '../settlement/payment-form';
import type { PaymentSession, Reservation } from '../checkout/payment-sessions';
import { refusedPaymentSessionMove } from './refused-move';
import { paymentSessions, stockReservations } from '../tables';
import {
  HELD_UNITS_AFTER,
  movableFrom,
  PAYMENT_SESSION_TRANSITIONS,
  type Mover,
  type PaymentSessionStatus,
} from './transitions';

export type PaymentSessionEnd = Exclude<PaymentSessionStatus, 'open'>;

export type PaymentSessionMove =
  { moved: true; session: PaymentSession; units: Reservation[] } | { moved: false; refusal: HttpError };

/**
 * The one place a checkout's status changes, with its held units: sold when it is paid, back in stock
 * when it expires or fails. The UPDATE applies only while the session is in a status the transition
 * table lets this mover leave for `to`; it takes the row's lock, so of two deliveries racing for one
 * session exactly one moves it (and returns the units), and the other, like any replay, changes nothing.
 * `method` is how the shopper paid or was to pay, when they chose (the metrics count outcomes by it).
 */
export async function movePaymentSession(
  tx: Database,
  sessionId: number,
  to: PaymentSessionEnd,
  mover: Mover,
  method: PaymentMethod | null = null,
): Promise<PaymentSessionMove> {
  const from = movableFrom(PAYMENT_SESSION_TRANSITIONS, to, mover);
  const [session] =
    from.length === 0
      ? []
      : await tx
          .update(paymentSessions)
          .set({ status: to, settledAt: sql`now()` })
          .where(and(eq(paymentSessions.id, sessionId), inArray(paymentSessions.status, from)))
          .returning();
  if (!session) return { moved: false, refusal: await refusalFor(tx, sessionId, to, mover) };
  const units = await tx
    .update(stockReservations)
    .set({ status: HELD_UNITS_AFTER[to] })
    .where(and(eq(stockReservations.paymentSessionId, sessionId), eq(stockReservations.status, 'held')))
    .returning();
  units.sort((a, b) => a.variantId - b.variantId);
  if (HELD_UNITS_AFTER[to] === 'released') await returnStock(tx, units, tellWaitingShoppers);
  // A discount code's held use goes with the units: counted when paid, given back otherwise (decision 058).
  if (to === 'paid') await countCouponUse(tx, sessionId);
  else await releaseCouponUse(tx, sessionId);
  // Counted where the outcome is decided; a transaction that rolls back after this (rare: a failure the
  // provider's next delivery retries) is counted again by the retry.
  countCheckoutEnded(to, method);
  return { moved: true, session, units };
}

/** Ends an unpaid checkout in its own transaction; false when it had already ended. */
export async function releasePaymentSession(
  db: Database,
  sessionId: number,
  to: Exclude<PaymentSessionEnd, 'paid'>,
  mover: Mover,
): Promise<boolean> {
  return db.transaction(async (tx) => (await movePaymentSession(tx, sessionId, to, mover)).moved);
}

async function refusalFor(tx: Database, sessionId: number, to: PaymentSessionEnd, mover: Mover) {
  const [row] = await tx
    .select({ status: paymentSessions.status })
    .from(paymentSessions)
    .where(eq(paymentSessions.id, sessionId));
  if (!row) return new HttpError(404, 'Pago no encontrado');
  return (
    refusedPaymentSessionMove(row.status, to, mover) ??
    new HttpError(409, 'El pago cambió; vuelve a intentarlo.')
  );
}
