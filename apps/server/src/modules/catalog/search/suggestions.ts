import { MAX_SUGGESTIONS, type Suggestion } from '@store/contract';
import type { Database } from '../../../db/client';
import { productListings } from '../tables';
import { toPesos } from '@store/money';
import { searchMatches, searchRank } from './search-condition';
import { searchTerms } from './search-terms';
import { readSearchWords } from './read-search-words';
import { desc, asc } from 'drizzle-orm';

/** Up to eight products for what the shopper is typing; the last word counts as the start of a word. */
export async function suggestions(db: Database, text: string): Promise<Suggestion[]> {
  const typed = searchTerms(text);
  if (!typed) return [];
  const terms = await readSearchWords(db, typed, true);
  const rows = await db
    .select({
      productId: productListings.productId,
      name: productListings.name,
      image: productListings.mainImage,
      finalPriceCents: productListings.finalPriceCents,
    })
    .from(productListings)
    .where(searchMatches(terms, true))
    .orderBy(desc(searchRank(terms, true)), asc(productListings.productId))
    .limit(MAX_SUGGESTIONS);
  return rows.map((row) => ({
    product_id: row.productId,
    name: row.name,
    image: row.image,
    price: toPesos(row.finalPriceCents),
  }));
}
