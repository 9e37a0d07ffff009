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

export type ServerLine = Omit<CartLine, 'quantity'>;

/**
 * The cart after a refresh: the server's current data for each line it still knows, in the cart's
 * order, each quantity capped at the stock (a line with no stock keeps its quantity so that it shows
 * 'Agotado' until the shopper removes it). Returns, for the notices, the lines that were capped and the
 * products that sold out since the cart last knew their stock (told once, not at every refresh).
 */
export function refreshLines(
  lines: readonly CartLine[],
  current: readonly ServerLine[],
): { lines: CartLine[]; capped: { name: string; quantity: number }[]; soldOut: string[] } {
  const byVariant = new Map(current.map((line) => [line.variant_id, line]));
  const capped: { name: string; quantity: number }[] = [];
  const soldOut: string[] = [];
  const refreshed = lines.flatMap((line): CartLine[] => {
    const fresh = byVariant.get(line.variant_id);
    if (!fresh) return [];
    if (fresh.stock <= 0 && line.stock > 0) soldOut.push(fresh.name);
    if (fresh.stock > 0 && line.quantity > fresh.stock) {
      capped.push({ name: fresh.name, quantity: fresh.stock });
      return [{ ...fresh, quantity: fresh.stock }];
    }
    return [{ ...fresh, quantity: line.quantity }];
  });
  return { lines: refreshed, capped, soldOut };
}

export type CheckoutDecision =
  { kind: 'sold-out' } | { kind: 'adjusted'; lines: CartLine[] } | { kind: 'proceed' };

/** 'Pagar': a sold-out line blocks until removed; too many units are lowered first; else go on. */
export function checkoutDecision(lines: readonly CartLine[]): CheckoutDecision {
  if (lines.some((line) => line.stock <= 0)) return { kind: 'sold-out' };
  if (lines.some((line) => line.quantity > line.stock)) {
    return {
      kind: 'adjusted',
      lines: lines.map((line) => ({ ...line, quantity: Math.min(line.quantity, line.stock) })),
    };
  }
  return { kind: 'proceed' };
}
