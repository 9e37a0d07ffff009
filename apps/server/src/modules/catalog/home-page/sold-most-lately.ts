import type { ListItem, SelectionName } from '@store/contract';
import { MAX_ROW_ITEMS } from '@store/contract/admin';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { selectRows } from '../../../db/rows';
import { colorMainImage } from '../color-main-image';
import { runningPromotionOf } from '../product/promotion-facts';
import { selectionItems } from '../tables';
import { toListItem } from '../to-list-item';
import { pricedVariant } from './selection-items';

/** Whether the owner chose the row's items; a row with none chosen is computed (only 'Lo más vendido'). */
export async function hasPinnedItems(db: Database, selection: SelectionName): Promise<boolean> {
  const [pinned] = await db
    .select({ variantId: selectionItems.variantId })
    .from(selectionItems)
    .where(eq(selectionItems.selection, selection))
    .limit(1);
  return pinned !== undefined;
}

/**
 * The products that sold most units lately, most first, each shown as its listing card shows it (its
 * representative variant). `unitsSold` is the orders module's subquery `(variant_id, units)`, handed by
 * the caller so that the catalogue never reads orders' tables. Hidden products are left out.
 */
export async function soldMostLately(db: Database, unitsSold: SQL): Promise<ListItem[]> {
  const rows = await selectRows(
    db,
    sql`WITH sold AS (
          SELECT sc.product_id, sum(u.units) AS units
          FROM ${unitsSold} AS u
          JOIN variants sv ON sv.id = u.variant_id
          JOIN colors sc ON sc.id = sv.color_id
          GROUP BY sc.product_id
          HAVING sum(u.units) > 0
        )
        SELECT p.id AS product_id, v.id AS variant_id, p.name, p.is_new,
          v.price_cents, final_price_cents(v.price_cents, v.discount_percentage) AS final_price_cents,
          v.discount_percentage, ${colorMainImage} AS main_image,
          ${runningPromotionOf(sql`p.id`)} AS promotion
        FROM sold
        JOIN products p ON p.id = sold.product_id AND NOT p.hidden
        JOIN product_listings pl ON pl.product_id = p.id
        JOIN variants v ON v.id = pl.variant_id
        JOIN colors c ON c.id = v.color_id
        ORDER BY sold.units DESC, p.id
        LIMIT ${MAX_ROW_ITEMS}`,
    pricedVariant,
  );
  return rows.map(toListItem);
}
