import { MAX_LOW_STOCK_ROWS, type LowStockVariant } from '@store/contract/admin';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { col, rowShape, selectRow, selectRows } from '../../../db/rows';

export type LowStock = { variants: LowStockVariant[]; truncated: boolean };

const lowStockRow = rowShape({
  productId: col.integer,
  variantId: col.integer,
  productName: col.text,
  color: col.text,
  size: col.text,
  sku: col.text,
  stock: col.integer,
});

/**
 * Variants of products on sale with fewer units than `threshold`, the emptiest first: what the owner
 * should restock. Hidden products are left out, since nobody can buy them anyway.
 */
export async function lowStockVariants(db: Database, threshold: number): Promise<LowStock> {
  const rows = await selectRows(
    db,
    sql`SELECT p.id AS product_id, v.id AS variant_id, p.name AS product_name, c.name AS color,
               s.name AS size, v.sku, v.stock
        FROM variants v
        JOIN colors c ON c.id = v.color_id
        JOIN products p ON p.id = c.product_id
        JOIN sizes s ON s.id = v.size_id
        WHERE v.stock < ${threshold} AND NOT p.hidden
        ORDER BY v.stock, p.name, p.id, c.position, s.sort_order
        LIMIT ${MAX_LOW_STOCK_ROWS + 1}`,
    lowStockRow,
  );
  return {
    variants: rows.slice(0, MAX_LOW_STOCK_ROWS).map((row) => ({
      product_id: row.productId,
      variant_id: row.variantId,
      product_name: row.productName,
      color: row.color,
      size: row.size,
      sku: row.sku,
      stock: row.stock,
    })),
    truncated: rows.length > MAX_LOW_STOCK_ROWS,
  };
}

/**
 * Sizes (variants) of products on sale with no unit left, for the metrics: a shopper sees them but cannot
 * buy them. Hidden products and drafts are left out, as above.
 */
export async function soldOutVariantCount(db: Database): Promise<number> {
  const row = await selectRow(
    db,
    sql`SELECT count(*) AS sold_out FROM variants v
        JOIN colors c ON c.id = v.color_id JOIN products p ON p.id = c.product_id
        WHERE v.stock = 0 AND NOT p.hidden`,
    rowShape({ soldOut: col.count }),
  );
  return row?.soldOut ?? 0;
}
