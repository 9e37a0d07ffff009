import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import type { PaymentProvider, ProviderCheckout } from '../../payments';
import { awaitPayment } from './await-payment';
import { createOrder, orderIdForPaymentSession } from './create-order';
import { moveOrder } from '../lifecycle/move-order';
import { movePaymentSession, releasePaymentSession } from '../lifecycle/move-payment-session';
import { queuePaidOrderMessages } from '../lifecycle/order-messages';
import { orderPayment, type PaymentMethod } from './payment-form';
import { flagUnofferedPlan } from './unoffered-plan';
import { noteOverpayment } from './overpayment';
import { paymentSessionByReference, type PaymentSession } from '../checkout/payment-sessions';

export type SettleDependencies = { db: Database; provider: PaymentProvider; log: FastifyBaseLogger };

export type Settlement =
  | { outcome: 'paid'; orderId: number }
  /** Not paid yet; with its order when a voucher or transfer details were issued for it. */
  | { outcome: 'pending'; orderId: number | null }
  | { outcome: 'expired' | 'failed' }
  /** Completed with a voucher or transfer details while another of the shopper's orders waited. */
  | { outcome: 'refused'; waitingOrderId: number }
  | { outcome: 'unknown' };

/**
 * Brings our order in line with what the payment provider says about a checkout now. It reads the
 * checkout from the provider rather than trusting an event's copy, so deliveries in any number and any
 * order converge on the same result: a checkout completed with a voucher or transfer details gets one
 * order 'Pendiente de pago'; a paid checkout gets exactly one order 'En proceso' (that same order, when
 * it waited); an expired checkout or a lapsed payment gives its units back exactly once; and nothing
 * touches a checkout that already ended. `paymentFailed` (an event saying so) counts only when the
 * provider shows no payment still waiting.
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
  } else if (
    checkout.status === 'complete' &&
    (checkout.paymentLapsed || (paymentFailed && !checkout.pendingPayment))
  ) {
    await lapse(deps.db, session, checkout.pendingPayment?.method ?? checkout.payment?.method ?? null);
  } else if (checkout.status === 'complete' && checkout.pendingPayment) {
    const awaited = await awaitPayment(deps.db, session, checkout.pendingPayment);
    if (awaited.outcome === 'refused') await withdrawRefusedPayment(deps, session, checkout);
  }
  return settlementOf(deps.db, session.reference);
}

/**
 * A second order waiting for its money is refused: the voucher or the transfer details just issued stop
 * paying anything (the payment is withdrawn at the provider first, as the sweeper does past a deadline),
 * then the checkout fails with its units back. If the money arrived at that very moment, the order is
 * written as paid instead. Should the provider not answer, the checkout stays open and the next event or
 * the sweeper comes back here.
 */
async function withdrawRefusedPayment(
  deps: SettleDependencies,
  session: PaymentSession,
  checkout: ProviderCheckout,
): Promise<void> {
  if (checkout.paymentId) await deps.provider.cancelPendingPayment(checkout.paymentId);
  const now = await deps.provider.retrieveCheckout(checkout.id);
  if (now?.status === 'complete' && now.paid) {
    await fulfil(deps, session, now);
  } else if (now?.status === 'expired' || now?.paymentLapsed) {
    await lapse(deps.db, session, now.pendingPayment?.method ?? checkout.pendingPayment?.method ?? null);
  }
}

/**
 * The order of a paid checkout, with the held units turned into sold ones: the order that waited for
 * this payment moves to 'En proceso', or one is written now.
 */
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
  const payment = orderPayment(checkout.payment);
  const orderId = await deps.db.transaction(async (tx) => {
    const paid = await movePaymentSession(tx, session.id, 'paid', 'payment provider', payment.paymentMethod);
    if (!paid.moved) return undefined;
    const waiting = await orderIdForPaymentSession(tx, session.id);
    if (waiting !== undefined) {
      await moveOrder(tx, waiting, { to: 'En proceso', payment }, { by: 'payment provider' });
      await flagUnofferedPlan(tx, deps.log, waiting, checkout);
      return waiting;
    }
    const created = await createOrder(tx, {
      userId: session.userId,
      paymentSessionId: session.id,
      shippingAddress: session.shippingAddressText,
      fulfilment: session.fulfilment,
      chosenShipping: session.chosenShipping,
      payment,
      subtotalCents: session.subtotalCents,
      discountCents: session.discountCents,
      shippingCents: session.shippingCents,
      totalCents: session.totalCents,
      lines: paid.units,
    });
    await queuePaidOrderMessages(tx, created);
    await flagUnofferedPlan(tx, deps.log, created, checkout);
    return created;
  });
  // On every delivery about a paid transfer, not only the first: a replay finds what a failed read missed.
  const transfer = payment.paymentMethod === 'spei';
  if (orderId !== undefined) {
    if (transfer) await noteOverpayment(deps, orderId, session.userId);
    return { outcome: 'paid', orderId };
  }
  const settled = await settlementOf(deps.db, session.reference);
  if (settled.outcome === 'paid') {
    if (transfer) await noteOverpayment(deps, settled.orderId, session.userId);
  } else {
    // Only possible if the session was released on our side and then paid on the provider's: the
    // shopper was charged without an order, which someone must refund by hand.
    deps.log.error(
      { reference: session.reference },
      'pago recibido de una sesión ya cerrada: requiere reembolso',
    );
  }
  return settled;
}

/** A delayed payment that never came: the units go back once, and its order says so. */
async function lapse(db: Database, session: PaymentSession, method: PaymentMethod | null): Promise<void> {
  await db.transaction(async (tx) => {
    const failed = await movePaymentSession(tx, session.id, 'failed', 'payment provider', method);
    if (!failed.moved) return;
    const waiting = await orderIdForPaymentSession(tx, session.id);
    if (waiting !== undefined) {
      await moveOrder(tx, waiting, { to: 'Pago no recibido' }, { by: 'payment provider' });
    }
  });
}

/** Where one of our sessions stands now, with its order when it has one. */
export async function settlementOf(db: Database, reference: string): Promise<Settlement> {
  const session = await paymentSessionByReference(db, reference);
  if (!session) return { outcome: 'unknown' };
  // An expired or failed checkout answers without its order (one that waited is 'Pago no recibido').
  const orderId = await orderIdForPaymentSession(db, session.id);
  if (session.status !== 'paid' && orderId === undefined && session.refusedForOrderId !== null) {
    return { outcome: 'refused', waitingOrderId: session.refusedForOrderId };
  }
  if (session.status === 'expired' || session.status === 'failed') return { outcome: session.status };
  if (session.status === 'open') return { outcome: 'pending', orderId: orderId ?? null };
  return orderId === undefined ? { outcome: 'pending', orderId: null } : { outcome: 'paid', orderId };
}
