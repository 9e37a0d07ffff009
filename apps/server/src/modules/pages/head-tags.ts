import { imagePath, imageSrcSet, PAGE_DATA_ELEMENT_ID, SHOP_NAME } from '@store/contract';
import { escapeMarkup, scriptJson } from '../../lib/markup';
import { hasFirstScreen } from './first-screen';
import type { PageHead, Site } from './page-head';

const meta = (attribute: 'name' | 'property', key: string, content: string): string =>
  `<meta ${attribute}="${key}" content="${escapeMarkup(content)}" />`;

/** The `<head>` tags of one page as HTML, every value escaped. */
export function renderHeadTags(head: PageHead, pageAssetTags: Site['pageAssetTags']): string {
  const tags = [`<title>${escapeMarkup(head.title)}</title>`, meta('name', 'description', head.description)];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.canonicalUrl) tags.push(`<link rel="canonical" href="${escapeMarkup(head.canonicalUrl)}" />`);
  tags.push(
    meta('property', 'og:type', head.kind),
    meta('property', 'og:site_name', SHOP_NAME),
    meta('property', 'og:locale', 'es_MX'),
    meta('property', 'og:title', head.socialTitle),
    meta('property', 'og:description', head.description),
  );
  if (head.canonicalUrl) tags.push(meta('property', 'og:url', head.canonicalUrl));
  if (head.image) {
    tags.push(meta('property', 'og:image', head.image.url), meta('property', 'og:image:alt', head.image.alt));
  }
  // Without a picture a large card would be an empty box.
  tags.push(meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'));
  if (head.price !== undefined) {
    tags.push(
      meta('property', 'product:price:amount', head.price.toFixed(2)),
      meta('property', 'product:price:currency', 'MXN'),
    );
  }
  for (const { name, sizes, fallbackWidth, maxWidth } of head.preloadImages ?? []) {
    tags.push(
      `<link rel="preload" as="image" href="${escapeMarkup(imagePath(name, fallbackWidth))}" imagesrcset="${escapeMarkup(
        imageSrcSet(name, maxWidth),
      )}" imagesizes="${escapeMarkup(sizes)}" fetchpriority="high" />`,
    );
  }
  // Behind a first screen the page's code waits for its pictures, with the entry (first-screen.ts).
  if (head.pageModule && !hasFirstScreen(head)) tags.push(...pageAssetTags(head.pageModule));
  if (head.pageData) {
    tags.push(
      `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptJson(head.pageData)}</script>`,
    );
  }
  if (head.structuredData) {
    tags.push(`<script type="application/ld+json">${scriptJson(head.structuredData)}</script>`);
  }
  return tags.join('\n    ');
}
