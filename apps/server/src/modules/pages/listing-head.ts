import {
  CARD_IMAGE,
  categoriesResponse,
  IMAGE_SIZES,
  pageTitle,
  productListQuery,
  productListResponse,
  readFilters,
  SHOP_NAME,
  TARGET_AUDIENCES,
  toListingRequest,
  toQueryString,
  type TargetAudience,
} from '@store/contract';
import { apiAnswer } from './api-answer';
import { shareImageUrl, type PageHead, type Site } from './page-head';
import { shortDescription } from './short-description';

const AUDIENCE_TITLES: Record<TargetAudience, string> = { hombre: 'Hombre', mujer: 'Mujer', niños: 'Niños' };
// A search is echoed in the title; a long one would push the shop's name out of the tab.
const MAX_SEARCH_IN_TITLE = 60;
/**
 * The pictures of the first row on a phone. They are the page's largest, and of equal size but for a pixel
 * of rounding; the browser counts the largest as the page's main picture (LCP), so preloading only the
 * first would leave the one beside it, a hair larger, to arrive after the scripts.
 */
const PRELOADED_CARDS = 2;
const names = new Intl.ListFormat('es', { style: 'long', type: 'conjunction' });

const isAudience = (value: string | null): value is TargetAudience =>
  (TARGET_AUDIENCES as readonly (string | null)[]).includes(value);

/**
 * The head of `/products/{page}` and `/products/all/{page}`, named after what the listing shows: its
 * departments, a search, the discounts, or whom the products are for. Search results are not indexed
 * (a search engine would find endless near-copies of the listing).
 */
export async function listingHead(
  site: Site,
  page: number,
  query: URLSearchParams,
  searchAdmitted: SearchAdmitted,
): Promise<PageHead> {
  const categoryIds = query
    .getAll('category_id')
    .filter((id) => /^\d{1,9}$/.test(id))
    .map(Number);
  // The page shows the departments in its filters whatever the address says.
  const [categories, firstList] = await Promise.all([
    site.catalog.categories(),
    firstListOf(site, page, query, searchAdmitted),
  ]);
  const chosen = categories.filter((category) => categoryIds.includes(category.category_id));
  const search = query.get('name')?.replace(/\s+/g, ' ').trim() ?? '';
  const audience = query.get('target_audience');
  const discounted = query.get('discount') === 'true';

  const label =
    chosen.length > 0
      ? names.format(chosen.map((category) => category.name))
      : search
        ? `Resultados para «${Array.from(search).slice(0, MAX_SEARCH_IN_TITLE).join('')}»`
        : discounted
          ? 'Descuentos'
          : isAudience(audience)
            ? AUDIENCE_TITLES[audience]
            : 'Todos los productos';
  const heading = page > 1 ? `${label} · Página ${page}` : label;
  const picture = chosen.find((category) => category.image)?.image;

  // The canonical page keeps what chooses the products and drops the order and the price slider.
  const canonicalQuery = new URLSearchParams();
  for (const category of chosen) canonicalQuery.append('category_id', String(category.category_id));
  if (discounted) canonicalQuery.set('discount', 'true');
  if (isAudience(audience)) canonicalQuery.set('target_audience', audience);
  const queryText = canonicalQuery.toString();

  return {
    statusCode: 200,
    title: pageTitle(heading),
    description: shortDescription(
      `${label} en ${SHOP_NAME}: productos 100 % originales y nuevos traídos de Estados Unidos, con envíos a todo México.`,
    ),
    socialTitle: heading,
    kind: 'website',
    ...(search
      ? { noindex: true }
      : {
          noindex: false,
          canonicalUrl: `${site.publicUrl}/products/${page}${queryText ? `?${queryText}` : ''}`,
        }),
    ...(picture ? { image: { url: shareImageUrl(site, picture), alt: label } } : {}),
    pageModule: 'listing',
    pageData: {
      '/categories': apiAnswer(categoriesResponse, categories),
      ...(firstList ? { [firstList.call]: apiAnswer(productListResponse, firstList.answer) } : {}),
    },
    ...(firstList
      ? {
          preloadImages: firstList.answer.products
            .slice(0, PRELOADED_CARDS)
            .flatMap(({ main_image }) =>
              main_image ? [{ name: main_image, sizes: IMAGE_SIZES.card, ...CARD_IMAGE }] : [],
            ),
          firstScreen: 'cards',
        }
      : {}),
  };
}

/**
 * The list the page asks for first, read as the browser reads the address (the contract's `readFilters`
 * and `toListingRequest`), so that the call is the very one the page makes; checked by the call's own
 * query schema, as the route does.
 */
/**
 * Asked before a listing page runs a search for its first list; past the client's search limit the page
 * goes without it, and the browser's own call is told to wait.
 */
export type SearchAdmitted = () => Promise<boolean>;

async function firstListOf(
  site: Site,
  page: number,
  address: URLSearchParams,
  searchAdmitted: SearchAdmitted,
) {
  const call = `/products/list${toQueryString(toListingRequest(readFilters(address), page))}`;
  const sent = new URLSearchParams(call.slice(call.indexOf('?') + 1));
  // As Fastify reads a query string: a repeated parameter becomes a list.
  const query = Object.fromEntries(
    [...new Set(sent.keys())].map((key) => {
      const values = sent.getAll(key);
      return [key, values.length > 1 ? values : values[0]];
    }),
  );
  const parsed = productListQuery.safeParse(query);
  if (!parsed.success) return undefined;
  if (parsed.data.name && !(await searchAdmitted())) return undefined;
  return { call, answer: await site.catalog.list(parsed.data) };
}
