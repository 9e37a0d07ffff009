/** Centavos, as stored, to pesos, as the API speaks. Integer centavos make this exact to two decimals. */
export const pesos = (cents: number): number => cents / 100;

/** Pesos from a client (a price filter) to whole centavos. */
export const centavos = (amount: number): number => Math.round(amount * 100);
