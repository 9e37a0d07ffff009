/**
 * Stripe's limits on one OXXO voucher, from $10.00 to $10,000.00 MXN, as Stripe holds them: it offers
 * OXXO only within them and refuses a voucher outside. The shop keeps its own copy of the limits
 * (payments' `oxxoTakes`), as it would with Stripe; the stand-in does not read the shop's, so that a
 * wrong limit in the shop would show here as it would against Stripe.
 */
const OXXO_MIN_CENTAVOS = 10_00;
const OXXO_MAX_CENTAVOS = 10_000_00;

/** Whether an OXXO voucher can carry `totalCents`. */
export const oxxoTakes = (totalCents: number): boolean =>
  totalCents >= OXXO_MIN_CENTAVOS && totalCents <= OXXO_MAX_CENTAVOS;
