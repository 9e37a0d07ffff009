const MINUTE_MS = 60_000;

export type RateLimitRule =
  | 'sign-in'
  | 'address-write'
  | 'checkout'
  | 'search'
  | 'stock-alert-write'
  | 'invoice-email-link'
  | 'pickup-code'
  | 'shipping-quote'
  | 'coupon-check'
  | 'review-write';

/**
 * How many requests one client may make per fixed window. A client is the signed-in user when there is
 * one and otherwise the network address. The numbers leave room for a shopper in a hurry; what a guest
 * does counts per address generously because many phones share one carrier address in Mexico.
 */
export const RATE_LIMITS: Record<RateLimitRule, { hits: number; windowMs: number }> = {
  // Each start writes a sign-in attempt row (the callback is bound to one of those); Google itself guards
  // the password. Generous, as for search: one carrier address may be a whole neighbourhood's phones.
  'sign-in': { hits: 60, windowMs: 10 * MINUTE_MS },
  'address-write': { hits: 30, windowMs: 10 * MINUTE_MS },
  // Each one holds stock and opens a hosted payment at the provider.
  checkout: { hits: 10, windowMs: 10 * MINUTE_MS },
  search: { hits: 240, windowMs: MINUTE_MS },
  // 'Avísame cuando llegue' and its removals, and the e-mail's token links (guessing one is hopeless).
  'stock-alert-write': { hits: 30, windowMs: 10 * MINUTE_MS },
  // The link that confirms another address for an invoice, opened and confirmed (guessing one is hopeless).
  'invoice-email-link': { hits: 30, windowMs: 10 * MINUTE_MS },
  // Wrong pick-up codes typed for one order, whoever types them (`countFailedTry`): a scanner or a finger
  // slips now and then, but a million codes are not guessed five at a time every quarter of an hour.
  'pickup-code': { hits: 5, windowMs: 15 * MINUTE_MS },
  // Shipping options, each one up to four requests to Envia.com when not remembered: a shopper asks a
  // few times per checkout (address, cart changed), a product page once per visit.
  'shipping-quote': { hits: 120, windowMs: 10 * MINUTE_MS },
  // Codes typed in the cart and the payment page: a shopper tries a few, a script guessing them is slowed.
  'coupon-check': { hits: 20, windowMs: 10 * MINUTE_MS },
  // Reviews, their photos (each one decoded and encoded again) and 'Útil' votes: a buyer writes a few.
  'review-write': { hits: 60, windowMs: 10 * MINUTE_MS },
};

export const LONGEST_WINDOW_MS = Math.max(...Object.values(RATE_LIMITS).map((rule) => rule.windowMs));

/** `en 1 minuto`, `en 7 minutos`: when the client may try again, as the shopper reads it. */
export function retryText(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
}

export const tooManyRequestsMessage = (retryAfterSeconds: number): string =>
  `Demasiadas solicitudes seguidas. Vuelve a intentarlo ${retryText(retryAfterSeconds)}.`;
