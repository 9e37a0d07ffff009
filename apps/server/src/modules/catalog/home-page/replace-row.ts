import { FIRST_VARIANT_ID, type SelectionName } from '@store/contract';
import { SELECTION_TITLES } from '@store/contract/admin';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { col, rowShape, selectRows } from '../../../db/rows';
import { HttpError } from '../../../http/errors';
import { recordAudit } from '../../audit';
import { selectionItems } from '../tables';

const candidateRow = rowShape({
  id: col.integer,
  exists: col.boolean,
  hidden: col.nullable(col.boolean),
  variantId: col.nullable(col.integer),
});

/**
 * Sets a home row to the owner's items, in order. A product id stands for the variant its card shows in
 * the listing; a variant id for exactly that colour and size. Every item must be on sale (not hidden)
 * and appear once; otherwise nothing changes and the first offending item is named.
 */
export async function replaceRow(
  db: Database,
  actorEmail: string,
  selection: SelectionName,
  ids: number[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const variantIds = await rowVariants(tx, ids);
    const before = await tx
      .select({ variantId: selectionItems.variantId })
      .from(selectionItems)
      .where(eq(selectionItems.selection, selection))
      .orderBy(asc(selectionItems.position));
    await tx.delete(selectionItems).where(eq(selectionItems.selection, selection));
    if (variantIds.length > 0) {
      await tx
        .insert(selectionItems)
        .values(variantIds.map((variantId, position) => ({ selection, position, variantId })));
    }
    await recordAudit(tx, actorEmail, {
      action: 'home.row_changed',
      row: SELECTION_TITLES[selection],
      before: before.map((item) => item.variantId),
      after: variantIds,
    });
  });
}

/** The variant each id stands for, in order; refused in Spanish at the first id that cannot be shown. */
async function rowVariants(db: Database, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  // Products and variants have separate id ranges: an id matches a product or a variant, never both.
  const candidates = await selectRows(
    db,
    sql`SELECT wanted.id, (pp.id IS NOT NULL OR v.id IS NOT NULL) AS exists,
               coalesce(pp.hidden, p.hidden) AS hidden, coalesce(pl.variant_id, v.id) AS variant_id
        FROM unnest(${sql.param(ids)}::int[]) AS wanted(id)
        LEFT JOIN products pp ON pp.id = wanted.id
        LEFT JOIN product_listings pl ON pl.product_id = pp.id
        LEFT JOIN variants v ON v.id = wanted.id
        LEFT JOIN colors c ON c.id = v.color_id
        LEFT JOIN products p ON p.id = c.product_id`,
    candidateRow,
  );
  const byId = new Map(candidates.map((candidate) => [candidate.id, candidate]));
  const chosen: number[] = [];
  for (const id of ids) {
    const candidate = byId.get(id);
    const isProduct = id < FIRST_VARIANT_ID;
    const named = isProduct ? `El producto ${id}` : `La variante ${id}`;
    if (!candidate?.exists) {
      throw new HttpError(422, `No existe ${isProduct ? 'el producto' : 'la variante'} ${id}.`);
    }
    if (candidate.hidden) {
      throw new HttpError(
        422,
        isProduct
          ? `${named} está oculto en la tienda; muéstralo antes de ponerlo en el inicio.`
          : `${named} es de un producto oculto en la tienda; muéstralo antes de ponerlo en el inicio.`,
      );
    }
    if (candidate.variantId === null) throw new HttpError(422, `${named} no tiene tallas a la venta.`);
    if (chosen.includes(candidate.variantId)) throw new HttpError(422, `${named} ya está en la fila.`);
    chosen.push(candidate.variantId);
  }
  return chosen;
}
