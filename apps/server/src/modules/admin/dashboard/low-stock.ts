import { MAX_LOW_STOCK_ROWS, type LowStockVariant } from '@store/contract/admin';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client';

export type LowStock = { variants: LowStockVariant[]; truncated: boolean };

/**
 * Variants of products on sale with fewer units than `threshold`, the emptiest first: what the owner
 * should restock. Hidden products are left out, since nobody can buy them anyway.
 */
export async function lowStockVariants(db: Database, threshold: number): Promise<LowStock> {
  const rows = await queryRows<LowStockVariant>(
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
  );
  return { variants: rows.slice(0, MAX_LOW_STOCK_ROWS), truncated: rows.length > MAX_LOW_STOCK_ROWS };
}
