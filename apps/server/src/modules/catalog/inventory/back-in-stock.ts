import type { Database } from '../../../db/client';

/**
 * Told, inside the transaction that raised the stock, which variants went from none to some units. The
 * catalogue does not know who waits for a size (stock alerts do); it only says when one came back, from
 * the one place each kind of raise is written, so no path (a staff count, the CSV update, units given
 * back by a checkout, an order or a return) can forget to say it.
 */
export type BackInStock = (tx: Database, variantIds: number[]) => Promise<void>;

/** The variants of a stock change that had none before and have some now. */
export const cameBack = (changes: { id: number; before: number; after: number }[]): number[] =>
  changes.filter((change) => change.before <= 0 && change.after > 0).map((change) => change.id);

/** Tells `backInStock` about the variants that came back, when any did. */
export async function sayBackInStock(
  tx: Database,
  backInStock: BackInStock,
  changes: { id: number; before: number; after: number }[],
): Promise<void> {
  const ids = cameBack(changes);
  if (ids.length > 0) await backInStock(tx, ids);
}
