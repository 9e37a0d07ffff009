import {
  bannersResponse,
  categoriesResponse,
  HOME_META,
  IMAGE_SIZES,
  selectionResponse,
  SELECTIONS,
  SHOP_NAME,
  stripResponse,
} from '@store/contract';
import { apiAnswer } from './api-answer';
import { shareImageUrl, type PageHead, type Site } from './page-head';
import { storeStructuredData } from './store-structured-data';

/**
 * The home page: the shop's own title, the slider's first picture as the preview of a shared link, and the
 * answers the page asks for first (the slider, the departments, the three rows, the strip's lines).
 */
export async function homeHead(site: Site): Promise<PageHead> {
  const [banners, categories, strip, ...rows] = await Promise.all([
    site.catalog.banners(),
    site.catalog.categories(),
    site.catalog.stripLines(),
    ...SELECTIONS.map((selection) => site.catalog.selection(selection)),
  ]);
  const [banner] = banners;
  const imageUrl = banner ? shareImageUrl(site, banner.image) : undefined;
  return {
    statusCode: 200,
    title: HOME_META.title,
    description: HOME_META.description,
    socialTitle: HOME_META.title,
    kind: 'website',
    canonicalUrl: `${site.publicUrl}/`,
    noindex: false,
    ...(imageUrl ? { image: { url: imageUrl, alt: banner?.title || SHOP_NAME } } : {}),
    ...(banner
      ? {
          preloadImages: [{ name: banner.image, sizes: IMAGE_SIZES.banner, fallbackWidth: 1200 }],
          firstScreen: 'banner',
        }
      : {}),
    pageData: {
      '/banners': apiAnswer(bannersResponse, banners),
      '/categories': apiAnswer(categoriesResponse, categories),
      // The strip's own chunk reads it from here: no call of its own below the fold.
      '/strip': apiAnswer(stripResponse, strip),
      ...Object.fromEntries(
        SELECTIONS.map((selection, index) => [
          `/selection/${selection}`,
          apiAnswer(selectionResponse, rows[index] ?? []),
        ]),
      ),
    },
    structuredData: storeStructuredData(site, imageUrl),
  };
}
