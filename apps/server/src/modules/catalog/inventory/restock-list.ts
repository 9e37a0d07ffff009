import {
  RESTOCK_PAGE_SIZE,
  type RestockListQuery,
  type RestockListResponse,
  type RestockVariant,
} from '@store/contract/admin';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { col, rowShape, selectRow, selectRows } from '../../../db/rows';
import { containing } from '../../../lib/like-pattern';
import { byRestockUrgency, restockCandidateOrder } from './restock-urgency';

/**
 * Handed by the caller: SQL for a subquery `(variant_id, units)` of what each variant sold lately (the
 * orders module's `unitsSoldPerVariantSql`), so that the catalogue ranks its stock by sales without
 * reading orders' tables.
 */
export type UnitsSoldSql = SQL;

/** How many low-stock sizes the urgency rule ranks at most for the home's short list. */
const MAX_RANKED = 2000;

const restockRow = rowShape({
  productId: col.integer,
  variantId: col.integer,
  productName: col.text,
  color: col.text,
  size: col.text,
  sku: col.text,
  stock: col.integer,
  unitsSold: col.count,
});

const lowStockRows = (db: Database, where: SQL, unitsSold: UnitsSoldSql, order: SQL, page: SQL) =>
  selectRows(
    db,
    // The sales are added up once, apart: joined as a subquery, a search the planner thinks narrow made
    // it add them up again for every row (3 s at 100,000 variants instead of a fifth of a second).
    sql`WITH sold AS MATERIALIZED ${unitsSold}
        SELECT p.id AS product_id, v.id AS variant_id, p.name AS product_name, c.name AS color,
               s.name AS size, v.sku, v.stock, coalesce(u.units, 0) AS units_sold
        FROM variants v
        JOIN colors c ON c.id = v.color_id
        JOIN products p ON p.id = c.product_id
        JOIN sizes s ON s.id = v.size_id
        LEFT JOIN sold u ON u.variant_id = v.id
        WHERE ${where}
        ORDER BY ${order}, p.name, p.id, c.position, s.sort_order
        ${page}`,
    restockRow,
  );

/** Sizes of products on sale under `threshold` units (hidden products are nobody's to buy), matching `search`. */
function lowStockWhere(threshold: number, search?: string): SQL {
  const under = sql`v.stock < ${threshold} AND NOT p.hidden`;
  if (!search) return under;
  const pattern = containing(search);
  // Each product's name is read once, not once per size of it: unaccent is what such a search spends on.
  return sql`${under} AND (p.id IN (SELECT id FROM products WHERE unaccent(name) ILIKE unaccent(${pattern}))
                           OR v.sku ILIKE ${pattern})`;
}

const toVariant = (row: ReturnType<typeof restockRow>): RestockVariant => ({
  product_id: row.productId,
  variant_id: row.variantId,
  product_name: row.productName,
  color: row.color,
  size: row.size,
  sku: row.sku,
  stock: row.stock,
  units_sold: row.unitsSold,
});

async function countLowStock(db: Database, where: SQL): Promise<number> {
  const row = await selectRow(
    db,
    sql`SELECT count(*) AS total FROM variants v
        JOIN colors c ON c.id = v.color_id JOIN products p ON p.id = c.product_id
        WHERE ${where}`,
    rowShape({ total: col.count }),
  );
  return row?.total ?? 0;
}

/**
 * The back-office home's short list: the `limit` most urgent sizes under `threshold` by
 * `byRestockUrgency`, and how many are under it in all. The database hands the rule its likeliest
 * candidates (`restockCandidateOrder`), at most MAX_RANKED of them, so a shop with every size low still
 * answers at once.
 */
export async function mostUrgentRestocks(
  db: Database,
  threshold: number,
  unitsSold: UnitsSoldSql,
  limit: number,
): Promise<{ variants: RestockVariant[]; total: number }> {
  const where = lowStockWhere(threshold);
  const [rows, total] = await Promise.all([
    lowStockRows(
      db,
      where,
      unitsSold,
      restockCandidateOrder(sql`v.stock`, sql`coalesce(u.units, 0)`),
      sql`LIMIT ${MAX_RANKED}`,
    ),
    countLowStock(db, where),
  ]);
  const ranked = rows.toSorted((a, b) =>
    byRestockUrgency({ stock: a.stock, unitsSold: a.unitsSold }, { stock: b.stock, unitsSold: b.unitsSold }),
  );
  return { variants: ranked.slice(0, limit).map(toVariant), total };
}

/**
 * 'Ver todas': every size under the threshold, a page at a time, searched by product name (accents
 * aside) or SKU, the fewest units first or the best-selling first.
 */
export async function lowStockPage(
  db: Database,
  query: RestockListQuery,
  unitsSold: UnitsSoldSql,
): Promise<RestockListResponse> {
  const where = lowStockWhere(query.threshold, query.search);
  const order = query.sort === 'sales' ? sql`units_sold DESC, v.stock` : sql`v.stock, units_sold DESC`;
  const offset = (query.page - 1) * RESTOCK_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    lowStockRows(db, where, unitsSold, order, sql`LIMIT ${RESTOCK_PAGE_SIZE} OFFSET ${offset}`),
    countLowStock(db, where),
  ]);
  return {
    threshold: query.threshold,
    variants: rows.map(toVariant),
    pagination: {
      page: query.page,
      total,
      totalPages: Math.max(1, Math.ceil(total / RESTOCK_PAGE_SIZE)),
    },
  };
}
