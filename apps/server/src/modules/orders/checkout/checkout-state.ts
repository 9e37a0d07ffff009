import type { CheckoutSessionState } from '@store/contract';
import { HttpError } from '../../../http/errors';
import { paymentSessionByProviderId } from './payment-sessions';
import {
  settleCheckoutSession,
  settlementOf,
  type SettleDependencies,
  type Settlement,
} from '../settlement/settle-checkout';

function toState(settlement: Settlement): CheckoutSessionState {
  switch (settlement.outcome) {
    case 'paid':
    case 'pending':
      return { status: settlement.outcome, bill_id: settlement.orderId };
    // The order named is the one already waiting, which the shopper is sent to.
    case 'refused':
      return { status: 'refused', bill_id: settlement.waitingOrderId };
    case 'unknown':
      return { status: 'pending', bill_id: null };
    default:
      return { status: settlement.outcome, bill_id: null };
  }
}

/**
 * How the shopper's checkout ended, for the page they come back to. While it is still open this also
 * settles it from the provider, as Stripe's fulfilment guide advises, so the order appears even while
 * its webhook is late; if the provider cannot be asked, the webhook will settle it.
 */
export async function checkoutState(
  deps: SettleDependencies,
  userId: number,
  providerSessionId: string,
): Promise<CheckoutSessionState> {
  const session = await paymentSessionByProviderId(deps.db, providerSessionId);
  if (!session || session.userId !== userId) throw new HttpError(404, 'Pago no encontrado');
  if (session.status !== 'open') return toState(await settlementOf(deps.db, session.reference));
  try {
    return toState(await settleCheckoutSession(deps, providerSessionId));
  } catch (error) {
    deps.log.warn({ err: error }, 'no se pudo consultar el pago; el webhook lo resolverá');
    return toState(await settlementOf(deps.db, session.reference));
  }
}
