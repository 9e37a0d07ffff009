import type { ListItem, SelectionName } from '@store/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { colorMainImage } from './color-main-image';
import { toListItem, type PricedVariant } from './to-list-item';

/**
 * One of the three home rows, in the owner's order. Each item is the exact variant the owner chose,
 * with its colour's first picture and its own price; hidden products are left out.
 */
export async function selectionItems(db: Database, selection: SelectionName): Promise<ListItem[]> {
  const rows = await queryRows<PricedVariant>(
    db,
    sql`SELECT p.id AS "productId", v.id AS "variantId", p.name, p.is_new AS "isNew",
          v.price_cents AS "priceCents", final_price_cents(v.price_cents, v.discount_percentage) AS "finalPriceCents",
          v.discount_percentage AS "discountPercentage",
          ${colorMainImage} AS "mainImage"
        FROM selection_items si
        JOIN variants v ON v.id = si.variant_id
        JOIN colors c ON c.id = v.color_id
        JOIN products p ON p.id = c.product_id
        WHERE si.selection = ${selection} AND NOT p.hidden
        ORDER BY si.position`,
  );
  return rows.map(toListItem);
}
