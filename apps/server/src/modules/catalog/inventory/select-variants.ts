import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { col, rowShape, selectRows } from '../../../db/rows';
import type { VariantRef } from '../../audit';
import type { SoldVariants } from '../product/variant-was-sold';

/** A variant's row as a staff change reads it: what it is (named as the audit log names it) and its values. */
export type VariantState = VariantRef & {
  productId: number;
  colorId: number;
  sizeId: number;
  priceCents: number;
  discountPercentage: number;
  stock: number;
  /** Only when asked for (`sold`); otherwise false. */
  sold: boolean;
};

const variantState = rowShape({
  id: col.integer,
  sku: col.text,
  product: col.text,
  color: col.text,
  size: col.text,
  productId: col.integer,
  colorId: col.integer,
  sizeId: col.integer,
  priceCents: col.integer,
  discountPercentage: col.integer,
  stock: col.integer,
});

/**
 * The variants `where` picks (a condition on `v`, `c` the colour, `p` the product), in id order. With
 * `lock`, their rows stay locked until the transaction ends, taken in the order checkouts take them so
 * the two cannot deadlock, and the numbers read are the ones a change will replace. With `sold`, also
 * which of them were sold, asked once they are read (and locked, with `lock`).
 */
export async function selectVariants(
  db: Database,
  where: SQL,
  { lock = false, sold }: { lock?: boolean; sold?: SoldVariants } = {},
): Promise<VariantState[]> {
  const rows = await selectRows(
    db,
    sql`SELECT v.id, v.sku, p.name AS product, c.name AS color, s.name AS size, p.id AS product_id,
          v.color_id, v.size_id, v.price_cents, v.discount_percentage, v.stock
        FROM variants v
        JOIN colors c ON c.id = v.color_id
        JOIN products p ON p.id = c.product_id
        JOIN sizes s ON s.id = v.size_id
        WHERE ${where}
        ORDER BY v.id
        ${lock ? sql`FOR UPDATE OF v` : sql``}`,
    variantState,
  );
  const ids = rows.map((row) => row.id);
  const soldIds = sold ? await sold(db, ids) : new Set<number>();
  return rows.map((row) => ({ ...row, sold: soldIds.has(row.id) }));
}

/** The variant as the audit log names it: the names as they are at the moment of the change. */
export const variantRef = (variant: VariantRef): VariantRef => ({
  id: variant.id,
  sku: variant.sku,
  product: variant.product,
  color: variant.color,
  size: variant.size,
});
