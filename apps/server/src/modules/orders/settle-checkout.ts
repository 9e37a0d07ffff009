import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { PaymentProvider, ProviderCheckout } from '../payments';
import { createOrder, orderIdForPaymentSession } from './create-order';
import { movePaymentSession, releasePaymentSession } from './move-payment-session';
import { queuePaidOrderMessages } from './order-messages';
import { orderPayment } from './payment-form';
import { paymentSessionByReference, type PaymentSession } from './payment-sessions';

export type SettleDependencies = { db: Database; provider: PaymentProvider; log: FastifyBaseLogger };

export type Settlement =
  | { outcome: 'paid'; orderId: number }
  | { outcome: 'pending' }
  | { outcome: 'expired' | 'failed' }
  | { outcome: 'unknown' };

/**
 * Brings our order in line with what the payment provider says about a checkout now. It reads the
 * checkout from the provider rather than trusting an event's copy, so deliveries in any number and any
 * order converge on the same result: a paid checkout gets exactly one order, an expired one gives its
 * units back exactly once, and nothing touches a checkout that already ended. `failed` is the one thing
 * only an event can say (a delayed payment method that did not go through).
 */
export async function settleCheckoutSession(
  deps: SettleDependencies,
  providerSessionId: string,
  paymentFailed = false,
): Promise<Settlement> {
  const checkout = await deps.provider.retrieveCheckout(providerSessionId);
  // Unknown to the provider that told us of it: left for a later delivery or the sweeper to resolve.
  if (!checkout) throw new Error(`El proveedor de pagos no conoce la sesión ${providerSessionId}`);
  const session = checkout.reference
    ? await paymentSessionByReference(deps.db, checkout.reference)
    : undefined;
  if (!session) {
    deps.log.warn({ providerSessionId }, 'sesión de pago ajena a la tienda; se ignora');
    return { outcome: 'unknown' };
  }
  if (checkout.status === 'expired') {
    await releasePaymentSession(deps.db, session.id, 'expired', 'payment provider');
  } else if (checkout.status === 'complete' && checkout.paid) {
    return fulfil(deps, session, checkout);
  } else if (checkout.status === 'complete' && paymentFailed) {
    await releasePaymentSession(deps.db, session.id, 'failed', 'payment provider');
  }
  return settlementOf(deps.db, session.reference);
}

/** The order of a paid checkout, written once with the held units turned into sold ones. */
async function fulfil(
  deps: SettleDependencies,
  session: PaymentSession,
  checkout: ProviderCheckout,
): Promise<Settlement> {
  if (checkout.amountTotalCents !== session.totalCents) {
    deps.log.error(
      { reference: session.reference, charged: checkout.amountTotalCents, expected: session.totalCents },
      'el importe cobrado no coincide con el del pedido',
    );
  }
  const orderId = await deps.db.transaction(async (tx) => {
    const paid = await movePaymentSession(tx, session.id, 'paid', 'payment provider');
    if (!paid.moved) return undefined;
    const created = await createOrder(tx, {
      userId: session.userId,
      paymentSessionId: session.id,
      shippingAddress: session.shippingAddressText,
      payment: orderPayment(checkout.payment),
      subtotalCents: session.subtotalCents,
      discountCents: session.discountCents,
      shippingCents: session.shippingCents,
      totalCents: session.totalCents,
      lines: paid.units,
    });
    await queuePaidOrderMessages(tx, created);
    return created;
  });
  if (orderId !== undefined) return { outcome: 'paid', orderId };
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

/** Where one of our sessions stands now, with its order when it has one. */
export async function settlementOf(db: Database, reference: string): Promise<Settlement> {
  const session = await paymentSessionByReference(db, reference);
  if (!session) return { outcome: 'unknown' };
  if (session.status === 'open') return { outcome: 'pending' };
  if (session.status !== 'paid') return { outcome: session.status };
  const orderId = await orderIdForPaymentSession(db, session.id);
  return orderId === undefined ? { outcome: 'pending' } : { outcome: 'paid', orderId };
}
