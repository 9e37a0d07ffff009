import type { Category } from '@store/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { col, rowShape, selectRows } from '../../db/rows';

const categoryRow = rowShape({ categoryId: col.integer, name: col.text, image: col.nullable(col.text) });

/** The departments in id order, each with the picture of a product it has in stock (for the home strip). */
export async function listCategories(db: Database): Promise<Category[]> {
  const rows = await selectRows(
    db,
    sql`SELECT c.id AS category_id, c.name,
          (SELECT l.main_image FROM product_listings l
            WHERE l.category_id = c.id AND l.main_image IS NOT NULL
            ORDER BY l.in_stock DESC, l.product_id LIMIT 1) AS image
        FROM categories c ORDER BY c.id`,
    categoryRow,
  );
  return rows.map((row) => ({ category_id: row.categoryId, name: row.name, image: row.image }));
}
