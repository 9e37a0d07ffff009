/** What can still be added: the variant's stock less what the cart already holds of it (never below 0). */
export const availableUnits = (stock: number, inCart: number): number => Math.max(0, stock - inCart);

/** The quantity control stays between 1 and what is available (1 when nothing is, the control is hidden then). */
export const clampQuantity = (quantity: number, available: number): number =>
  Math.min(Math.max(1, Math.trunc(quantity) || 1), Math.max(1, available));
