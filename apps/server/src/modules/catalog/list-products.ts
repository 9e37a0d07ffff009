import {
  NO_PRICE_LIMIT,
  readListingSize,
  type ListingSize,
  type ListItem,
  type ProductListQuery,
  type ProductListResponse,
} from '@store/contract';
import { and, asc, count, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { productListings, sizes } from './tables';
import { toCentavos } from '@store/money';
import { listItemColumns, toListItem } from './to-list-item';
import { searchMatches, searchRank } from './search/search-condition';
import { searchTerms, toTsQuery } from './search/search-terms';
import type { ExactCache } from '../../lib/exact-cache';
import { readSearchWords } from './search/read-search-words';
import { inShoppersSize, variantInSize } from './sized-cards';

/**
 * The listing page: two queries on the listing table (the page, and the count unless the catalogue has
 * not changed since it was last counted for these filters), run side by side, after one more to correct
 * typos and add synonyms when there is a search.
 */
export async function listProducts(
  db: Database,
  counts: ExactCache,
  query: ProductListQuery,
): Promise<ProductListResponse> {
  const typed = searchTerms(query.name);
  const terms = typed ? await readSearchWords(db, typed, false) : undefined;
  const conditions: SQL[] = [];
  if (query.category_id?.length) conditions.push(inArray(productListings.categoryId, query.category_id));
  if (query.target_audience) conditions.push(eq(productListings.targetAudience, query.target_audience));
  if (query.discount) conditions.push(gt(productListings.discountPercentage, 0));
  if (query.maxPrice !== undefined && query.maxPrice < NO_PRICE_LIMIT) {
    conditions.push(lte(productListings.finalPriceCents, toCentavos(query.maxPrice)));
  }
  if (terms) conditions.push(searchMatches(terms, false));
  const size = readListingSize(query.size);
  if (size) conditions.push(inStockInSize(size));
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const order =
    query.sort === 'asc'
      ? [asc(productListings.finalPriceCents), asc(productListings.productId)]
      : query.sort === 'desc'
        ? [desc(productListings.finalPriceCents), desc(productListings.productId)]
        : terms
          ? [desc(searchRank(terms, false)), asc(productListings.productId)]
          : [desc(productListings.inStock), desc(productListings.productId)];

  // The page's ids come from an index alone (no table rows read while skipping `offset` entries, which
  // keeps deep pages cheap); then only those few rows are read, in the same order.
  const pageIds = db
    .select({ productId: productListings.productId })
    .from(productListings)
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [rows, total] = await Promise.all([
    db
      .select(size ? { ...listItemColumns, sized: variantInSize(size) } : listItemColumns)
      .from(productListings)
      .where(inArray(productListings.productId, pageIds))
      .orderBy(...order),
    counts.remember(countKey(query, terms && toTsQuery(terms, false)), async () => {
      const [counted] = await db.select({ total: count() }).from(productListings).where(where);
      return counted?.total ?? 0;
    }),
  ]);
  const products: ListItem[] = rows.map((row) => toListItem(inShoppersSize(row)));
  return {
    products,
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      totalPages: Math.max(1, Math.ceil(total / query.limit)),
    },
  };
}

/** What decides the count: the filters and the search as the database reads it, not the sort or the page. */
function countKey(query: ProductListQuery, search: string | undefined): string {
  return (
    'count:' +
    JSON.stringify([
      [...(query.category_id ?? [])].sort((a, b) => a - b),
      query.target_audience ?? null,
      query.discount ?? false,
      query.maxPrice !== undefined && query.maxPrice < NO_PRICE_LIMIT ? query.maxPrice : null,
      search ?? null,
      query.size ?? null,
    ])
  );
}

/**
 * 'Mi talla': the product has units of this size in stock, in any colour. The listing's row keeps its sizes
 * in stock (GIN-indexed), refreshed by the variants' triggers in the sale's own transaction, which also
 * makes every process forget its remembered answers (decision 023): the next read sees the sale.
 */
function inStockInSize(size: ListingSize): SQL {
  // A size the shop does not know gives ARRAY[NULL], which no row contains (an empty array all rows would).
  return sql`${productListings.sizesInStock} @> ARRAY[(
    SELECT ${sizes.id} FROM ${sizes} WHERE ${sizes.system} = ${size.system} AND ${sizes.name} = ${size.name}
  )]`;
}
