import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, products, sizes, variants } from './tables';

/** Where a sold variant sits on the shelves: its SKU, and its size's place in its size chart. */
export type ShelfVariant = { sku: string; sizeOrder: number };

export type ShelfFacts = {
  variants: Map<number, ShelfVariant>;
  /** Each product's department by name. */
  departments: Map<number, string>;
};

/**
 * What a packer needs from the catalogue to find sold units: each variant's SKU and size order, each
 * product's department. A product or variant since removed is absent; its sold line keeps its names.
 */
export async function shelfFacts(
  db: Database,
  productIds: number[],
  variantIds: number[],
): Promise<ShelfFacts> {
  const [variantRows, departmentRows] = await Promise.all([
    variantIds.length === 0
      ? []
      : db
          .select({ id: variants.id, sku: variants.sku, sizeOrder: sizes.sortOrder })
          .from(variants)
          .innerJoin(sizes, eq(sizes.id, variants.sizeId))
          .where(inArray(variants.id, [...new Set(variantIds)])),
    productIds.length === 0
      ? []
      : db
          .select({ productId: products.id, department: categories.name })
          .from(products)
          .innerJoin(categories, eq(categories.id, products.categoryId))
          .where(inArray(products.id, [...new Set(productIds)])),
  ]);
  return {
    variants: new Map(variantRows.map((row) => [row.id, { sku: row.sku, sizeOrder: row.sizeOrder }])),
    departments: new Map(departmentRows.map((row) => [row.productId, row.department])),
  };
}
