import { eq } from 'drizzle-orm';
import { settleProviderRefund } from '../../ledger';
import { observeWebhookLag } from '../../metrics';
import { refundFollowUps, type RefundListener } from '../lifecycle/give-back';
import type { ProviderEvent } from '../../payments';
import { settleCheckoutSession, type SettleDependencies } from './settle-checkout';
import { settleUnplacedTransfers, takeUpTransfer } from './unreferenced-transfer';
import { paymentSessionByReference } from '../checkout/payment-sessions';
import { paymentEvents } from '../tables';

/**
 * Acts on a verified event of the payment provider, once: each event id is recorded after it has been
 * handled and skipped when delivered again. An event about a checkout settles it from the provider's
 * current state; a failure throws, so that the provider delivers the event again.
 */
/** The settlement's, and the refund listener a refund's settlement tells (the invoice's credit note). */
export type PaymentEventDependencies = SettleDependencies & { onRefund: RefundListener };

export async function receivePaymentEvent(
  deps: PaymentEventDependencies,
  event: ProviderEvent,
): Promise<void> {
  const [seen] = await deps.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id));
  if (seen) return;
  const checkoutId = event.checkoutId ?? (event.reference ? await checkoutOf(deps, event.reference) : null);
  if (checkoutId) await settleCheckoutSession(deps, checkoutId, event.paymentFailed);
  if (event.refund) await settleRefundEvent(deps, event.refund);
  if (event.cashFunded) await takeUpTransfer(deps, event.cashFunded, event);
  if (event.cashBalanceMoved) await settleUnplacedTransfers(deps, event.cashBalanceMoved.customerId);
  await deps.db.insert(paymentEvents).values({ eventId: event.id, type: event.type }).onConflictDoNothing();
  // From the provider writing the event to the shop having acted on it: retries after a failure included.
  observeWebhookLag(event.createdAt);
}

/**
 * A refund finished later at the provider (a SPEI refund once the shopper gave their bank details) or
 * failed: the ledger's row of it moves, once; a succeeded one brings its e-mail and its credit note, a
 * failed one stops counting as refunded (and takes back the credit note of one that had succeeded). A refund the ledger does not know (made by hand at the provider) changes nothing.
 */
async function settleRefundEvent(
  deps: PaymentEventDependencies,
  refund: NonNullable<ProviderEvent['refund']>,
): Promise<void> {
  const known = await deps.db.transaction(async (tx) =>
    settleProviderRefund(
      tx,
      refund.id,
      {
        state: refund.status === 'pending' ? 'requested' : refund.status,
        failureReason: refund.failureReason,
      },
      refundFollowUps(deps.onRefund),
    ),
  );
  // The shop's own refund whose row is not committed yet (the event came while the refund's
  // transaction was still open): thrown, so the provider delivers it again.
  if (!known && refund.orderId !== null) {
    throw new Error(`el reembolso ${refund.id} del pedido ${refund.orderId} aún no está en el libro`);
  }
}

/** The provider's checkout of one of our references, for an event about its payment. */
async function checkoutOf(deps: SettleDependencies, reference: string): Promise<string | null> {
  return (await paymentSessionByReference(deps.db, reference))?.providerSessionId ?? null;
}
