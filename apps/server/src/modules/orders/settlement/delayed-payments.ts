import type { PendingPayment } from '../../payments';

/**
 * Days an OXXO voucher can be paid (it lapses at 23:59 Mexico City time of the last one); the shop
 * gives a SPEI transfer the same deadline, or a shorter one above `SPEI_SHORT_WAIT_ABOVE` (decided per
 * checkout, `payment_sessions.transfer_days`).
 */
export const DELAYED_PAYMENT_DAYS = 3;

/**
 * How long after its deadline a delayed payment may still be confirmed by the provider: OXXO reports a
 * payment made at the till by the next business day (a long weekend in between); a SPEI transfer
 * within the hour on business days. Until then the order keeps its units.
 */
export const CONFIRMATION_TIME_MS: Record<PendingPayment['method'], number> = {
  oxxo: 3 * 24 * 60 * 60_000,
  spei: 24 * 60 * 60_000,
};
