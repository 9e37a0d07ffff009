/**
 * The carriers the shop asks for rates, by Envia.com's codes: the four that reach all of Mexico from
 * Chihuahua. Each must be enabled in the shop's Envia account. Envia quotes one carrier a request, so
 * each is one request, all at once.
 */
export const QUOTED_CARRIERS = ['estafeta', 'fedex', 'dhl', 'paquetexpress'] as const;

/** How long quoting waits for a carrier before it goes on without it. */
export const CARRIER_TIMEOUT_MS = 3_000;
