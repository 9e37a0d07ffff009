import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { productListings, products } from './tables';

export type ListedProduct = { productId: number; updatedAt: Date };

/** Every product the shop shows (hidden ones are not in the listing), in id order, with its last edit. */
export async function listedProducts(db: Database, limit: number): Promise<ListedProduct[]> {
  return db
    .select({ productId: productListings.productId, updatedAt: products.updatedAt })
    .from(productListings)
    .innerJoin(products, eq(products.id, productListings.productId))
    .orderBy(asc(productListings.productId))
    .limit(limit);
}
