import type { PromotionKindCode } from '@store/contract';
import type { PromotionRule } from '@store/money';
import { and, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { col, rowShape, selectRows } from '../../db/rows';
import { promotions } from './tables';

export type PromotionRow = typeof promotions.$inferSelect;

const productScope = rowShape({ id: col.integer, categoryId: col.integer, brandId: col.integer });

/**
 * The promotions running at `moment` (not archived, started, not yet ended), as the money rule takes
 * them: each scope resolved to the products it covers (departments, brands and products named add up;
 * none named is the whole shop).
 */
export async function promotionRulesAt(db: Database, moment: Date): Promise<PromotionRule[]> {
  const rows = await db
    .select()
    .from(promotions)
    .where(
      and(isNull(promotions.archivedAt), lte(promotions.startsAt, moment), gt(promotions.endsAt, moment)),
    )
    .orderBy(promotions.id);
  return resolveScopes(db, rows);
}

async function resolveScopes(db: Database, rows: PromotionRow[]): Promise<PromotionRule[]> {
  const scoped = rows.filter((row) => !coversWholeShop(row));
  const categoryIds = [...new Set(scoped.flatMap((row) => row.categoryIds))];
  const brandIds = [...new Set(scoped.flatMap((row) => row.brandIds))];
  const products =
    categoryIds.length + brandIds.length === 0
      ? []
      : await selectRows(
          db,
          sql`SELECT id, category_id, brand_id FROM products
                WHERE category_id = ANY(${sql.param(categoryIds)}::integer[])
                   OR brand_id = ANY(${sql.param(brandIds)}::integer[])`,
          productScope,
        );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    kind: row.kind as PromotionKindCode,
    percentOff: row.percentOff,
    minimumPurchaseCents: row.minimumPurchaseCents,
    stackable: row.stackable,
    productIds: coversWholeShop(row)
      ? null
      : [
          ...new Set([
            ...row.productIds,
            ...products
              .filter(
                (product) =>
                  row.categoryIds.includes(product.categoryId) || row.brandIds.includes(product.brandId),
              )
              .map((product) => product.id),
          ]),
        ],
  }));
}

export const coversWholeShop = (row: Pick<PromotionRow, 'categoryIds' | 'brandIds' | 'productIds'>) =>
  row.categoryIds.length === 0 && row.brandIds.length === 0 && row.productIds.length === 0;
