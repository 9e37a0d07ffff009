import { sql, type SQL } from 'drizzle-orm';
import { productListings } from '../../db/schema';
import { toTsQuery, type SearchTerms } from './search-terms';

/** Every word must match the product's Spanish full-text document (stems, accents ignored); GIN-indexed. */
export function searchMatches(terms: SearchTerms, prefixLastWord: boolean): SQL {
  return sql`${productListings.searchDocument} @@ to_tsquery('es_unaccent', ${toTsQuery(terms, prefixLastWord)})`;
}

/** Higher is better; a word in the name weighs more than one in the brand, category or colour. */
export function searchRank(terms: SearchTerms, prefixLastWord: boolean): SQL {
  return sql`ts_rank(${productListings.searchDocument}, to_tsquery('es_unaccent', ${toTsQuery(terms, prefixLastWord)}))`;
}
