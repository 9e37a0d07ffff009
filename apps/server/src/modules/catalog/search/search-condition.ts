import { sql, type SQL } from 'drizzle-orm';
import { productListings } from '../tables';
import { toTsQuery, type SearchTerms } from './search-terms';

/**
 * The query as a sub-select: PostgreSQL evaluates it once per statement (an InitPlan) even in a
 * prepared statement's generic plan, instead of once per candidate row, which doubled the cost.
 */
const tsQuery = (terms: SearchTerms, prefixLastWord: boolean): SQL =>
  sql`(SELECT to_tsquery('es_unaccent', ${toTsQuery(terms, prefixLastWord)}))`;

/** Every word must match the product's Spanish full-text document (stems, accents ignored); GIN-indexed. */
export function searchMatches(terms: SearchTerms, prefixLastWord: boolean): SQL {
  return sql`${productListings.searchDocument} @@ ${tsQuery(terms, prefixLastWord)}`;
}

/** Higher is better; a word in the name weighs more than one in the brand, category or colour. */
export function searchRank(terms: SearchTerms, prefixLastWord: boolean): SQL {
  return sql`ts_rank(${productListings.searchDocument}, ${tsQuery(terms, prefixLastWord)})`;
}
