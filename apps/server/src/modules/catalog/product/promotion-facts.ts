import { sql, type SQL } from 'drizzle-orm';
import { col, rowShape, selectRows } from '../../../db/rows';
import { runningPromotionSql, type ProductFacts } from '../../promotions';
import { brands, categories, products } from '../tables';

const scopedRow = rowShape({ id: col.integer, categoryId: col.integer, brandId: col.integer });
const namedRow = rowShape({ id: col.integer, name: col.text });
const idRow = rowShape({ id: col.integer });

const SCOPE_TABLES = { category: categories, brand: brands, product: products } as const;

/** What promotions ask of the products: which ones a scope covers, their names, whether what is named exists. */
export const productFactsForPromotions: ProductFacts = {
  productsInScope: (db, { categoryIds, brandIds }) =>
    categoryIds.length + brandIds.length === 0
      ? Promise.resolve([])
      : selectRows(
          db,
          sql`SELECT id, category_id, brand_id FROM ${products}
                WHERE category_id = ANY(${sql.param(categoryIds)}::integer[])
                   OR brand_id = ANY(${sql.param(brandIds)}::integer[])`,
          scopedRow,
        ),

  async productNames(db, ids) {
    if (ids.length === 0) return new Map();
    const named = await selectRows(
      db,
      sql`SELECT id, name FROM ${products} WHERE id = ANY(${sql.param(ids)}::integer[])`,
      namedRow,
    );
    return new Map(named.map((row) => [row.id, row.name]));
  },

  async existingIds(db, kind, ids) {
    if (ids.length === 0) return [];
    const found = await selectRows(
      db,
      sql`SELECT id FROM ${SCOPE_TABLES[kind]} WHERE id = ANY(${sql.param(ids)}::integer[])`,
      idRow,
    );
    return found.map((row) => row.id);
  },
};

/**
 * The promotions running now on the product `productId`, as a column of a catalogue query: promotions'
 * `runningPromotionSql`, handed the product's department and brand by its id.
 */
export const runningPromotionOf = (productId: SQL): SQL =>
  runningPromotionSql(sql`(SELECT id, category_id, brand_id FROM ${products} WHERE id = ${productId})`);
