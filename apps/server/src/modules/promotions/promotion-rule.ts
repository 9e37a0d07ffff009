import type { PromotionKindCode } from '@store/contract';
import type { PromotionRule } from '@store/money';
import { and, gt, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { ProductFacts } from './product-facts';
import { promotions } from './tables';

export type PromotionRow = typeof promotions.$inferSelect;

/**
 * The promotions running at `moment` (not archived, started, not yet ended), as the money rule takes
 * them: each scope resolved to the products it covers (departments, brands and products named add up;
 * none named is the whole shop; `products` says which products the departments and brands hold).
 */
export async function promotionRulesAt(
  db: Database,
  products: ProductFacts,
  moment: Date,
): Promise<PromotionRule[]> {
  const rows = await db
    .select()
    .from(promotions)
    .where(
      and(isNull(promotions.archivedAt), lte(promotions.startsAt, moment), gt(promotions.endsAt, moment)),
    )
    .orderBy(promotions.id);
  return resolveScopes(db, products, rows);
}

async function resolveScopes(
  db: Database,
  products: ProductFacts,
  rows: PromotionRow[],
): Promise<PromotionRule[]> {
  const scoped = rows.filter((row) => !coversWholeShop(row));
  const inScope = await products.productsInScope(db, {
    categoryIds: [...new Set(scoped.flatMap((row) => row.categoryIds))],
    brandIds: [...new Set(scoped.flatMap((row) => row.brandIds))],
  });
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
            ...inScope
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
