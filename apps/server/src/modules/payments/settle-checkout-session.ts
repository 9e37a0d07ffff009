import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Database } from '../../db/client';
import { billIdForPaymentSession } from '../bills/bills';
import { createBill } from '../bills/create-bill';
import type { PaymentProvider } from './payment-provider';
import {
  closePaymentSession,
  heldReservations,
  markReservationsSold,
  paymentSessionByReference,
  releasePaymentSession,
  type PaymentSession,
} from './payment-sessions';

export type SettleDependencies = { db: Database; provider: PaymentProvider; log: FastifyBaseLogger };

export type Settlement =
  | { outcome: 'paid'; billId: number }
  | { outcome: 'pending' }
  | { outcome: 'expired' | 'failed' }
  | { outcome: 'unknown' };

/**
 * Brings our order in line with what the payment provider says about a Checkout Session. It reads the
 * session from the provider rather than trusting an event's copy, so deliveries in any number and any
 * order converge on the same result: a paid session gets exactly one bill, an expired one gives its
 * units back exactly once, and nothing touches a session that already ended. `failed` is the one thing
 * only an event can say (a delayed payment method that did not go through).
 */
export async function settleCheckoutSession(
  deps: SettleDependencies,
  providerSessionId: string,
  paymentFailed = false,
): Promise<Settlement> {
  const hosted = await deps.provider.stripe.checkout.sessions.retrieve(providerSessionId, {
    expand: ['payment_intent.latest_charge'],
  });
  const reference = hosted.client_reference_id ?? hosted.metadata?.reference;
  const session = reference ? await paymentSessionByReference(deps.db, reference) : undefined;
  if (!session) {
    deps.log.warn({ providerSessionId }, 'sesión de pago ajena a la tienda; se ignora');
    return { outcome: 'unknown' };
  }
  if (hosted.status === 'expired') {
    await releasePaymentSession(deps.db, session.id, 'expired');
    return settlementOf(deps.db, session.reference);
  }
  if (hosted.status === 'complete' && hosted.payment_status !== 'unpaid') {
    return fulfil(deps, session, hosted);
  }
  if (hosted.status === 'complete' && paymentFailed) {
    await releasePaymentSession(deps.db, session.id, 'failed');
    return settlementOf(deps.db, session.reference);
  }
  return settlementOf(deps.db, session.reference);
}

/** The order of a paid session, written once with the held units turned into sold ones. */
async function fulfil(
  deps: SettleDependencies,
  session: PaymentSession,
  hosted: Stripe.Checkout.Session,
): Promise<Settlement> {
  if (hosted.amount_total !== session.totalCents) {
    deps.log.error(
      { reference: session.reference, charged: hosted.amount_total, expected: session.totalCents },
      'el importe cobrado no coincide con el del pedido',
    );
  }
  const billId = await deps.db.transaction(async (tx) => {
    const closed = await closePaymentSession(tx, session.id, 'paid');
    if (!closed) return undefined;
    const held = await heldReservations(tx, session.id);
    await markReservationsSold(tx, session.id);
    return createBill(tx, {
      userId: session.userId,
      paymentSessionId: session.id,
      shippingAddress: session.shippingAddressText,
      cardLast4: cardLast4(hosted),
      subtotalCents: session.subtotalCents,
      discountCents: session.discountCents,
      shippingCents: session.shippingCents,
      totalCents: session.totalCents,
      lines: held,
    });
  });
  if (billId !== undefined) return { outcome: 'paid', billId };
  const settled = await settlementOf(deps.db, session.reference);
  if (settled.outcome !== 'paid') {
    // Only possible if the session was released on our side and then paid on the provider's: the
    // shopper was charged without an order, which someone must refund by hand.
    deps.log.error(
      { reference: session.reference },
      'pago recibido de una sesión ya cerrada: requiere reembolso',
    );
  }
  return settled;
}

function cardLast4(hosted: Stripe.Checkout.Session): string | null {
  const intent = hosted.payment_intent;
  if (!intent || typeof intent === 'string') return null;
  const charge = intent.latest_charge;
  if (!charge || typeof charge === 'string') return null;
  const last4 = charge.payment_method_details?.card?.last4;
  return last4 && /^\d{4}$/.test(last4) ? last4 : null;
}

/** Where one of our sessions stands now, with its bill when it has one. */
export async function settlementOf(db: Database, reference: string): Promise<Settlement> {
  const session = await paymentSessionByReference(db, reference);
  if (!session) return { outcome: 'unknown' };
  if (session.status === 'open') return { outcome: 'pending' };
  if (session.status !== 'paid') return { outcome: session.status };
  const billId = await billIdForPaymentSession(db, session.id);
  return billId === undefined ? { outcome: 'pending' } : { outcome: 'paid', billId };
}
