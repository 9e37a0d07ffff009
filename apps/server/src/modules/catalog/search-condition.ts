import { sql, type SQL } from 'drizzle-orm';
import { productListings } from '../../db/schema';
import { toTsQuery, type SearchTerms } from './search-terms';

/**
 * A product matches when its Spanish full-text document matches every word (stems, accents ignored), or
 * when the whole text is close to some part of its name, brand, category and colours (a typo such as
 * 'sombrro'). Both sides use a GIN index.
 */
export function searchMatches(terms: SearchTerms, prefixLastWord: boolean): SQL {
  const query = toTsQuery(terms, prefixLastWord);
  return sql`(${productListings.searchDocument} @@ to_tsquery('es_unaccent', ${query}) OR ${terms.folded} <% ${productListings.searchText})`;
}

/** Higher is better: full-text rank (name weighs most) plus how close the text is. */
export function searchRank(terms: SearchTerms, prefixLastWord: boolean): SQL {
  const query = toTsQuery(terms, prefixLastWord);
  return sql`(ts_rank_cd(${productListings.searchDocument}, to_tsquery('es_unaccent', ${query})) + word_similarity(${terms.folded}, ${productListings.searchText}))`;
}
