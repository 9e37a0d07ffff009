import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { col, rowShape, selectRows } from '../../../db/rows';
import type { BulkRow } from './bulk-update';

/** A product the file hides or shows, with `setProductHidden`. */
export type VisibilityChange = { productId: number; hidden: boolean };

export type VisibilityPlan = {
  /** By row number: the product's visibility before and after, or why the row cannot set it. */
  byRow: Map<number, { before: boolean; after: boolean } | { error: string }>;
  changes: VisibilityChange[];
};

const productState = rowShape({ id: col.integer, name: col.text, hidden: col.boolean, draft: col.boolean });

/**
 * Reads the `visible` cells of rows of the shop's products. A product shows or hides as a whole, so all of
 * its rows that say something must say the same; a draft comes out only through the editor's 'Publicar',
 * which checks that it has a picture (decision 050), so 'sí' on a draft is the row's error.
 */
export async function planVisibility(
  db: Database,
  rows: { row: BulkRow; productId: number }[],
  lock: boolean,
): Promise<VisibilityPlan> {
  const plan: VisibilityPlan = { byRow: new Map(), changes: [] };
  const asking = rows.filter(({ row }) => row.visible !== undefined);
  if (asking.length === 0) return plan;
  const ids = [...new Set(asking.map(({ productId }) => productId))];
  const products = await selectRows(
    db,
    sql`SELECT id, name, hidden, draft FROM products WHERE id = ANY(${sql.param(ids)}::integer[])
        ORDER BY id ${lock ? sql`FOR UPDATE` : sql``}`,
    productState,
  );
  for (const product of products) {
    const own = asking.filter(({ productId }) => productId === product.id).map(({ row }) => row);
    const wanted = new Set(own.map((row) => row.visible));
    for (const row of own) {
      const label = `Fila ${row.row}`;
      if (wanted.size > 1) {
        plan.byRow.set(row.row, {
          error: `${label}: las filas de «${product.name}» no dicen lo mismo en visible; todas deben decir sí, o todas no.`,
        });
      } else if (row.visible && product.draft) {
        plan.byRow.set(row.row, {
          error: `${label}: «${product.name}» es un borrador: publícalo desde el editor, con al menos una foto, para mostrarlo en la tienda.`,
        });
      } else {
        plan.byRow.set(row.row, { before: !product.hidden, after: row.visible === true });
      }
    }
    const [visible] = wanted;
    if (
      wanted.size === 1 &&
      visible !== undefined &&
      visible === product.hidden &&
      !(visible && product.draft)
    ) {
      plan.changes.push({ productId: product.id, hidden: !visible });
    }
  }
  return plan;
}
