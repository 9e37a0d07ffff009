import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  type AdminProductRow,
  type AdminProductsQuery,
  type AdminProductsResponse,
} from '@store/contract/admin';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client';
import { pesos } from '../../../lib/money';
import { colorMainImage } from '../../catalog/color-main-image';

type Row = Omit<AdminProductRow, 'min_price' | 'max_price'> & {
  min_cents: number | null;
  max_cents: number | null;
};

/** `%`, `_` and `\` typed by the owner are searched for as they are, not as LIKE wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/**
 * The owner's product list: hidden products too, newest first, with what tells them apart at a glance
 * (how many variants, units in stock, the range of final prices). The search looks at the name, the
 * brand and the SKUs, without regard to accents, and at the id when a number is typed.
 */
export async function listAdminProducts(
  db: Database,
  query: AdminProductsQuery,
): Promise<AdminProductsResponse> {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = likePattern(query.search);
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

  const [rows, [counted]] = await Promise.all([
    queryRows<Row>(
      db,
      sql`SELECT p.id AS product_id, p.name, b.name AS brand_name, p.category_id, cat.name AS category_name,
            p.target_audience, p.is_new, p.hidden,
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
    ),
    queryRows<{ total: number }>(
      db,
      sql`SELECT count(*)::integer AS total FROM products p JOIN brands b ON b.id = p.brand_id ${where}`,
    ),
  ]);
  const total = counted?.total ?? 0;
  return {
    products: rows.map(({ min_cents, max_cents, ...row }) => ({
      ...row,
      min_price: min_cents === null ? null : pesos(min_cents),
      max_price: max_cents === null ? null : pesos(max_cents),
    })),
    pagination: {
      page: query.page,
      total,
      totalPages: Math.max(1, Math.ceil(total / ADMIN_PRODUCTS_PAGE_SIZE)),
    },
  };
}
