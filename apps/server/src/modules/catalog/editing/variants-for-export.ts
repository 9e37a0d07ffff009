import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { col, rowShape, selectRows } from '../../../db/rows';

/** A variant as the bulk update's file lists it: its SKU, what it is, and the values the file may change. */
export type ExportedVariant = {
  sku: string;
  product: string;
  color: string;
  size: string;
  priceCents: number;
  discountPercentage: number;
  stock: number;
  department: string;
  /** Its product shows in the shop (not hidden, not a draft). */
  visible: boolean;
};

const exportedVariant = rowShape({
  sku: col.text,
  product: col.text,
  color: col.text,
  size: col.text,
  priceCents: col.integer,
  discountPercentage: col.integer,
  stock: col.integer,
  department: col.text,
  visible: col.boolean,
});

/**
 * Every variant the bulk update can change, hidden products' too (the owner stocks and prices a product
 * before showing it, and the update accepts their SKUs), grouped as the editor shows them: by product
 * name, then colour and size in their own order.
 */
export async function variantsForExport(db: Database): Promise<ExportedVariant[]> {
  return selectRows(
    db,
    sql`SELECT v.sku, p.name AS product, c.name AS color, s.name AS size, v.price_cents,
          v.discount_percentage, v.stock, k.name AS department, NOT p.hidden AS visible
        FROM variants v
        JOIN colors c ON c.id = v.color_id
        JOIN products p ON p.id = c.product_id
        JOIN categories k ON k.id = p.category_id
        JOIN sizes s ON s.id = v.size_id
        ORDER BY p.name, p.id, c.position, c.id, s.sort_order, v.id`,
    exportedVariant,
  );
}
