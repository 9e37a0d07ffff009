import type { PaymentDetails } from '../payments';
import { checkoutsEnded, checkoutsStarted, webhookLag } from './process-metrics';

/** How a payment was made, as the provider port names it; null (`none`) when the shopper never chose. */
type Method = PaymentDetails['method'] | null;

/** A checkout was opened and its units held. */
export function countCheckoutStarted(): void {
  checkoutsStarted.inc();
}

/** A checkout ended: paid, expired or failed (with the payment method when one was chosen). */
export function countCheckoutEnded(outcome: 'paid' | 'expired' | 'failed', method: Method): void {
  checkoutsEnded.inc({ outcome, method: method ?? 'none' });
}

/**
 * A provider event handled for the first time, `createdAt` by the provider's clock: a clock a little
 * ahead of ours counts as no lag rather than a negative one. An event without a time is not timed.
 */
export function observeWebhookLag(createdAt: Date | null, now = new Date()): void {
  const seconds = createdAt ? (now.getTime() - createdAt.getTime()) / 1000 : Number.NaN;
  if (Number.isFinite(seconds)) webhookLag.observe(Math.max(0, seconds));
}
