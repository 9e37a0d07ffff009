import { SELECTIONS } from '@store/contract';
import type { HomeContent, RowItem } from '@store/contract/admin';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { col, oneOf, rowShape, selectRows } from '../../../db/rows';
import { listBanners } from './list-banners';
import { listStripLines } from './strip-lines';

const selectedVariant = rowShape({
  selection: col.text,
  variantId: col.integer,
  productId: col.integer,
  productName: col.text,
  color: col.text,
  size: col.text,
  sku: col.text,
  hidden: col.boolean,
});

/** The home page as the owner edits it: its banners, its rows with every item named, the strip's lines. */
export async function homeForEditor(db: Database): Promise<HomeContent> {
  const [banners, strip, items] = await Promise.all([
    listBanners(db),
    listStripLines(db),
    selectRows(
      db,
      sql`SELECT si.selection, v.id AS variant_id, p.id AS product_id, p.name AS product_name,
                 c.name AS color, s.name AS size, v.sku, p.hidden
          FROM selection_items si
          JOIN variants v ON v.id = si.variant_id
          JOIN colors c ON c.id = v.color_id
          JOIN products p ON p.id = c.product_id
          JOIN sizes s ON s.id = v.size_id
          ORDER BY si.selection, si.position`,
      selectedVariant,
    ),
  ]);
  const rows = Object.fromEntries(SELECTIONS.map((name) => [name, [] as RowItem[]])) as HomeContent['rows'];
  for (const item of items) {
    rows[oneOf(SELECTIONS, item.selection)].push({
      variant_id: item.variantId,
      product_id: item.productId,
      product_name: item.productName,
      color: item.color,
      size: item.size,
      sku: item.sku,
      hidden: item.hidden,
    });
  }
  return { banners, rows, strip };
}
