import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { recordAudit, type VariantRef } from '../../audit';
import { sayBackInStock, type BackInStock } from './back-in-stock';
import { selectVariants, variantRef } from './select-variants';

/** A number of units a staff member typed for a variant. */
export type StockCount = {
  variantId: number;
  /** The number typed. */
  count: number;
  /**
   * The stock they were shown when they typed it (the editor's field as loaded, the bulk update's
   * preview). Undefined when the caller cannot know it: the count is then taken as it is.
   */
  shown?: number;
};

/** A count typed over a number that sales have changed since: today's stock, to be shown again. */
export type StaleCount = { variant: VariantRef; stock: number };

/**
 * What a count leaves in stock, given today's stock: the stale-stock rule, the same for the editor and
 * the bulk update. Shoppers keep buying while staff type, so a count is read against what was shown:
 * - nothing sold since it was shown: the count is the stock;
 * - sold since, and the count is the number shown (the field was not touched): today's stock stays, so
 *   the sold units do not go back on sale;
 * - sold since, and a new number typed: 'stale'. The count may have meant the shelf before or after the
 *   sale, and only the person who counted knows, so it is refused and today's stock shown instead.
 */
export function countedStock(today: number, { count, shown }: Pick<StockCount, 'count' | 'shown'>) {
  if (shown === undefined || shown === today) return count;
  if (count === shown) return today;
  return 'stale' as const;
}

/**
 * Sets variants' stock to staff counts, all or none, and audits each change with where the number came
 * from. The rows are locked and read here, so "today's stock" is the one the write replaces. When any
 * count is stale, nothing is written and the change is refused (409) with `refuse`'s words, which name
 * the variants and their stock today. A size that had none and has some now is told to `backInStock` in
 * this transaction. Answers the ids of the variants whose stock changed.
 */
export async function setStockCounts(
  tx: Database,
  actorEmail: string,
  source: 'editor' | 'csv',
  counts: StockCount[],
  refuse: (stale: StaleCount[]) => string,
  backInStock: BackInStock,
): Promise<number[]> {
  if (counts.length === 0) return [];
  const stored = await selectVariants(
    tx,
    sql`v.id = ANY(${sql.param(counts.map((count) => count.variantId))}::integer[])`,
    { lock: true },
  );
  const byId = new Map(stored.map((variant) => [variant.id, variant]));
  const stale: StaleCount[] = [];
  const writes: { variant: VariantRef; before: number; after: number }[] = [];
  for (const count of [...counts].sort((a, b) => a.variantId - b.variantId)) {
    const variant = byId.get(count.variantId);
    if (!variant) throw new Error(`La variante ${count.variantId} no existe`);
    const next = countedStock(variant.stock, count);
    if (next === 'stale') {
      stale.push({ variant: variantRef(variant), stock: variant.stock });
    } else if (next !== variant.stock) {
      writes.push({ variant: variantRef(variant), before: variant.stock, after: next });
    }
  }
  if (stale.length > 0) throw new HttpError(409, refuse(stale));
  if (writes.length === 0) return [];
  // One statement for them all: the listing's trigger then refreshes once, not once per variant.
  await tx.execute(
    sql`UPDATE variants v SET stock = counted.stock, updated_at = now()
        FROM unnest(${sql.param(writes.map((write) => write.variant.id))}::integer[],
                    ${sql.param(writes.map((write) => write.after))}::integer[]) AS counted(id, stock)
        WHERE v.id = counted.id`,
  );
  await recordAudit(
    tx,
    actorEmail,
    ...writes.map((write) => ({
      action: 'variant.stock_changed' as const,
      variant: write.variant,
      before: write.before,
      after: write.after,
      source,
    })),
  );
  await sayBackInStock(
    tx,
    backInStock,
    writes.map((write) => ({ id: write.variant.id, before: write.before, after: write.after })),
  );
  return writes.map((write) => write.variant.id);
}
