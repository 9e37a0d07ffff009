import { HOME_META, SHOP_NAME, STORE_ADDRESS } from '@store/contract';
import type { Site } from './page-head';

/** The physical store as schema.org reads it, so a search for the shop can show its address and phone. */
export function storeStructuredData(site: Site, imageUrl?: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'ClothingStore',
    name: SHOP_NAME,
    description: HOME_META.description,
    url: `${site.publicUrl}/`,
    ...(imageUrl ? { image: imageUrl } : {}),
    telephone: STORE_ADDRESS.phone,
    email: STORE_ADDRESS.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: STORE_ADDRESS.street,
      addressLocality: STORE_ADDRESS.city,
      addressRegion: STORE_ADDRESS.state,
      postalCode: STORE_ADDRESS.postalCode,
      addressCountry: STORE_ADDRESS.country,
    },
  };
}
