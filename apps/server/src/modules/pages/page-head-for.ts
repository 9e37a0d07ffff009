import { reviewStructuredData } from '../reviews';
import {
  idParam,
  intParam,
  MAX_PAGE,
  pageSession,
  PRODUCT_PAGES,
  productDetail as productDetailSchema,
  SESSION_PAGE_DATA_KEY,
  type CurrentUser,
} from '@store/contract';
import { adminPageHead, fixedPageHead, notFoundHead } from './fixed-pages';
import { renderFirstScreen } from './first-screen';
import { renderHeadTags } from './head-tags';
import { apiAnswer } from './api-answer';
import { homeHead } from './home-head';
import { listingHead, type SearchAdmitted } from './listing-head';
import type { PageHead, Site } from './page-head';
import { productHead } from './product-head';

const productId = idParam('id');
const listingPage = intParam('page', 1, MAX_PAGE);

/** What a page's head may need to ask about the request itself. */
export type PageAsks = {
  /** Before a listing page runs a search (the search rate limit). */
  searchAdmitted?: SearchAdmitted;
  /** Whether the back-office exists for this visitor. */
  isStaff?: () => Promise<boolean>;
  /** Who is signed in (null for a guest): every page carries it, so the browser need not ask. */
  session?: () => Promise<CurrentUser | null>;
};

/**
 * The head of the page at `url` (path and query, as the request line has it), following the storefront's
 * routes. A product page costs one query, the home page and a department listing one each, the rest none.
 */
export async function pageHeadFor(site: Site, url: string, asks: PageAsks = {}): Promise<PageHead> {
  const searchAdmitted = asks.searchAdmitted ?? (async () => true);
  const queryStart = url.indexOf('?');
  const rawPath = queryStart < 0 ? url : url.slice(0, queryStart);
  const query = new URLSearchParams(queryStart < 0 ? '' : url.slice(queryStart + 1));
  // The browser's router ignores a trailing slash and the case of fixed words; so does this.
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  const segments = path.split('/').slice(1);
  const [first, second, third] = segments;

  if (path === '/') return homeHead(site);
  // To anyone but staff the back-office does not exist: the shop's not-found page, with its 404.
  if (first?.toLowerCase() === 'admin') return (await asks.isStaff?.()) ? adminPageHead() : notFoundHead();
  if (`/${first?.toLowerCase()}/` === PRODUCT_PAGES && second !== undefined && segments.length <= 3) {
    return productPageHead(site, second, third);
  }
  if (first?.toLowerCase() === 'products') {
    if (segments.length === 1) return listingHead(site, 1, query, searchAdmitted);
    if (segments.length === 2) return listingHead(site, pageNumber(second), query, searchAdmitted);
    if (segments.length === 3 && second?.toLowerCase() === 'all')
      return listingHead(site, pageNumber(third), query, searchAdmitted);
  }
  return fixedPageHead(site, path) ?? notFoundHead();
}

/** The head as HTML, with the status the page is sent with and its first screen (first-screen.ts). */
export async function headTagsFor(
  site: Site,
  url: string,
  asks?: PageAsks,
): Promise<{ statusCode: number; tags: string; firstScreen: string }> {
  const [head, user] = await Promise.all([pageHeadFor(site, url, asks), asks?.session?.()]);
  const withSession: PageHead =
    user === undefined
      ? head
      : { ...head, pageData: { ...head.pageData, [SESSION_PAGE_DATA_KEY]: apiAnswer(pageSession, user) } };
  return {
    statusCode: head.statusCode,
    tags: renderHeadTags(withSession, site.pageAssetTags),
    firstScreen: renderFirstScreen(head, site.pageAssetTags),
  };
}

async function productPageHead(
  site: Site,
  idText: string,
  variantText: string | undefined,
): Promise<PageHead> {
  const id = productId.safeParse(idText);
  if (!id.success) return notFoundHead();
  const product = await site.catalog.product(id.data);
  if (!product) return notFoundHead();
  // An unknown variant is not an error: the page opens on the first size, and so does its head.
  const variant = productId.safeParse(variantText);
  return {
    ...productHead(
      site,
      product,
      variant.success ? variant.data : undefined,
      await reviewStructuredData(site.db, product.product_id),
    ),
    pageModule: 'product',
    pageData: { [`/products/productItem/${id.data}`]: apiAnswer(productDetailSchema, product) },
  };
}

// The listing reads anything that is not a page number as the first page.
const pageNumber = (text: string | undefined): number => {
  const page = listingPage.safeParse(text);
  return page.success ? page.data : 1;
};
