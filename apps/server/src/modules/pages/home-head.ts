import { HOME_META, IMAGE_SIZES, SHOP_NAME } from '@store/contract';
import { listBanners } from '../catalog/banners';
import { shareImageUrl, type PageHead, type Site } from './page-head';
import { storeStructuredData } from './store-structured-data';

/** The home page: the shop's own title, and the slider's first picture as the preview of a shared link. */
export async function homeHead(site: Site): Promise<PageHead> {
  const [banner] = await listBanners(site.db);
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
      ? { preloadImage: { name: banner.image, sizes: IMAGE_SIZES.banner, fallbackWidth: 1200 } }
      : {}),
    structuredData: storeStructuredData(site, imageUrl),
  };
}
