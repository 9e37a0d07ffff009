import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { Database } from '../../../db/client';
import { billLines, bills, billStatusChanges, paymentSessions } from '../../../db/schema';
import { HttpError } from '../../../http/errors';
import { BILL_NOT_FOUND } from '../../bills/bills';
import { returnStock } from '../../catalog/stock';
import type { PaymentProvider } from '../../payments/payment-provider';
import { recordAudit } from '../audit';
import { refusedTransition } from './shipping-workflow';

export type CancelDependencies = { db: Database; provider: PaymentProvider; log: FastifyBaseLogger };

export const PAYMENT_NOT_FOUND =
  'La pasarela de pago no encuentra el pago de este pedido; no se puede reembolsar desde aquí.';
export const REFUND_FAILED =
  'La pasarela de pago no pudo hacer el reembolso; el pedido no cambió. Intenta de nuevo en un momento.';

/**
 * Cancels an order that has not left the shop yet: the payment is refunded through the provider, the
 * order becomes 'cancelado' with its refund, and its units go back to stock, all exactly once.
 *
 * Only 'En proceso' can be cancelled here. Once 'enviado' the boots are with the carrier: refunding and
 * restocking then would give away both the money and units the shop does not have on its shelves; that
 * is a return, handled when the package comes back.
 *
 * The order's row stays locked from the check to the commit, refund call included. A second cancel (or a
 * 'Marcar como enviado') clicked meanwhile waits, then finds the order cancelled and changes nothing; a
 * failed refund rolls everything back. The refund's idempotency key is the bill's and its payment's, so a
 * retry after a failure between the refund and the commit gets the same refund rather than a second one.
 */
export async function cancelOrder(
  deps: CancelDependencies,
  billId: number,
  staffEmail: string,
  reason: string | undefined,
): Promise<void> {
  const [found] = await deps.db
    .select({ status: bills.shippingStatus, providerSessionId: paymentSessions.providerSessionId })
    .from(bills)
    .innerJoin(paymentSessions, eq(paymentSessions.id, bills.paymentSessionId))
    .where(eq(bills.id, billId));
  if (!found) throw new HttpError(404, BILL_NOT_FOUND);
  if (found.status !== 'En proceso') throw new HttpError(409, refusedTransition(found.status, 'cancelado'));
  // Asked before taking the lock: the payment a bill was made from never changes.
  const paymentIntent = await paymentIntentOf(deps, found.providerSessionId);

  await deps.db.transaction(async (tx) => {
    const [bill] = await tx
      .select({ status: bills.shippingStatus, reference: paymentSessions.reference })
      .from(bills)
      .innerJoin(paymentSessions, eq(paymentSessions.id, bills.paymentSessionId))
      .where(eq(bills.id, billId))
      .for('update', { of: bills });
    if (!bill) throw new HttpError(404, BILL_NOT_FOUND);
    if (bill.status !== 'En proceso') {
      throw new HttpError(409, refusedTransition(bill.status, 'cancelado'));
    }
    const refund = await refundPayment(deps, billId, bill.reference, paymentIntent);
    const [cancelled] = await tx
      .update(bills)
      .set({ shippingStatus: 'cancelado', refundedAt: sql`now()`, refundId: refund.id })
      .where(and(eq(bills.id, billId), eq(bills.shippingStatus, 'En proceso')))
      .returning({ id: bills.id });
    if (!cancelled) throw new HttpError(409, refusedTransition(await statusOf(tx, billId), 'cancelado'));
    const units = await tx
      .select({ variantId: billLines.variantId, quantity: billLines.quantity })
      .from(billLines)
      .where(and(eq(billLines.billId, billId), isNotNull(billLines.variantId)));
    await returnStock(
      tx,
      units.flatMap(({ variantId, quantity }) => (variantId === null ? [] : [{ variantId, quantity }])),
    );
    await tx.insert(billStatusChanges).values({ billId, status: 'cancelado', changedBy: staffEmail });
    await recordAudit(tx, {
      actorEmail: staffEmail,
      action: 'canceló y reembolsó el pedido',
      subject: `Pedido ${billId}`,
      details: {
        before: 'En proceso',
        after: 'cancelado',
        refund_id: refund.id,
        refunded_amount: refund.amount / 100,
        units_returned: units.reduce((total, unit) => total + unit.quantity, 0),
        ...(reason ? { reason } : {}),
      },
    });
  });
}

async function statusOf(db: Database, billId: number) {
  const [row] = await db.select({ status: bills.shippingStatus }).from(bills).where(eq(bills.id, billId));
  if (!row) throw new HttpError(404, BILL_NOT_FOUND);
  return row.status;
}

/** The payment intent of the order's Checkout Session (the shop does not keep it; the provider does). */
async function paymentIntentOf(deps: CancelDependencies, providerSessionId: string | null): Promise<string> {
  if (!providerSessionId) throw new HttpError(422, PAYMENT_NOT_FOUND);
  try {
    const hosted = await deps.provider.stripe.checkout.sessions.retrieve(providerSessionId);
    const intent = hosted.payment_intent;
    const id = typeof intent === 'string' ? intent : intent?.id;
    if (!id) throw new HttpError(422, PAYMENT_NOT_FOUND);
    return id;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') {
      throw new HttpError(422, PAYMENT_NOT_FOUND);
    }
    deps.log.error({ err: error, providerSessionId }, 'no se pudo leer la sesión de pago para reembolsar');
    throw new HttpError(502, REFUND_FAILED);
  }
}

async function refundPayment(
  deps: CancelDependencies,
  billId: number,
  reference: string,
  paymentIntent: string,
): Promise<Stripe.Refund> {
  try {
    return await deps.provider.stripe.refunds.create(
      {
        payment_intent: paymentIntent,
        reason: 'requested_by_customer',
        metadata: { bill_id: String(billId), reference },
      },
      { idempotencyKey: `cancel-bill-${billId}-${paymentIntent}` },
    );
  } catch (error) {
    if (
      error instanceof Stripe.errors.StripeInvalidRequestError &&
      error.code === 'charge_already_refunded'
    ) {
      // Refunded earlier by this call (past the key's lifetime) or by hand in the provider's dashboard:
      // the money is back with the shopper, so the order is cancelled with that refund.
      const [earlier] = (await deps.provider.stripe.refunds.list({ payment_intent: paymentIntent, limit: 1 }))
        .data;
      if (earlier) return earlier;
    }
    deps.log.error({ err: error, billId, paymentIntent }, 'el reembolso no se pudo hacer');
    throw new HttpError(502, REFUND_FAILED);
  }
}
