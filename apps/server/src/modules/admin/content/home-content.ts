import { SELECTIONS } from '@store/contract';
import type { HomeContent, RowItem } from '@store/contract/admin';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client';
import { listBanners } from '../../catalog/banners';

type SelectedVariant = RowItem & { selection: (typeof SELECTIONS)[number] };

/** The home page as the owner edits it: its banners, and its rows with every item named. */
export async function homeContent(db: Database): Promise<HomeContent> {
  const [banners, items] = await Promise.all([
    listBanners(db),
    queryRows<SelectedVariant>(
      db,
      sql`SELECT si.selection, v.id AS variant_id, p.id AS product_id, p.name AS product_name,
                 c.name AS color, s.name AS size, v.sku, p.hidden
          FROM selection_items si
          JOIN variants v ON v.id = si.variant_id
          JOIN colors c ON c.id = v.color_id
          JOIN products p ON p.id = c.product_id
          JOIN sizes s ON s.id = v.size_id
          ORDER BY si.selection, si.position`,
    ),
  ]);
  const rows = Object.fromEntries(SELECTIONS.map((name) => [name, [] as RowItem[]])) as HomeContent['rows'];
  for (const { selection, ...item } of items) rows[selection].push(item);
  return { banners, rows };
}
