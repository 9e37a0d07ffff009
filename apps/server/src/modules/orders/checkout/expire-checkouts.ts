import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import type { PaymentProvider } from '../../payments';
import { releasePaymentSession } from '../lifecycle/move-payment-session';
import { openSessionsOf, overdueSessions, type PaymentSession } from './payment-sessions';
import { settleCheckoutSession } from '../settlement/settle-checkout';

type Dependencies = { db: Database; provider: PaymentProvider; log: FastifyBaseLogger };

/** Who ends a checkout the provider cannot speak for: the shopper starting again, or the sweeper. */
type Closer = 'shopper' | 'sweeper';

// A session still being created (its provider id not yet stored) is left alone for this long.
const CREATION_GRACE_MS = 2 * 60_000;

/**
 * Closes a session at the provider first and gives its units back only once the provider confirms it can
 * no longer be paid; if it was paid meanwhile, it is settled as paid instead.
 */
async function expireSession(deps: Dependencies, session: PaymentSession, closer: Closer): Promise<void> {
  if (!session.providerSessionId) {
    if (Date.now() - session.createdAt.getTime() > CREATION_GRACE_MS) {
      await releasePaymentSession(deps.db, session.id, 'failed', closer);
    }
    return;
  }
  const expired = await deps.provider.expireCheckout(session.providerSessionId);
  if (expired === 'missing') {
    // The provider has no such session (the local checkout restarted): nobody can pay it.
    await releasePaymentSession(deps.db, session.id, 'expired', closer);
    return;
  }
  // Expired now, or already complete or expired there: settled from what the provider says.
  const settled = await settleCheckoutSession(deps, session.providerSessionId);
  if (closer === 'sweeper' && settled.outcome === 'pending' && settled.orderId !== null) {
    await withdrawOverduePayment(deps, session.providerSessionId);
  }
}

/**
 * An order 'Pendiente de pago' past its deadline and the provider's confirmation time: its payment is
 * withdrawn at the provider (so money arriving now is not taken for it: a late SPEI transfer stays in
 * the shopper's balance there, to be given back), then settled from what the provider says, which is
 * 'Pago no recibido', or 'En proceso' if the money made it in time after all.
 */
async function withdrawOverduePayment(deps: Dependencies, providerSessionId: string): Promise<void> {
  const checkout = await deps.provider.retrieveCheckout(providerSessionId);
  if (checkout?.pendingPayment && checkout.paymentId) {
    await deps.provider.cancelPendingPayment(checkout.paymentId);
  }
  await settleCheckoutSession(deps, providerSessionId);
}

/**
 * Ends the user's abandoned checkouts before they start a new one, or when they cancel. An order
 * 'Pendiente de pago' is not abandoned: its checkout is complete at the provider, so it stays as it is.
 */
export async function expireOpenSessionsOf(
  deps: Dependencies,
  userId: number,
  closer: Closer,
): Promise<void> {
  for (const session of await openSessionsOf(deps.db, userId)) await expireSession(deps, session, closer);
}

/**
 * Sessions past their expiry whose `expired` event never arrived (the shop was down for all of Stripe's
 * retries, say): asked about once more so their units do not stay held for ever.
 */
export async function sweepOverdueSessions(deps: Dependencies, now = new Date()): Promise<number> {
  const overdue = await overdueSessions(deps.db, new Date(now.getTime() - CREATION_GRACE_MS), 50);
  for (const session of overdue) {
    try {
      await expireSession(deps, session, 'sweeper');
    } catch (error) {
      deps.log.warn(
        { err: error, reference: session.reference },
        'no se pudo revisar una sesión de pago vencida',
      );
    }
  }
  return overdue.length;
}
