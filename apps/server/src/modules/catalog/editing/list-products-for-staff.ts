import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  type AdminProductsQuery,
  type AdminProductsResponse,
} from '@store/contract/admin';
import { TARGET_AUDIENCES } from '@store/contract';
import { toPesos } from '@store/money';
import { sql, type SQL } from 'drizzle-orm';
import { containing } from '../../../lib/like-pattern';
import type { Database } from '../../../db/client';
import { col, oneOf, rowShape, selectRow, selectRows } from '../../../db/rows';
import { colorMainImage } from '../color-main-image';

const productRow = rowShape({
  productId: col.integer,
  name: col.text,
  brandName: col.text,
  categoryId: col.integer,
  categoryName: col.text,
  targetAudience: col.text,
  isNew: col.boolean,
  hidden: col.boolean,
  draft: col.boolean,
  mainImage: col.nullable(col.text),
  variantsCount: col.integer,
  totalStock: col.integer,
  minCents: col.nullable(col.integer),
  maxCents: col.nullable(col.integer),
});
const totalRow = rowShape({ total: col.integer });

/**
 * The owner's product list: hidden products too, newest first, with what tells them apart at a glance
 * (how many variants, units in stock, the range of final prices). The search looks at the name, the
 * brand and the SKUs, without regard to accents, and at the id when a number is typed.
 */
export async function listProductsForStaff(
  db: Database,
  query: AdminProductsQuery,
): Promise<AdminProductsResponse> {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = containing(query.search);
    const byId = /^\d{1,6}$/.test(query.search) ? sql` OR p.id = ${Number(query.search)}` : sql``;
    conditions.push(
      sql`(unaccent(p.name) ILIKE unaccent(${pattern}) OR unaccent(b.name) ILIKE unaccent(${pattern})
           OR EXISTS (SELECT 1 FROM colors sc JOIN variants sv ON sv.color_id = sc.id
                      WHERE sc.product_id = p.id AND sv.sku ILIKE ${pattern})${byId})`,
    );
  }
  if (query.category_id !== undefined) conditions.push(sql`p.category_id = ${query.category_id}`);
  if (query.hidden !== undefined) conditions.push(sql`p.hidden = ${query.hidden}`);
  const where = conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
  const offset = (query.page - 1) * ADMIN_PRODUCTS_PAGE_SIZE;

  const [rows, counted] = await Promise.all([
    selectRows(
      db,
      sql`SELECT p.id AS product_id, p.name, b.name AS brand_name, p.category_id, cat.name AS category_name,
            p.target_audience, p.is_new, p.hidden, p.draft,
            (SELECT ${colorMainImage} FROM colors c WHERE c.product_id = p.id
             ORDER BY c.position, c.id LIMIT 1) AS main_image,
            totals.variants_count, totals.total_stock, totals.min_cents, totals.max_cents
          FROM products p
          JOIN brands b ON b.id = p.brand_id
          JOIN categories cat ON cat.id = p.category_id
          CROSS JOIN LATERAL (
            SELECT count(v.id)::integer AS variants_count, coalesce(sum(v.stock), 0)::integer AS total_stock,
              min(final_price_cents(v.price_cents, v.discount_percentage)) AS min_cents,
              max(final_price_cents(v.price_cents, v.discount_percentage)) AS max_cents
            FROM colors c JOIN variants v ON v.color_id = c.id WHERE c.product_id = p.id
          ) totals
          ${where}
          ORDER BY p.id DESC
          LIMIT ${ADMIN_PRODUCTS_PAGE_SIZE} OFFSET ${offset}`,
      productRow,
    ),
    selectRow(
      db,
      sql`SELECT count(*)::integer AS total FROM products p JOIN brands b ON b.id = p.brand_id ${where}`,
      totalRow,
    ),
  ]);
  const total = counted?.total ?? 0;
  return {
    products: rows.map((row) => ({
      product_id: row.productId,
      name: row.name,
      brand_name: row.brandName,
      category_id: row.categoryId,
      category_name: row.categoryName,
      target_audience: oneOf(TARGET_AUDIENCES, row.targetAudience),
      is_new: row.isNew,
      hidden: row.hidden,
      draft: row.draft,
      main_image: row.mainImage,
      variants_count: row.variantsCount,
      total_stock: row.totalStock,
      min_price: row.minCents === null ? null : toPesos(row.minCents),
      max_price: row.maxCents === null ? null : toPesos(row.maxCents),
    })),
    pagination: {
      page: query.page,
      total,
      totalPages: Math.max(1, Math.ceil(total / ADMIN_PRODUCTS_PAGE_SIZE)),
    },
  };
}
