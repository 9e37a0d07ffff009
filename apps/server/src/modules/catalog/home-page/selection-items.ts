import type { ListItem, SelectionName } from '@store/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { col, rowShape, selectRows } from '../../../db/rows';
import { colorMainImage } from '../color-main-image';
import { runningPromotionOf } from '../product/promotion-facts';
import { toListItem } from '../to-list-item';

/** A home row's card as the query reads it: the variant shown, its price and its colour's picture. */
export const pricedVariant = rowShape({
  productId: col.integer,
  variantId: col.integer,
  name: col.text,
  isNew: col.boolean,
  priceCents: col.integer,
  finalPriceCents: col.integer,
  discountPercentage: col.integer,
  mainImage: col.nullable(col.text),
  promotion: col.nullable(col.text),
});

/**
 * One of the three home rows, in the owner's order. Each item is the exact variant the owner chose,
 * with its colour's first picture and its own price; hidden products are left out.
 */
export async function selectionItems(db: Database, selection: SelectionName): Promise<ListItem[]> {
  const rows = await selectRows(
    db,
    sql`SELECT p.id AS product_id, v.id AS variant_id, p.name, p.is_new,
          v.price_cents, final_price_cents(v.price_cents, v.discount_percentage) AS final_price_cents,
          v.discount_percentage, ${colorMainImage} AS main_image,
          ${runningPromotionOf(sql`p.id`)} AS promotion
        FROM selection_items si
        JOIN variants v ON v.id = si.variant_id
        JOIN colors c ON c.id = v.color_id
        JOIN products p ON p.id = c.product_id
        WHERE si.selection = ${selection} AND NOT p.hidden
        ORDER BY si.position`,
    pricedVariant,
  );
  return rows.map(toListItem);
}
