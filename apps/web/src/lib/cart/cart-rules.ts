import type { CartLine } from './cart-line';

/** Adding a variant already in the cart adds to its quantity; a new one goes at the end. */
export function addLine(lines: readonly CartLine[], line: CartLine): CartLine[] {
  const existing = lines.find((candidate) => candidate.variant_id === line.variant_id);
  if (!existing) return [...lines, line];
  return lines.map((candidate) =>
    candidate.variant_id === line.variant_id
      ? { ...line, quantity: candidate.quantity + line.quantity }
      : candidate,
  );
}

export const quantityInCart = (lines: readonly CartLine[], variantId: number): number =>
  lines.find((line) => line.variant_id === variantId)?.quantity ?? 0;

/** The total the panel shows: final prices times quantities. */
export const cartTotal = (lines: readonly CartLine[]): number =>
  Math.round(lines.reduce((sum, line) => sum + line.final_price * line.quantity, 0) * 100) / 100;
