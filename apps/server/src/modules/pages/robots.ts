import { ORDER_PAGES } from '@store/contract';
import type { Site } from './page-head';

/** A shopper's own pages and the API are of no use in search results. */
const PRIVATE_PATHS = ['/api/', '/profile', '/payment', '/cancel', '/Success', ORDER_PAGES, '/auth/'];

/**
 * `/robots.txt`: everything else is open by default. Product pictures stay open although they live under
 * `/api/`, because search engines show a product's picture only when they may fetch it; the `Allow` comes
 * first for crawlers that take the first matching rule, and is the longer match for those that take that.
 */
export function robotsTxt(site: Site): string {
  return [
    'User-agent: *',
    'Allow: /api/product/image/',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${site.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
