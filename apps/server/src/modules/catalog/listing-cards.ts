import type { ListItem } from '@store/contract';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { productListings } from './tables';
import { listItemColumns, toListItem } from './to-list-item';

/**
 * The product cards of the given products, as the listing shows them, in the order asked; a product the
 * shop does not show (hidden, deleted, unknown) is left out. The saved favourites are drawn with it.
 */
export async function listingCards(db: Database, productIds: readonly number[]): Promise<ListItem[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .select(listItemColumns)
    .from(productListings)
    .where(inArray(productListings.productId, [...productIds]));
  const byProduct = new Map(rows.map((row) => [row.productId, toListItem(row)]));
  return productIds.flatMap((id) => byProduct.get(id) ?? []);
}
