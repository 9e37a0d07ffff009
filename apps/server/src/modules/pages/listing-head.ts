import { pageTitle, SHOP_NAME, TARGET_AUDIENCES, type TargetAudience } from '@store/contract';
import { listCategories } from '../catalog/categories';
import { shareImageUrl, type PageHead, type Site } from './page-head';
import { shortDescription } from './short-description';

const AUDIENCE_TITLES: Record<TargetAudience, string> = { hombre: 'Hombre', mujer: 'Mujer', niños: 'Niños' };
// A search is echoed in the title; a long one would push the shop's name out of the tab.
const MAX_SEARCH_IN_TITLE = 60;
const names = new Intl.ListFormat('es', { style: 'long', type: 'conjunction' });

const isAudience = (value: string | null): value is TargetAudience =>
  (TARGET_AUDIENCES as readonly (string | null)[]).includes(value);

/**
 * The head of `/products/{page}` and `/products/all/{page}`, named after what the listing shows: its
 * departments, a search, the discounts, or whom the products are for. Search results are not indexed
 * (a search engine would find endless near-copies of the listing).
 */
export async function listingHead(site: Site, page: number, query: URLSearchParams): Promise<PageHead> {
  const categoryIds = query
    .getAll('category_id')
    .filter((id) => /^\d{1,9}$/.test(id))
    .map(Number);
  const categories = categoryIds.length > 0 ? await listCategories(site.db) : [];
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
  };
}
