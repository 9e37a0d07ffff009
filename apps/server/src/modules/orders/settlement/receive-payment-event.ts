import { eq } from 'drizzle-orm';
import { observeWebhookLag } from '../../metrics';
import type { ProviderEvent } from '../../payments';
import { settleCheckoutSession, type SettleDependencies } from './settle-checkout';
import { paymentSessionByReference } from '../checkout/payment-sessions';
import { paymentEvents } from '../tables';

/**
 * Acts on a verified event of the payment provider, once: each event id is recorded after it has been
 * handled and skipped when delivered again. An event about a checkout settles it from the provider's
 * current state; a failure throws, so that the provider delivers the event again.
 */
export async function receivePaymentEvent(deps: SettleDependencies, event: ProviderEvent): Promise<void> {
  const [seen] = await deps.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id));
  if (seen) return;
  const checkoutId = event.checkoutId ?? (event.reference ? await checkoutOf(deps, event.reference) : null);
  if (checkoutId) await settleCheckoutSession(deps, checkoutId, event.paymentFailed);
  await deps.db.insert(paymentEvents).values({ eventId: event.id, type: event.type }).onConflictDoNothing();
  // From the provider writing the event to the shop having acted on it: retries after a failure included.
  observeWebhookLag(event.createdAt);
}

/** The provider's checkout of one of our references, for an event about its payment. */
async function checkoutOf(deps: SettleDependencies, reference: string): Promise<string | null> {
  return (await paymentSessionByReference(deps.db, reference))?.providerSessionId ?? null;
}
