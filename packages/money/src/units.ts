/**
 * Money is counted in whole centavos everywhere inside the shop, so that sums and discounts are exact;
 * pesos (a number with two decimals) exist only at the edges: the API's JSON and the text a person reads.
 */
export type Centavos = number;

/** Centavos, as stored and computed, to pesos, as the API speaks. Exact to two decimals. */
export const toPesos = (cents: Centavos): number => cents / 100;

/** Pesos from the API or a person (a price filter, a CSV cell) to whole centavos. */
export const toCentavos = (pesos: number): Centavos => Math.round(pesos * 100);
