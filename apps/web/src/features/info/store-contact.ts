import { STORE_ADDRESS } from '@store/contract';
import { mapEmbedUrl } from '../../lib/store-links';

// The footer shows them on every page too, so they live in lib; the info pages keep importing them here.
export { STORE_CITY_LINE, STORE_PHONE_HREF } from '../../lib/store-links';

export const MAP_EMBED_URL = mapEmbedUrl(STORE_ADDRESS.mapQuery, 18);

export const DIRECTIONS_URL = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(STORE_ADDRESS.mapQuery)}`;

export const mailtoHref = (subject: string): string =>
  `mailto:${STORE_ADDRESS.email}?subject=${encodeURIComponent(subject)}`;

/** The shop's own search result route, as the search box reaches it. */
export const productSearchPath = (name: string): string => `/products/all/1?name=${encodeURIComponent(name)}`;
