import { INFO_PAGES, productPagePath } from '@store/contract';
import { listCategories, listedProducts } from '../catalog';
import { escapeMarkup } from '../../lib/markup';
import type { Site } from './page-head';

// The sitemap protocol's limit for one file; past it the shop would need a sitemap index.
const MAX_SITEMAP_URLS = 50_000;

export type SitemapEntry = { path: string; lastModified?: Date };

/** `/sitemap.xml`: the home page, every department, every product on sale and the information pages. */
export async function sitemapXml(site: Site): Promise<string> {
  const categories = await listCategories(site.db);
  const fixed: SitemapEntry[] = [
    { path: '/' },
    ...categories.map((category) => ({ path: `/products/1?category_id=${category.category_id}` })),
    ...Object.keys(INFO_PAGES).map((path) => ({ path })),
  ];
  const products = await listedProducts(site.db, MAX_SITEMAP_URLS - fixed.length);
  return sitemapDocument(site.publicUrl, [
    ...fixed,
    ...products.map((product) => ({
      path: productPagePath(product.productId),
      lastModified: product.updatedAt,
    })),
  ]);
}

/** The XML of a sitemap; URLs are escaped, since a query string's `&` would otherwise break the document. */
export function sitemapDocument(publicUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    return `  <url><loc>${escapeMarkup(`${publicUrl}${path}`)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
